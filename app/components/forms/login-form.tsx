import type { ReactNode } from "react";
import { Form } from "react-router";
import type { ActionResult } from "../../lib/action-result";
import { FormError, TextField } from "./fields";
import type { ValidatedForm } from "./use-validated-form";

type LoginFormProps = {
  form: ValidatedForm;
  className: string;
  /** Where to go once signed in (the page's `?redirectTo=`, checked by the action). */
  redirectTo: string;
  /**
   * The action's answer to a refused attempt: the username kept (the password never is) and,
   * for a refusal of the whole form (a wrong password, a lock), its message.
   */
  result?: ActionResult<{ username: string }>;
  labels: { username: string; password: string };
  /** The submit button with what wraps it: each page styles its own. */
  children: ReactNode;
};

/**
 * A sign-in form posting to the page it is on: username and password with the browser's
 * autocomplete hints (so password managers fill them), the return path hidden.
 */
export function LoginForm({ form, className, redirectTo, result, labels, children }: LoginFormProps) {
  return (
    <>
      <FormError message={result?.message} />
      <Form method="post" className={className} {...form.formProps}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          form={form}
          name="username"
          label={labels.username}
          autoComplete="username"
          required
          defaultValue={result?.values?.username}
        />
        <TextField
          form={form}
          name="password"
          type="password"
          label={labels.password}
          autoComplete="current-password"
          required
        />
        {children}
      </Form>
    </>
  );
}
