import { data } from "react-router";
import { PasswordForm } from "../../components/console/password-form";
import { formValues } from "../../components/forms/form-values";
import { requireConsole, sessionContextOf } from "../../features/auth/guard.server";
import { changePassword, changeSubPassword } from "../../features/auth/password-change.server";
import { changePasswordSchema, changeSubPasswordSchema } from "../../features/auth/password-forms";
import { sessionCookies } from "../../features/auth/session.server";
import { langContext } from "../../lib/context";
import { appendCookies } from "../../lib/cookies";
import { createI18n } from "../../lib/i18n";
import { useT } from "../../lib/i18n/client";
import { readForm } from "../../lib/read-form.server";
import { fieldErrors } from "../../lib/validation";
import type { Route } from "./+types/password";

export function loader({ context }: Route.LoaderArgs) {
  requireConsole(context, "password");
  return { title: createI18n(context.get(langContext)).t("auth.password.title") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
}

/** The forms without JavaScript; PUT /api/console/password(/sub) calls the same functions. */
export async function action({ request, context }: Route.ActionArgs) {
  const principal = requireConsole(context, "password");
  const form = await readForm(request);
  const values = formValues(form);
  const ctx = sessionContextOf(context, request);
  if (values.intent === "sub") {
    const parsed = changeSubPasswordSchema.safeParse(values);
    if (!parsed.success) return data({ intent: "sub", errors: fieldErrors(parsed.error), done: false }, 400);
    const result = await changeSubPassword(ctx, principal, parsed.data);
    if (!result.ok) return data({ intent: "sub", errors: result.errors, done: false }, 400);
    return { intent: "sub", errors: {}, done: true };
  }
  const parsed = changePasswordSchema.safeParse(values);
  if (!parsed.success) return data({ intent: "password", errors: fieldErrors(parsed.error), done: false }, 400);
  const result = await changePassword(ctx, principal, parsed.data);
  if (!result.ok) return data({ intent: "password", errors: result.errors, done: false }, 400);
  const headers = appendCookies(new Headers(), sessionCookies(result.value));
  return data({ intent: "password", errors: {}, done: true }, { headers });
}

export default function Password({ actionData }: Route.ComponentProps) {
  const t = useT();
  const server = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  const rules = t("auth.password.rules");
  return (
    <>
      <h1>{t("auth.password.title")}</h1>
      <p>{t("auth.password.intro")}</p>
      <PasswordForm
        intent="password"
        heading={t("auth.password.passwordHeading")}
        schema={changePasswordSchema}
        endpoint="/api/console/password"
        fields={[
          { name: "currentPassword", label: t("auth.password.current"), autoComplete: "current-password" },
          { name: "newPassword", label: t("auth.password.newPassword"), autoComplete: "new-password", hint: rules },
          { name: "confirmPassword", label: t("auth.password.confirmPassword"), autoComplete: "new-password" },
        ]}
        submitLabel={t("auth.password.submit")}
        doneMessage={t("auth.password.changed")}
        failedMessage={t("auth.password.failed")}
        server={server("password")}
      />
      <PasswordForm
        intent="sub"
        heading={t("auth.password.subHeading")}
        intro={t("auth.password.subIntro")}
        schema={changeSubPasswordSchema}
        endpoint="/api/console/password/sub"
        fields={[
          { name: "currentPassword", label: t("auth.password.current"), autoComplete: "current-password" },
          {
            name: "newSubPassword",
            label: t("auth.password.newSubPassword"),
            autoComplete: "new-password",
            hint: rules,
          },
          { name: "confirmSubPassword", label: t("auth.password.confirmSubPassword"), autoComplete: "off" },
        ]}
        submitLabel={t("auth.password.submitSub")}
        doneMessage={t("auth.password.subChanged")}
        failedMessage={t("auth.password.failed")}
        server={server("sub")}
      />
    </>
  );
}
