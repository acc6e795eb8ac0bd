import { data, Link, redirect } from "react-router";
import { DoneMessage } from "../../../components/forms/fields";
import { memberContextFrom } from "../../../controllers/member-guard.server";
import { sitePage } from "../../../controllers/site-page.server";
import { StartVerificationForm } from "../../../features/identity/components/start-verification-form";
import { resetPassword, usernameOf } from "../../../features/members/account.server";
import { clearTicketCookie, identityOfTicket, issueTicket } from "../../../features/members/identity-ticket.server";
import { newPasswordSchema } from "../../../features/members/member-schema";
import { NEW_PASSWORD_FORM_SECTIONS, NewPasswordForm } from "../../../features/members/new-password-form";
import { MEMBER_PATHS } from "../../../features/members/paths";
import type { ActionResult } from "../../../lib/action-result";
import { scopeContext } from "../../../lib/context";
import { cookieHeaders } from "../../../lib/cookies";
import { DomainError } from "../../../lib/domain-error";
import { formFailure, refusal } from "../../../lib/form-failure.server";
import { formValues } from "../../../lib/form-values";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import type { Route } from "./+types/recovery";
import "../site-pages.css";
import "./members.css";

/**
 * Recovery (docs/product.md §15): verify again (purpose "recovery"), see the username, set a new
 * password. Nothing is ever e-mailed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = sitePage(context, [...NEW_PASSWORD_FORM_SECTIONS, "errors.validation", "identity"]);
  const scope = context.get(scopeContext);
  const base = {
    i18n: page.i18n,
    meta: page.meta(page.t("members.recovery.title"), page.t("members.recovery.description")),
  };
  const verificationId = new URL(request.url).searchParams.get("verification");
  if (verificationId) {
    try {
      const { setCookie } = await issueTicket(scope, request, verificationId, "recovery");
      throw redirect(MEMBER_PATHS.recovery, { headers: cookieHeaders([setCookie]) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return data({ ...base, username: null, problem: formFailure(error, page.lang).message }, 404);
    }
  }
  const identity = await identityOfTicket(scope, request, "recovery").catch(() => null);
  if (!identity) return { ...base, username: null, problem: null };
  try {
    return { ...base, username: await usernameOf(memberContextFrom(context, request), identity), problem: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ ...base, username: null, problem: formFailure(error, page.lang).message }, 404);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = sitePage(context, []);
  try {
    const input = newPasswordSchema.parse(formValues(await readForm(request)));
    const identity = await identityOfTicket(context.get(scopeContext), request, "recovery");
    await resetPassword(memberContextFrom(context, request), identity, input);
    const done: ActionResult = { ok: true };
    return data(done, { headers: cookieHeaders([clearTicketCookie]) });
  } catch (error) {
    const failure = formFailure(error, lang);
    return data(refusal(failure, { wholeFormUnder: "_" }), failure.status);
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function RecoveryPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (actionData?.ok) {
    return (
      <div className="page page--narrow">
        <h1>{t("members.recovery.title")}</h1>
        <DoneMessage>{t("members.recovery.done")}</DoneMessage>
        <p>
          <Link to={MEMBER_PATHS.login}>{t("members.recovery.login")}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <h1>{t("members.recovery.title")}</h1>
      {loaderData.problem && (
        <p role="alert" className="form-error">
          {loaderData.problem}
        </p>
      )}
      {loaderData.username ? (
        <>
          <p className="page-lead">{t("members.recovery.found", { username: loaderData.username })}</p>
          <NewPasswordForm result={actionData} />
        </>
      ) : (
        <>
          <p className="page-lead">{t("members.recovery.intro")}</p>
          <StartVerificationForm purpose="recovery" returnTo={MEMBER_PATHS.recovery}>
            {t("members.recovery.verify")}
          </StartVerificationForm>
        </>
      )}
    </div>
  );
}
