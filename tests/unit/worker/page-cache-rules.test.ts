import { describe, expect, it } from "vitest";
import { bypassReason, sharedMaxAge } from "../../../worker/page-cache";

const reason = (path: string, init: RequestInit = {}) => {
  const request = new Request(`https://example.test${path}`, init);
  return bypassReason(request, new URL(request.url));
};

const page = (headers: Record<string, string>, status = 200) =>
  new Response("<html></html>", { status, headers: { "content-type": "text/html; charset=utf-8", ...headers } });

describe("which requests may share a cached page", () => {
  it("an anonymous GET of a public page, with or without a language choice", () => {
    expect(reason("/business/brand")).toBeNull();
    expect(reason("/business/brand?lng=en")).toBeNull();
    expect(reason("/", { headers: { cookie: "lng=cn" } })).toBeNull();
  });

  it("never a write, a session, credentials, another query, a data request or a private page", () => {
    expect(reason("/form/registration", { method: "POST" })).toBe("method");
    expect(reason("/", { method: "HEAD" })).toBe("method");
    expect(reason("/", { headers: { cookie: "lng=ko; console_rt=rt_x" } })).toBe("cookie");
    expect(reason("/", { headers: { cookie: "member=1" } })).toBe("cookie");
    expect(reason("/", { headers: { authorization: "Bearer x" } })).toBe("authorization");
    expect(reason("/privacy-policy?version=1")).toBe("query");
    expect(reason("/?lng=en&utm_source=x")).toBe("query");
    expect(reason("/business/brand.data")).toBe("data request");
    expect(reason("/console/login")).toBe("private");
    expect(reason("/Console/Login")).toBe("private");
    // Identity verification: the request, the provider's answer and the sandbox provider.
    expect(reason("/common/kcp/cert/request")).toBe("private");
    expect(reason("/common/kcp/cert/response")).toBe("private");
    expect(reason("/Common/KCP/cert/sandbox/")).toBe("private");
  });
});

describe("which renderings may be kept", () => {
  it("a 200 HTML page whose route allows a shared copy, for its s-maxage", () => {
    expect(sharedMaxAge(page({ "cache-control": "public, s-maxage=300" }))).toBe(300);
    const withLanguage = page({ "cache-control": "public, s-maxage=60", "set-cookie": "lng=en; Path=/" });
    expect(sharedMaxAge(withLanguage)).toBe(60);
  });

  it("not when the route says no, sets another cookie, fails, or is not HTML", () => {
    expect(sharedMaxAge(page({}))).toBe(0);
    expect(sharedMaxAge(page({ "cache-control": "private, no-cache" }))).toBe(0);
    expect(sharedMaxAge(page({ "cache-control": "public, s-maxage=300, no-store" }))).toBe(0);
    expect(sharedMaxAge(page({ "cache-control": "public, s-maxage=300", "set-cookie": "console_at=x" }))).toBe(0);
    expect(sharedMaxAge(page({ "cache-control": "public, s-maxage=300" }, 404))).toBe(0);
    const json = new Response("{}", { headers: { "content-type": "application/json", "cache-control": "s-maxage=9" } });
    expect(sharedMaxAge(json)).toBe(0);
  });
});
