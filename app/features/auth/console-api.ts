import { showAlert } from "../../components/console/alert";
import { isLanguage, LANGUAGE_HEADER, type Language } from "../../lib/i18n/languages";
import { consoleLoginPath } from "./console-paths";

/**
 * The one wrapper for console code calling the API (docs/product.md §8, §7.1):
 * - every request carries the access token (the session cookie, or a bearer token from a
 *   token provider) and the `x-language` header;
 * - a 401 refreshes the session once (concurrent 401s share that one refresh) and retries
 *   the request once; if refreshing fails, the manager is logged out (the console login);
 * - a 403 shows the server's `message` in an accessible alert dialog;
 * - a 400 and every other error are returned to the caller unchanged.
 */

export type ApiErrorBody = { message: string; errors?: Record<string, string> };
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiErrorBody };

/** For API clients holding tokens themselves instead of the session cookies. */
export type TokenProvider = {
  accessToken: () => string | null | Promise<string | null>;
  /** Gets a new access token with the stored refresh token; false when that failed. */
  refresh: () => Promise<boolean>;
};

export type ConsoleApiOptions = {
  tokens?: TokenProvider;
  language?: () => Language;
  onForbidden?: (message: string) => void | Promise<void>;
  onLoggedOut?: () => void;
  fetch?: typeof fetch;
};

export const SESSION_REFRESH_PATH = "/api/auth/session/refresh";

/** The page language, from `<html lang>` (ko, en or zh-CN). */
export function pageLanguage(): Language {
  const lang = typeof document === "undefined" ? "ko" : document.documentElement.lang;
  if (lang.toLowerCase().startsWith("zh")) return "cn";
  return isLanguage(lang) ? lang : "ko";
}

function goToLogin() {
  window.location.assign(consoleLoginPath(`${window.location.pathname}${window.location.search}`));
}

async function errorOf(res: Response): Promise<ApiErrorBody> {
  try {
    const body = (await res.json()) as Partial<ApiErrorBody>;
    if (typeof body.message === "string") return body as ApiErrorBody;
  } catch {
    // Not JSON: fall through to the status text.
  }
  return { message: res.statusText || String(res.status) };
}

type Body = FormData | object | undefined;

export function createConsoleApi(options: ConsoleApiOptions = {}) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const language = options.language ?? pageLanguage;
  const onForbidden = options.onForbidden ?? showAlert;
  const onLoggedOut = options.onLoggedOut ?? goToLogin;
  let refreshing: Promise<boolean> | null = null;

  async function cookieRefresh(): Promise<boolean> {
    const res = await doFetch(SESSION_REFRESH_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { [LANGUAGE_HEADER]: language() },
    });
    // 409: another tab or request renewed the session a moment ago; its cookies are now ours.
    return res.ok || res.status === 409;
  }

  /** One refresh at a time: a refresh token is spent on use, so two would revoke the session. */
  function refreshOnce(): Promise<boolean> {
    refreshing ??= (options.tokens ? options.tokens.refresh() : cookieRefresh())
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function send(method: string, path: string, body: Body): Promise<Response> {
    const headers = new Headers({ [LANGUAGE_HEADER]: language(), accept: "application/json" });
    const token = options.tokens ? await options.tokens.accessToken() : null;
    if (token) headers.set("authorization", `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set("content-type", "application/json");
      payload = JSON.stringify(body);
    }
    return doFetch(path, { method, headers, body: payload, credentials: "same-origin" });
  }

  async function request<T>(method: string, path: string, body?: Body): Promise<ApiResult<T>> {
    let res = await send(method, path, body);
    if (res.status === 401) {
      const refreshed = await refreshOnce();
      if (refreshed) res = await send(method, path, body);
      if (!refreshed || res.status === 401) {
        const error = await errorOf(res);
        onLoggedOut();
        return { ok: false, status: 401, error };
      }
    }
    if (!res.ok) {
      const error = await errorOf(res);
      if (res.status === 403) await onForbidden(error.message);
      return { ok: false, status: res.status, error };
    }
    const data = res.status === 204 ? (null as T) : ((await res.json()) as T);
    return { ok: true, status: res.status, data };
  }

  return {
    request,
    get: <T>(path: string) => request<T>("GET", path),
    post: <T>(path: string, body?: Body) => request<T>("POST", path, body),
    put: <T>(path: string, body?: Body) => request<T>("PUT", path, body),
    patch: <T>(path: string, body?: Body) => request<T>("PATCH", path, body),
    delete: <T>(path: string, body?: Body) => request<T>("DELETE", path, body),
  };
}

/** The wrapper for console pages (session cookies). */
export const consoleApi = createConsoleApi();
