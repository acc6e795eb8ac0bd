import { describe, expect, it } from "vitest";
import { appendCookies, cookieNamesSet, readCookie } from "../../../app/lib/cookies";
import { readCookie as languagesReadCookie } from "../../../app/lib/i18n/languages";

describe("cookie helpers", () => {
  it("reads one cookie, decoded, and treats a malformed value as none", () => {
    expect(readCookie("a=1; console_rt=rt_x%3D; b=2", "console_rt")).toBe("rt_x=");
    expect(readCookie("console_rt=%", "console_rt")).toBeNull();
    expect(readCookie("xconsole_rt=1", "console_rt")).toBeNull();
    expect(languagesReadCookie).toBe(readCookie);
  });

  it("appends each cookie as its own Set-Cookie header and tells which names a response sets", () => {
    const headers = appendCookies(new Headers({ "set-cookie": "lng=en; Path=/" }), [
      "console_at=a; HttpOnly; Path=/",
      "console_rt=b; HttpOnly; Path=/",
    ]);
    expect(headers.getSetCookie()).toEqual([
      "lng=en; Path=/",
      "console_at=a; HttpOnly; Path=/",
      "console_rt=b; HttpOnly; Path=/",
    ]);
    expect([...cookieNamesSet(headers)]).toEqual(["lng", "console_at", "console_rt"]);
  });
});
