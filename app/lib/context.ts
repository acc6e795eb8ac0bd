import { createContext } from "react-router";
import type { Db } from "../../db/client";
import type { AppEnv } from "./env";
import type { Language } from "./i18n/languages";

/**
 * Request-scoped values, set once per request by the worker entry (worker/request-scope.ts)
 * for React Router and, from the same function, as Hono variables for the API.
 */
export type RequestScope = {
  env: AppEnv;
  db: Db;
  files: R2Bucket;
  /** The current time; tests may pin it (see worker/request-scope.ts). */
  now: () => Date;
  lang: Language;
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  /** Client address, for audit and rate limits; never shown. */
  ip: string;
  waitUntil: (promise: Promise<unknown>) => void;
  /** A document (HTML) request, as opposed to a client navigation's `.data` request. */
  document: boolean;
  /**
   * The request's id: in its log lines, its `x-request-id` header and its error page, for a
   * call centre to find the failure (worker/request-log.ts, docs/operations.md).
   */
  requestId: string;
};

export const envContext = createContext<AppEnv>();
export const dbContext = createContext<Db>();
export const clockContext = createContext<() => Date>();
export const langContext = createContext<Language>();
export const nonceContext = createContext<string>();
export const scopeContext = createContext<RequestScope>();
