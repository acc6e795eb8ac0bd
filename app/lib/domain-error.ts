/**
 * A refusal by a business rule, for pages and the API alike. `code` is a dotted key into the
 * `errors` section of a locale namespace (e.g. "identity.expired"); the API's onError answers
 * it with its status and the translated message.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503,
    readonly code: string,
    readonly field?: string,
  ) {
    super(code);
    this.name = "DomainError";
  }
}
