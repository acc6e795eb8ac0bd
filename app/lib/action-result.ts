/**
 * What a page form's action answers, public and console alike, when it does not go on with a
 * redirect (post/redirect/get):
 *
 * - `ok: true`: done, or a step that saves nothing (a row added to a list); `message` says so
 *   where the page shows it, `values` hold what the form shows next.
 * - `ok: false`: refused; `errors` by field (`"_"` for the whole form on public forms),
 *   `message` for the whole form (the console's `FormError`, a refused sign-in), `values` to
 *   fill the form again (never a password).
 *
 * `intent` names the form that posted on a page with several (a board post's edit and delete
 * forms); each form shows only its own result. A refusal built by `formFailure()`
 * (`app/lib/form-failure.server.ts`) is one; `refusal()` there makes one from it.
 */
export type ActionResult<Values = Record<string, unknown>> =
  | { ok: true; intent?: string; message?: string; values?: Values }
  | { ok: false; intent?: string; errors: Record<string, string>; message?: string; values?: Values };

/** An action's refusal (`ok: false`), for components that show only those. */
export type ActionRefusal<Values = Record<string, unknown>> = Extract<ActionResult<Values>, { ok: false }>;
