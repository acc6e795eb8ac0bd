import { describe, expect, it } from "vitest";
import { applySecurityHeaders, contentSecurityPolicy } from "../../../worker/security-headers";

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("allows scripts only with the nonce and strict-dynamic", () => {
    const csp = directives(contentSecurityPolicy("abc123+/="));
    expect(csp.get("script-src")).toBe("'self' 'nonce-abc123+/=' 'strict-dynamic'");
    expect(csp.get("script-src")).not.toContain("unsafe-inline");
  });

  it("forbids framing, plugins and foreign bases, forms and connections", () => {
    const csp = directives(contentSecurityPolicy("n"));
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("base-uri")).toBe("'self'");
    expect(csp.get("default-src")).toBe("'self'");
    expect(csp.get("form-action")).toBe("'self'");
    expect(csp.get("connect-src")).toBe("'self'");
    expect(csp.get("img-src")).toBe("'self' data: blob:");
    expect(csp.get("style-src")).toBe("'self' 'unsafe-inline'");
  });

  it("adds extra form targets when asked (an identity provider's page)", () => {
    const csp = directives(contentSecurityPolicy("n", { formActions: ["https://cert.example.com"] }));
    expect(csp.get("form-action")).toBe("'self' https://cert.example.com");
  });

  it("allows no script at all without a nonce (the API's answers: JSON and files)", () => {
    const csp = directives(contentSecurityPolicy(null));
    expect(csp.get("script-src")).toBe("'none'");
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(directives(contentSecurityPolicy(null, { dev: true })).get("script-src")).toBe("'none'");
  });

  it("relaxes scripts and connections only for the dev server", () => {
    const csp = directives(contentSecurityPolicy("n", { dev: true }));
    expect(csp.get("script-src")).toBe("'self' 'unsafe-inline'");
    expect(csp.get("connect-src")).toBe("'self' ws: wss:");
  });
});

describe("applySecurityHeaders", () => {
  it("sets the CSP with this response's nonce and the other security headers", async () => {
    const original = new Response("<p>hi</p>", { status: 201, headers: { "content-type": "text/html", "x-own": "1" } });
    const res = applySecurityHeaders(original, "NONCE42");
    expect(res.status).toBe(201);
    expect(await res.text()).toBe("<p>hi</p>");
    expect(res.headers.get("content-type")).toBe("text/html");
    expect(res.headers.get("x-own")).toBe("1");
    expect(res.headers.get("content-security-policy")).toContain("'nonce-NONCE42'");
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
  });

  it("uses a different nonce per call", () => {
    const a = applySecurityHeaders(new Response("a"), "one").headers.get("content-security-policy");
    const b = applySecurityHeaders(new Response("b"), "two").headers.get("content-security-policy");
    expect(a).toContain("'nonce-one'");
    expect(b).toContain("'nonce-two'");
    expect(b).not.toContain("'nonce-one'");
  });

  it("works on a response with immutable headers", () => {
    const redirect = Response.redirect("https://example.com/next", 302);
    expect(() => redirect.headers.set("x-test", "1")).toThrow();
    const res = applySecurityHeaders(redirect, "n");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://example.com/next");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

describe("Cache-Control on session responses", () => {
  const cacheOf = (path: string, headers?: HeadersInit) =>
    applySecurityHeaders(new Response("x", { headers }), "n", { path }).headers.get("cache-control");

  it.each([
    "/api/auth/accessToken",
    "/api/auth/session/refresh",
    "/api/console/managers",
    "/api/console/me",
    "/console",
    "/console/",
    "/console.data",
    "/console/manager/x1.data",
    "/CONSOLE/Manager",
    "/%63onsole/login",
    "/form/application",
    "/form/application.data",
    "/form/application/0123abcd",
    "/form/application-fix",
    "/application/inquiry/0123abcd",
    "/application/result",
    "/application/result.data",
    "/api/v1/application",
    "/api/v1/application/0123abcd/upload",
  ])("%s is never stored", (path) => {
    expect(cacheOf(path, { "cache-control": "public, max-age=300" })).toBe("no-store");
  });

  it.each([
    "/",
    "/notice",
    "/api/v1/setting",
    "/consoles",
    "/api/authx",
    "/site/console",
    "/application",
    "/application/self-check",
    "/api/v1/application/schedules",
  ])("%s keeps its own caching", (path) => {
    expect(cacheOf(path, { "cache-control": "public, max-age=300" })).toBe("public, max-age=300");
    expect(cacheOf(path)).toBeNull();
  });
});
