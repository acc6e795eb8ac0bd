import { data, Form, redirect, useNavigation } from "react-router";
import { FormError, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { sessionContextOf } from "../../controllers/console-guard.server";
import { consolePage } from "../../controllers/console-page.server";
import { homeOf, safeRedirectTo } from "../../features/auth/guard.server";
import { login } from "../../features/auth/login.server";
import { loginFormSchema } from "../../features/auth/login-form";
import { sessionCookies } from "../../features/auth/session.server";
import { appendCookies } from "../../lib/cookies";
import { formValues } from "../../lib/form-values";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/login";

export function loader({ request, context }: Route.LoaderArgs) {
  const { principal, scope, t, i18n, meta } = consolePage(context);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo") ?? "";
  if (principal) {
    const home = homeOf(principal, scope.env.DEVELOPER_USERNAME) ?? "/";
    throw redirect(safeRedirectTo(redirectTo, home));
  }
  return { i18n, meta: meta(t("auth.login.title")), redirectTo };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, context }: Route.ActionArgs) {
  const { scope, failure } = consolePage(context);
  const form = await readForm(request);
  const username = String(form.get("username") ?? "");
  try {
    const input = loginFormSchema.parse({ username, password: form.get("password") ?? "" });
    const { manager, tokens } = await login(input, { ...sessionContextOf(context, request), ip: scope.ip });
    const principal = { managerId: manager.id, username: manager.username, scope: manager.scope };
    const home = homeOf(principal, scope.env.DEVELOPER_USERNAME) ?? "/";
    const headers = appendCookies(new Headers(), sessionCookies(tokens));
    return redirect(safeRedirectTo(form.get("redirectTo"), home), { headers });
  } catch (error) {
    const refused = failure(error);
    // A wrong password or a lock is said for the form: it never tells which field was wrong.
    const formError = Object.keys(refused.errors).length ? "" : refused.message;
    return data({ errors: refused.errors, formError, username }, refused.status);
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const form = useValidatedForm({ schema: loginFormSchema, read: formValues, serverErrors: actionData?.errors });
  return (
    <>
      <h1>{t("auth.login.title")}</h1>
      <p>{t("auth.login.intro")}</p>
      <FormError message={actionData?.formError} />
      <Form method="post" className="console-form" {...form.formProps}>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField
          form={form}
          name="username"
          label={t("auth.login.username")}
          autoComplete="username"
          required
          defaultValue={actionData?.username}
        />
        <TextField
          form={form}
          name="password"
          type="password"
          label={t("auth.login.password")}
          autoComplete="current-password"
          required
        />
        <div>
          <button type="submit" className="console-button console-button--primary" aria-disabled={busy}>
            {busy ? t("auth.login.submitting") : t("auth.login.submit")}
          </button>
        </div>
      </Form>
    </>
  );
}
