import type { ErrorCode } from "./domain-error";

/**
 * A request body past its route's size limit (worker/body-limit.ts). The worker cuts the body
 * off with this error, so whatever reads it (a page action's `readForm`, the API's parsers)
 * fails with it instead of holding the rest in memory; pages and the API answer it with 413
 * and the message of `code`. Client-safe: no server imports.
 */
export class BodyTooLargeError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** The route's limit in bytes. */
    readonly limit: number,
  ) {
    super(code);
    this.name = "BodyTooLargeError";
  }
}
