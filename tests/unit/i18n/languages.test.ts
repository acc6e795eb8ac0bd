import { describe, expect, it } from "vitest";
import { SITE_COOKIES } from "../../../app/lib/cookies";
import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  HTML_LANG,
  isLanguage,
  LANGUAGE_HEADER,
  readCookie,
} from "../../../app/lib/i18n/languages";

function request(path = "/", headers: Record<string, string> = {}) {
  return new Request(`https://example.test${path}`, { headers });
}

describe("detectLanguage", () => {
  it("defaults to ko", () => {
    expect(DEFAULT_LANGUAGE).toBe("ko");
    expect(detectLanguage(request())).toBe("ko");
  });

  it("takes ?lng= first", () => {
    const req = request("/?lng=en", {
      [LANGUAGE_HEADER]: "cn",
      cookie: `${SITE_COOKIES.language.name}=cn`,
      "accept-language": "zh-CN",
    });
    expect(detectLanguage(req)).toBe("en");
  });

  it("then the x-language header", () => {
    const req = request("/", { "x-language": "cn", cookie: "lng=en", "accept-language": "en-US" });
    expect(detectLanguage(req)).toBe("cn");
  });

  it("then the lng cookie", () => {
    const req = request("/", { cookie: "theme=dark; lng=en; other=1", "accept-language": "zh" });
    expect(detectLanguage(req)).toBe("en");
  });

  it("then Accept-Language, by q-value", () => {
    expect(detectLanguage(request("/", { "accept-language": "en-US,en;q=0.9,ko;q=0.8" }))).toBe("en");
    expect(detectLanguage(request("/", { "accept-language": "fr;q=1, en;q=0.3, ko;q=0.7" }))).toBe("ko");
    expect(detectLanguage(request("/", { "accept-language": "ko;q=0.2, zh-CN;q=0.8" }))).toBe("cn");
    expect(detectLanguage(request("/", { "accept-language": "en;q=0, ko" }))).toBe("ko");
  });

  it("maps any zh tag to cn", () => {
    for (const tag of ["zh", "zh-CN", "zh-TW", "zh-Hans-CN"]) {
      expect(detectLanguage(request("/", { "accept-language": tag }))).toBe("cn");
    }
  });

  it("ignores unknown values at every step and falls back to ko", () => {
    const req = request("/?lng=fr", { "x-language": "de", cookie: "lng=ja", "accept-language": "fr-FR, de;q=0.5" });
    expect(detectLanguage(req)).toBe("ko");
    expect(detectLanguage(request("/?lng=zh", { "x-language": "EN" }))).toBe("ko");
  });

  it("skips an unknown value to the next source", () => {
    expect(detectLanguage(request("/?lng=fr", { "x-language": "en" }))).toBe("en");
    expect(detectLanguage(request("/", { "x-language": "xx", cookie: "lng=cn" }))).toBe("cn");
    expect(detectLanguage(request("/", { cookie: "lng=xx", "accept-language": "en" }))).toBe("en");
  });

  it("treats a malformed cookie value as absent instead of throwing", () => {
    expect(detectLanguage(request("/", { cookie: "lng=%E0%A4%A", "accept-language": "en" }))).toBe("en");
    expect(readCookie("lng=%", "lng")).toBeNull();
  });
});

describe("helpers", () => {
  it("maps site languages to <html lang>", () => {
    expect(HTML_LANG).toEqual({ ko: "ko", en: "en", cn: "zh-CN" });
  });

  it("knows the three languages", () => {
    expect(["ko", "en", "cn"].every(isLanguage)).toBe(true);
    expect(isLanguage("zh")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it("reads a cookie by name, decoded", () => {
    expect(readCookie("a=1; lng=en", "lng")).toBe("en");
    expect(readCookie("x=%ED%95%9C%3D", "x")).toBe("한=");
    expect(readCookie("alng=en", "lng")).toBeNull();
    expect(readCookie(null, "lng")).toBeNull();
  });
});
