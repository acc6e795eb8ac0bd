/** Helpers for the identity verification tests (integration, workerd). */
import { env } from "cloudflare:test";
import { api } from "../../worker/api/app";
import { contextFor } from "./integration";

export const ORIGIN = "http://localhost";

/**
 * What a route's loader or action answered, thrown or returned, as a test can look at it: a
 * page served as a document of its own (app/lib/bare-document.server.ts) has its `html`.
 */
export type Answer = { status: number; location: string | null; setCookies: string[]; data: unknown; html: string };

type RouteFn = (args: never) => unknown;

/** Calls a route module's loader or action as React Router would for this request. */
export async function callRoute(fn: RouteFn, request: Request): Promise<Answer> {
  const args = { request, context: contextFor(request), params: {}, url: new URL(request.url), pattern: "" };
  let out: unknown;
  try {
    out = await (fn as (a: typeof args) => unknown)(args);
  } catch (thrown) {
    out = thrown;
  }
  if (out instanceof Response) {
    const html = out.headers.get("content-type")?.startsWith("text/html") ? await out.text() : "";
    return {
      status: out.status,
      location: out.headers.get("location"),
      setCookies: out.headers.getSetCookie(),
      data: null,
      html,
    };
  }
  if (out && typeof out === "object" && "init" in out && "data" in out) {
    const init = (out as { init: ResponseInit | null }).init;
    const headers = new Headers(init?.headers);
    return {
      status: init?.status ?? 200,
      location: null,
      setCookies: headers.getSetCookie(),
      data: out.data,
      html: "",
    };
  }
  return { status: 200, location: null, setCookies: [], data: out, html: "" };
}

const decodeEntities = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replaceAll("&amp;", "&");

/**
 * A page's form as a browser would submit it: the first `<form>` in `html` (after `marker`,
 * when given), its method, action and hidden fields.
 */
export function formOf(html: string, marker = "<form") {
  const from = html.indexOf(marker);
  const form = /<form method="(\w+)" action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(from < 0 ? "" : html.slice(from));
  if (!form) return null;
  const fields: Record<string, string> = {};
  for (const [, name = "", value = ""] of (form[3] ?? "").matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  )) {
    fields[decodeEntities(name)] = decodeEntities(value);
  }
  return { method: form[1], action: decodeEntities(form[2] ?? ""), fields };
}

/** A request to a page, with the binding cookie when given and the clock pinned. */
export function pageRequest(
  path: string,
  options: {
    method?: "GET" | "POST";
    cookie?: string | null;
    now?: Date;
    form?: Record<string, string>;
    origin?: string;
    /** The client's address, as Cloudflare gives it (cf-connecting-ip). */
    ip?: string;
  } = {},
): Request {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers["cf-connecting-ip"] = options.ip;
  if (options.now) headers["x-test-now"] = options.now.toISOString();
  if (options.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    headers.origin = options.origin ?? ORIGIN;
  }
  return new Request(`${ORIGIN}${path}`, {
    method: options.method ?? (options.form ? "POST" : "GET"),
    headers,
    body: options.form ? new URLSearchParams(options.form) : undefined,
  });
}

/** The `name=value` part of a Set-Cookie, as a browser would send it back. */
export function cookiePair(setCookie: string | undefined): string {
  if (!setCookie) throw new Error("no Set-Cookie");
  return setCookie.split(";")[0] ?? "";
}

/** The cookies a browser sends back after these Set-Cookie headers (all of them, same-site). */
export function cookiesOf(setCookies: string[]): string {
  return setCookies.map((c) => cookiePair(c)).join("; ");
}

/** Of a browser's cookies, the one another site's POST carries: the SameSite=None answer cookie. */
export function crossSiteCookie(cookie: string): string {
  return cookie.split("; ").find((pair) => pair.startsWith("__Host-identity-answer=")) ?? "";
}

/** The sandbox page's answer for an order, as the tester's browser posts it. */
export function sandboxAnswer(orderId: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ordr_idxx: orderId,
    res_cd: "0000",
    name: "김하늘",
    birth: "19950301",
    phone: "01012345678",
    gender: "FEMALE",
    personId: "tester-1",
    ...overrides,
  };
}

/** GET /api/v1/cert/:id as a browser with the given cookie. */
export async function claimByApi(id: string, cookie: string | null, now?: Date, query = "") {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (now) headers["x-test-now"] = now.toISOString();
  const res = await api.request(`/api/v1/cert/${id}${query}`, { headers }, env);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}
