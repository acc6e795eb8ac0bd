import { createContext } from "react-router";
import type { Db } from "../../db/client";
import type { AppEnv } from "./env";
import type { MessagePart } from "./i18n/client";
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
};

export const envContext = createContext<AppEnv>();
export const dbContext = createContext<Db>();
export const clockContext = createContext<() => Date>();
export const langContext = createContext<Language>();
export const nonceContext = createContext<string>();
export const scopeContext = createContext<RequestScope>();

/**
 * The strings of the site's shell the root loader sends (app/root.tsx): the header, menus and
 * footer by default; a layout without that chrome sets less in its middleware, which runs
 * before any loader.
 */
export const SHELL_MESSAGES = ["base", "site.menu", "site.header", "site.footer", "site.backToTop"] as const;
export const shellMessagesContext = createContext<readonly MessagePart[]>(SHELL_MESSAGES);
