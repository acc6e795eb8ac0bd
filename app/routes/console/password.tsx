import { data } from "react-router";
import { sessionContextOf } from "../../controllers/console-guard.server";
import { consolePage } from "../../controllers/console-page.server";
import { changePassword, changeSubPassword } from "../../features/auth/password-change.server";
import { PasswordForm } from "../../features/auth/password-form";
import { changePasswordSchema, changeSubPasswordSchema } from "../../features/auth/password-forms";
import { sessionCookies } from "../../features/auth/session.server";
import type { ActionResult } from "../../lib/action-result";
import { appendCookies } from "../../lib/cookies";
import { refusal } from "../../lib/form-failure.server";
import { formValues } from "../../lib/form-values";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/password";

export function loader({ context }: Route.LoaderArgs) {
  const { t, i18n, meta } = consolePage(context, "password");
  return { i18n, meta: meta(t("auth.password.title")) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

/** The forms without JavaScript; PUT /api/console/password(/sub) calls the same functions. */
export async function action({ request, context }: Route.ActionArgs) {
  const { principal, scope, failure } = consolePage(context, "password");
  const values = formValues(await readForm(request));
  const intent = values.intent === "sub" ? "sub" : "password";
  const ctx = { ...sessionContextOf(context, request), ip: scope.ip };
  try {
    if (intent === "sub") {
      await changeSubPassword(ctx, principal, changeSubPasswordSchema.parse(values));
      return { ok: true, intent } satisfies ActionResult;
    }
    const tokens = await changePassword(ctx, principal, changePasswordSchema.parse(values));
    const headers = appendCookies(new Headers(), sessionCookies(tokens));
    const done: ActionResult = { ok: true, intent };
    return data(done, { headers });
  } catch (error) {
    const refused = failure(error);
    // A message that sits at its field is not said twice.
    const message = Object.keys(refused.errors).length ? undefined : refused.message;
    return data({ ...refusal(refused, { intent }), message }, refused.status);
  }
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
        server={server("sub")}
      />
    </>
  );
}
