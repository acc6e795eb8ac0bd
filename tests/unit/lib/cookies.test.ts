import { describe, expect, it } from "vitest";
import {
  appendCookies,
  type CookieSpec,
  cookieHeaders,
  cookieNamesSet,
  cookieRuleBroken,
  defineCookie,
  readCookie,
  SITE_COOKIES,
  setCookiesOn,
} from "../../../app/lib/cookies";
import { readCookie as languagesReadCookie } from "../../../app/lib/i18n/languages";

const spec = (over: Partial<CookieSpec>): CookieSpec => ({
  name: "__Host-x",
  purpose: "a test",
  httpOnly: true,
  sameSite: "Lax",
  ...over,
});

const request = (cookie: string) => new Request("https://example.test/", { headers: { cookie } });

describe("cookie helpers", () => {
  it("reads one cookie, decoded, and treats a malformed value as none", () => {
    expect(readCookie("a=1; console_rt=rt_x%3D; b=2", "console_rt")).toBe("rt_x=");
    expect(readCookie("console_rt=%", "console_rt")).toBeNull();
    expect(readCookie("xconsole_rt=1", "console_rt")).toBeNull();
    expect(languagesReadCookie).toBe(readCookie);
  });

  it("appends each cookie as its own Set-Cookie header, skips nulls, and tells which names a response sets", () => {
    const headers = appendCookies(new Headers({ "set-cookie": "lng=en; Path=/" }), [
      "console_at=a; HttpOnly; Path=/",
      null,
      "console_rt=b; HttpOnly; Path=/",
    ]);
    expect(headers.getSetCookie()).toEqual([
      "lng=en; Path=/",
      "console_at=a; HttpOnly; Path=/",
      "console_rt=b; HttpOnly; Path=/",
    ]);
    expect([...cookieNamesSet(headers)]).toEqual(["lng", "console_at", "console_rt"]);
    expect(cookieHeaders(["a=1", null, "b=2"]).getSetCookie()).toEqual(["a=1", "b=2"]);
  });

  it("appends cookies through a Hono-like context, one header each", () => {
    const calls: [string, string, { append: boolean }][] = [];
    setCookiesOn({ header: (...args) => calls.push(args) }, ["a=1", null, "b=2"]);
    expect(calls).toEqual([
      ["Set-Cookie", "a=1", { append: true }],
      ["Set-Cookie", "b=2", { append: true }],
    ]);
  });
});

describe("a declared cookie", () => {
  it("sets, clears and reads a __Host- session cookie: Secure, Path=/, no Domain, no Max-Age", () => {
    const c = defineCookie(spec({}));
    expect(c.set("v.1")).toBe("__Host-x=v.1; HttpOnly; Secure; SameSite=Lax; Path=/");
    expect(c.clear()).toBe("__Host-x=; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=0");
    expect(c.read(request("a=1; __Host-x=v.1"))).toBe("v.1");
    expect(c.read(request("x=v.1"))).toBeNull();
    expect(c.set("v")).not.toMatch(/Domain|Expires|Max-Age/i);
  });

  it("sets a lasting cookie with its Max-Age and a narrower path under __Secure-; clears on the same path", () => {
    const c = defineCookie(spec({ name: "__Secure-y", path: "/center", maxAge: 600, sameSite: "Strict" }));
    expect(c.set("v")).toBe("__Secure-y=v; HttpOnly; Secure; SameSite=Strict; Path=/center; Max-Age=600");
    expect(c.clear()).toBe("__Secure-y=; HttpOnly; Secure; SameSite=Strict; Path=/center; Max-Age=0");
  });

  it("sets a script-readable cookie without HttpOnly, still Secure", () => {
    const c = defineCookie(spec({ name: "pref", httpOnly: false, sameSite: "None", maxAge: 60 }));
    expect(c.set("en")).toBe("pref=en; Secure; SameSite=None; Path=/; Max-Age=60");
  });

  it("refuses a value a cookie cannot hold rather than send it broken", () => {
    const c = defineCookie(spec({}));
    for (const value of ["a;b", "a b", 'a"b', "a,b", "a\\b", "한"]) expect(() => c.set(value)).toThrow(/value/);
  });

  it.each<[string, Partial<CookieSpec>, RegExp]>([
    ["a __Host- cookie on another path", { path: "/center" }, /__Host- cookie must have Path=\//],
    ["an HttpOnly cookie without a prefix", { name: "session" }, /takes the __Host- or __Secure- prefix/],
    ["a site-wide __Secure- cookie", { name: "__Secure-z" }, /site-wide cookie takes __Host-/],
    ["a name with a separator", { name: "__Host-a;b" }, /not a cookie name/],
    ["a relative path", { name: "__Secure-z", path: "center" }, /absolute path/],
    ["a zero Max-Age", { maxAge: 0 }, /Max-Age/],
    ["a fractional Max-Age", { maxAge: 1.5 }, /Max-Age/],
  ])("is refused when it is %s", (_, over, message) => {
    expect(cookieRuleBroken(spec(over))).toMatch(message);
    expect(() => defineCookie(spec(over))).toThrow(message);
  });
});

describe("the site's cookies", () => {
  const cookies = Object.values(SITE_COOKIES);

  it("each keeps the rules, with a purpose and a name of its own", () => {
    for (const c of cookies) {
      expect(cookieRuleBroken(c), c.name).toBeNull();
      expect(c.purpose.length, c.name).toBeGreaterThan(10);
    }
    expect(new Set(cookies.map((c) => c.name)).size).toBe(cookies.length);
  });

  it("are all Secure and prefixed when HttpOnly; only the language choice is readable by scripts", () => {
    for (const c of cookies) expect(c.set("v"), c.name).toMatch(/; Secure; /);
    expect(cookies.filter((c) => !c.httpOnly).map((c) => c.name)).toEqual(["lng"]);
    expect(cookies.filter((c) => !/^__(Host|Secure)-/.test(c.name)).map((c) => c.name)).toEqual(["lng"]);
  });

  it("ride on another site's requests only for the identity provider's answer", () => {
    expect(cookies.filter((c) => c.sameSite !== "Lax").map((c) => c.name)).toEqual(["__Host-identity-answer"]);
  });
});
