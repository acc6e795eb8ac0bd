import { withHeaders } from "../app/lib/response-headers";

/**
 * One JSON line per request (docs/operations.md, "Logs and monitoring"), written by the worker
 * entry once the response's headers are ready:
 * `{"event":"request","requestId","method","route","status","ms","d1"}`. It carries no
 * personal data and no secret: no query string, no header, no body, no client address, and
 * the path only as its route (routeOf). The same id answers in `x-request-id` and shows on
 * the error page.
 */
export const REQUEST_ID_HEADER = "x-request-id";

export type RequestLine = {
  requestId: string;
  method: string;
  /** The path with every segment that could name a record or a person replaced (routeOf). */
  route: string;
  status: number;
  /** Wall time to the response's headers (Workers' clock advances only across I/O). */
  ms: number;
  /** D1 round trips (a batch is one). */
  d1: number;
  /** An exception the worker did not answer: its kind only. */
  error?: string;
};

/** A segment kept as it is: a word of the site's paths (`notifications`, `accessToken`, `_root`, `v1`). */
const WORD = /^(?:_?[A-Za-z][A-Za-z-]{0,39}|v\d)$/;

/**
 * The route of a path: every segment that is not a plain word (letters and hyphens, at most
 * 40, or an API version) becomes `:id`, so record ids, receipt numbers, tokens, file names, e-mail addresses and
 * percent-encoded (Korean) names never reach the logs. A client navigation's `.data` suffix
 * stays.
 */
export function routeOf(pathname: string): string {
  const data = pathname.endsWith(".data");
  const path = data ? pathname.slice(0, -".data".length) : pathname;
  const route = path
    .split("/")
    .map((segment) => (segment === "" || WORD.test(segment) ? segment : ":id"))
    .join("/");
  return data ? `${route}.data` : route;
}

/** Writes the request's line (console.log: Workers Logs, `wrangler tail`). */
export function logRequest(line: RequestLine): void {
  console.log(JSON.stringify({ event: "request", ...line }));
}

/** The response with the request's id in `x-request-id`. */
export function withRequestId(response: Response, requestId: string): Response {
  return withHeaders(response, (h) => h.set(REQUEST_ID_HEADER, requestId));
}

/** The kind of an error, never its message (a database error's message carries bound values). */
export function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return "unknown";
  return /^[\w$.-]{1,60}$/.test(error.name) ? error.name : "Error";
}
