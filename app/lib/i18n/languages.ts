import { readCookie, SITE_COOKIES } from "../cookies";

/** Site languages (docs/product.md §9.3): ko is the default and the fallback. */
export const LANGUAGES = ["ko", "en", "cn"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "ko";

/** Header that API calls carry with the chosen language. */
export const LANGUAGE_HEADER = "x-language";

/** The `<html lang>` value of each site language. */
export const HTML_LANG: Record<Language, string> = { ko: "ko", en: "en", cn: "zh-CN" };

/** The Open Graph `og:locale` of each site language. */
export const OG_LOCALE: Record<Language, string> = { ko: "ko_KR", en: "en_US", cn: "zh_CN" };

/** Kept here for older imports; it lives in app/lib/cookies.ts. */
export { readCookie };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

function fromAcceptLanguage(header: string | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith("ko")) return "ko";
    if (tag.startsWith("en")) return "en";
    if (tag.startsWith("zh")) return "cn";
  }
  return null;
}

/**
 * The language of a request: `?lng=` first, then the API header, then the cookie, then
 * Accept-Language, then ko.
 */
export function detectLanguage(request: Request): Language {
  const url = new URL(request.url);
  const query = url.searchParams.get("lng");
  if (isLanguage(query)) return query;
  const header = request.headers.get(LANGUAGE_HEADER);
  if (isLanguage(header)) return header;
  const cookie = SITE_COOKIES.language.read(request);
  if (isLanguage(cookie)) return cookie;
  return fromAcceptLanguage(request.headers.get("accept-language")) ?? DEFAULT_LANGUAGE;
}
