import type ko from "../locales/ko/errors";
import type { Leaves } from "../locales/types";

/*
 * The one error a business rule throws, and how a code becomes text. Client-safe: no server
 * imports, so schemas and forms can use the codes too.
 */

/** A message code: a dotted key into the `errors` locale namespace, e.g. "console.usernameTaken". */
export type ErrorCode = Leaves<typeof ko>;

/** Values of a message; one may itself be a message (a place named in the request's language). */
export type MessageValues = Readonly<
  Record<string, string | number | { code: ErrorCode; values?: Readonly<Record<string, string | number>> }>
>;

/** One of several messages a refusal gives (each finding of a scan), next to its field when it has one. */
export type ErrorDetail = { field?: string; code: ErrorCode; values?: MessageValues };

export type DomainStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

/**
 * A refusal by a business rule (a taken username, a wrong board password, a rate limit…).
 * Server functions throw it; the API answers its status with `{ message, errors? }` (one
 * `onError`, worker/api/errors.ts), and page actions turn it into form errors with
 * `formFailure()` (app/lib/form-failure.server.ts). Both translate `code` into the request's
 * language and put the message next to `field` when there is one.
 */
export class DomainError extends Error {
  constructor(
    readonly status: DomainStatus,
    readonly code: ErrorCode,
    /** The form field the message belongs next to, when there is one. */
    readonly field?: string,
    /** Values the message names (`{{count}}`…): counts and times, never personal data. */
    readonly values?: Readonly<Record<string, string | number>>,
    /** Further messages, each next to its own field (the findings of a scan). */
    readonly details?: readonly ErrorDetail[],
  ) {
    super(code);
    this.name = "DomainError";
  }
}

/** A translator that knows the `errors` namespace: i18next's `t` on the server, `useT()` in the browser. */
export type ErrorTranslator = (
  key: `errors.${ErrorCode}`,
  values?: Readonly<Record<string, string | number>>,
) => string;

/**
 * The text of a code. A message that is no code of ours (a zod rule given no message of its
 * own) reads as "입력값을 확인해주세요" rather than zod's English.
 */
export function errorMessage(
  t: ErrorTranslator,
  code: string,
  values?: Readonly<Record<string, string | number>>,
): string {
  const fallback = () => t("errors.validation.invalidInput");
  // Only a dotted key is looked up: i18next would read zod's "Invalid input: …" as a namespace.
  if (!/^[A-Za-z]\w*(\.[A-Za-z]\w*)+$/.test(code)) return fallback();
  const key = `errors.${code}` as `errors.${ErrorCode}`;
  const text = t(key, values);
  return text === key ? fallback() : text;
}

/** The text of a detail: its nested values translated first. */
export function detailMessage(t: ErrorTranslator, detail: ErrorDetail): string {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(detail.values ?? {})) {
    values[key] = typeof value === "object" ? errorMessage(t, value.code, value.values) : value;
  }
  return errorMessage(t, detail.code, values);
}
