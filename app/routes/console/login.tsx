import { redirect, useNavigation } from "react-router";
import { LoginForm } from "../../components/forms/login-form";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { sessionContextOf } from "../../controllers/console-guard.server";
import { consolePage } from "../../controllers/console-page.server";
import { homeOf, safeRedirectTo } from "../../features/auth/guard.server";
import { login } from "../../features/auth/login.server";
import { loginFormSchema } from "../../features/auth/login-form";
import { sessionCookies } from "../../features/auth/session.server";
import { appendCookies } from "../../lib/cookies";
import { loginRefusal } from "../../lib/form-failure.server";
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
    return loginRefusal(failure(error), username);
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
      <LoginForm
        form={form}
        className="console-form"
        redirectTo={loaderData.redirectTo}
        result={actionData}
        labels={{ username: t("auth.login.username"), password: t("auth.login.password") }}
      >
        <div>
          <button type="submit" className="console-button console-button--primary" aria-disabled={busy}>
            {busy ? t("auth.login.submitting") : t("auth.login.submit")}
          </button>
        </div>
      </LoginForm>
    </>
  );
}
