/**
 * What a page form's action answers, public and console alike: a success (most go on with a
 * redirect instead, post/redirect/get), or a refusal with messages by field (`"_"` or
 * `message` for the whole form) and the values to show again. A refusal built by
 * `formFailure()` (`app/lib/form-failure.server.ts`) is one; the action adds what its form
 * needs to show it (`values`, the `intent` of the form that posted).
 */
export type ActionResult<Values = Record<string, unknown>> =
  | { ok: true; message?: string }
  | { ok: false; errors: Record<string, string>; message?: string; values?: Values };
