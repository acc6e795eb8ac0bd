import { Link, redirect } from "react-router";
import { LoginForm } from "../../../components/forms/login-form";
import { useValidatedForm } from "../../../components/forms/use-validated-form";
import { memberContext, memberContextFrom } from "../../../controllers/member-guard.server";
import { sitePage } from "../../../controllers/site-page.server";
import { memberLoginSchema } from "../../../features/members/member-schema";
import { memberCookies } from "../../../features/members/member-session.server";
import { loginMember } from "../../../features/members/members.server";
import { MEMBER_PATHS, safeReturnPath } from "../../../features/members/paths";
import { appendCookies } from "../../../lib/cookies";
import { formFailure, loginRefusal } from "../../../lib/form-failure.server";
import { formText, formValues } from "../../../lib/form-values";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import type { Route } from "./+types/login";
import "../site-pages.css";
import "./members.css";

export function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo") ?? "";
  if (context.get(memberContext)) throw redirect(safeReturnPath(redirectTo));
  const { t, i18n, meta } = sitePage(context, ["members.login", "errors.validation"]);
  return { i18n, meta: meta(t("members.login.title"), t("members.login.description")), redirectTo };
}

/** Signs a member in, limited like the console's login (5 per username, 20 per address in 15 minutes). */
export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = sitePage(context, []);
  const form = await readForm(request);
  const username = formText(form, "username");
  try {
    const input = memberLoginSchema.parse(formValues(form));
    const { tokens } = await loginMember(memberContextFrom(context, request), input);
    const headers = appendCookies(new Headers(), memberCookies(tokens));
    return redirect(safeReturnPath(formText(form, "redirectTo")), { headers });
  } catch (error) {
    return loginRefusal(formFailure(error, lang), username);
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** The check loads on the form's first use: the page's first visit carries no zod. */
const loadSchema = () => import("../../../features/members/member-schema").then((m) => m.memberLoginSchema);

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const form = useValidatedForm({ schema: loadSchema, serverErrors: actionData?.errors });
  return (
    <div className="page page--narrow">
      <h1>{t("members.login.title")}</h1>
      <LoginForm
        form={form}
        className="form"
        redirectTo={loaderData.redirectTo}
        result={actionData}
        labels={{ username: t("members.login.username"), password: t("members.login.password") }}
      >
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            {t("members.login.submit")}
          </button>
        </div>
      </LoginForm>
      <ul className="member-links">
        <li>
          <Link to={MEMBER_PATHS.join}>{t("members.login.join")}</Link>
        </li>
        <li>
          <Link to={MEMBER_PATHS.recovery}>{t("members.login.recovery")}</Link>
        </li>
      </ul>
    </div>
  );
}
