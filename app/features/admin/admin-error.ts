/**
 * A console rule the request broke (a taken username, acting on oneself, a wrong
 * sub-password…). Server functions throw it; the API answers `{ message, errors? }` with its
 * status and pages show the message next to the field. `code` names the message in the
 * `console.errors` locale resources, so both speak the visitor's language.
 */
export type AdminErrorCode =
  | "notFound"
  | "usernameTaken"
  | "selfDisable"
  | "selfDelete"
  | "selfScope"
  | "selfPassword"
  | "grantBeyondOwn"
  | "developerProtected"
  | "targetBeyondOwn"
  | "subPasswordRequired"
  | "subPasswordWrong"
  | "subPasswordLocked"
  | "termCodeTaken"
  | "termVersionConflict"
  | "effectiveInPast"
  | "sendFailed"
  | "notImage"
  | "tooLarge"
  | "tooManyFiles"
  | "noFiles";

export type AdminErrorStatus = 400 | 403 | 404 | 409 | 413 | 429 | 502;

export class AdminError extends Error {
  constructor(
    readonly status: AdminErrorStatus,
    readonly code: AdminErrorCode,
    /** The form field the message belongs next to, when there is one. */
    readonly field?: string,
  ) {
    super(code);
    this.name = "AdminError";
  }
}

/** True when D1 refused a write for a UNIQUE constraint (a race the pre-check lost). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`);
}
