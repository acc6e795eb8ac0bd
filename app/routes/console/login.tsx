import { data, Form, redirect, useNavigation } from "react-router";
import { formValues } from "../../components/forms/form-values";
import { homeOf, principalContext, safeRedirectTo, sessionContextOf } from "../../features/auth/guard.server";
import { login } from "../../features/auth/login.server";
import { loginFormSchema } from "../../features/auth/login-form";
import { sessionCookies } from "../../features/auth/session.server";
import { envContext, langContext, scopeContext } from "../../lib/context";
import { appendCookies } from "../../lib/cookies";
import { createI18n } from "../../lib/i18n";
import { useT } from "../../lib/i18n/client";
import { readForm } from "../../lib/read-form.server";
import { fieldErrors } from "../../lib/validation";
import type { Route } from "./+types/login";
import { TextInput } from "./ui/fields";
import { useFormCheck } from "./ui/use-form-check";

export function loader({ request, context }: Route.LoaderArgs) {
  const principal = context.get(principalContext);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo") ?? "";
  if (principal) {
    const home = homeOf(principal, context.get(envContext).DEVELOPER_USERNAME) ?? "/";
    throw redirect(safeRedirectTo(redirectTo, home));
  }
  return { title: createI18n(context.get(langContext)).t("auth.login.title"), redirectTo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const username = String(form.get("username") ?? "");
  const parsed = loginFormSchema.safeParse({ username, password: form.get("password") ?? "" });
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), formError: null, username }, { status: 400 });
  const ctx = sessionContextOf(context, request);
  const result = await login(parsed.data, { ...ctx, ip: context.get(scopeContext).ip });
  if (!result.ok) {
    return data({ errors: {}, formError: result.reason, username }, { status: result.reason === "locked" ? 429 : 401 });
  }
  const principal = { managerId: result.manager.id, username: result.manager.username, scope: result.manager.scope };
  const home = homeOf(principal, context.get(envContext).DEVELOPER_USERNAME) ?? "/";
  const headers = appendCookies(new Headers(), sessionCookies(result.tokens));
  throw redirect(safeRedirectTo(form.get("redirectTo"), home), { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormCheck(loginFormSchema, formValues, actionData?.errors);
  return (
    <>
      <h1>{t("auth.login.title")}</h1>
      <p>{t("auth.login.intro")}</p>
      {actionData?.formError && (
        <div role="alert" className="console-form-error">
          {t(`auth.login.${actionData.formError}`)}
        </div>
      )}
      <Form method="post" noValidate className="console-form" onSubmit={onSubmit}>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextInput
          name="username"
          label={t("auth.login.username")}
          autoComplete="username"
          required
          error={errors.username}
          defaultValue={actionData?.username}
        />
        <TextInput
          name="password"
          type="password"
          label={t("auth.login.password")}
          autoComplete="current-password"
          required
          error={errors.password}
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
