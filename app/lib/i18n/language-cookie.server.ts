import { appendCookies, SITE_COOKIES } from "../cookies";
import { withHeaders } from "../response-headers";
import { isLanguage, type Language } from "./languages";

/** The `lng` cookie that keeps a visitor's language choice (not secret, so not HttpOnly). */
export function languageCookie(lang: Language): string {
  return SITE_COOKIES.language.set(lang);
}

/** When the request chose a language with `?lng=`, the response stores it in the cookie. */
export function rememberLanguageChoice(request: Request, response: Response): Response {
  const chosen = new URL(request.url).searchParams.get("lng");
  if (!isLanguage(chosen)) return response;
  return withHeaders(response, (h) => appendCookies(h, [languageCookie(chosen)]));
}
