import { withHeaders } from "../response-headers";
import { isLanguage, LANGUAGE_COOKIE, type Language } from "./languages";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The `lng` cookie that keeps a visitor's language choice (not secret, so not HttpOnly). */
export function languageCookie(lang: Language): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; Secure`;
}

/** When the request chose a language with `?lng=`, the response stores it in the cookie. */
export function rememberLanguageChoice(request: Request, response: Response): Response {
  const chosen = new URL(request.url).searchParams.get("lng");
  if (!isLanguage(chosen)) return response;
  return withHeaders(response, (h) => h.append("Set-Cookie", languageCookie(chosen)));
}
