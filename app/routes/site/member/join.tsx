import { data, Link, redirect } from "react-router";
import { memberContext, memberContextFrom } from "../../../controllers/member-guard.server";
import { sitePage } from "../../../controllers/site-page.server";
import { StartVerificationForm } from "../../../features/identity/components/start-verification-form";
import { publicIdentity } from "../../../features/identity/verification-claim.server";
import { clearTicketCookie, identityOfTicket, issueTicket } from "../../../features/members/identity-ticket.server";
import { JoinForm } from "../../../features/members/join-form";
import { MEMBER_LIST_FIELDS } from "../../../features/members/member-field-names";
import { joinSchema } from "../../../features/members/member-schema";
import { memberCookies } from "../../../features/members/member-session.server";
import { join, memberByPerson, memberTerms } from "../../../features/members/members.server";
import { MEMBER_PATHS } from "../../../features/members/paths";
import { privacyTermInForce } from "../../../features/terms/terms.server";
import { scopeContext } from "../../../lib/context";
import { cookieHeaders } from "../../../lib/cookies";
import { DomainError } from "../../../lib/domain-error";
import { formFailure, refusal } from "../../../lib/form-failure.server";
import { formValues } from "../../../lib/form-values";
import { formatDate } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import type { Route } from "./+types/join";
import "../site-pages.css";
import "./members.css";

/**
 * Join (docs/product.md §15): verify first (the identity flow comes back with ?verification=),
 * which leaves the identity ticket; then the account form. One account per verified person.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.get(memberContext)) throw redirect(MEMBER_PATHS.myPage);
  const page = sitePage(context, [
    "members.join",
    "members.myPage",
    "members.password",
    "forms.common",
    "errors.validation",
    "identity",
  ]);
  const scope = context.get(scopeContext);
  const base = { i18n: page.i18n, meta: page.meta(page.t("members.join.title"), page.t("members.join.description")) };
  const terms = await memberTerms(page.db, page.now);
  if (!privacyTermInForce(terms)) {
    // Nobody verifies for an account they cannot open yet.
    return data({ ...base, step: "closed" as const, problem: page.t("errors.member.termsMissing") }, 503);
  }
  const verificationId = new URL(request.url).searchParams.get("verification");
  if (verificationId) {
    try {
      const { setCookie } = await issueTicket(scope, request, verificationId, "join");
      // Post/redirect/get: reloading the form never claims the verification again.
      throw redirect(MEMBER_PATHS.join, { headers: cookieHeaders([setCookie]) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return data({ ...base, step: "verify" as const, problem: formFailure(error, page.lang).message }, 404);
    }
  }
  const identity = await identityOfTicket(scope, request, "join").catch(() => null);
  if (!identity) return { ...base, step: "verify" as const, problem: null };
  if (await memberByPerson(page.db, identity.personKey)) {
    return data({ ...base, step: "member" as const, problem: page.t("errors.member.alreadyMember") }, 409);
  }
  return {
    ...base,
    step: "form" as const,
    problem: null,
    identity: publicIdentity(identity),
    terms: terms.map((term) => ({ ...term, effectiveAt: formatDate(term.effectiveAt) })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, now, lang } = sitePage(context, []);
  const values = formValues(await readForm(request), MEMBER_LIST_FIELDS);
  try {
    const input = joinSchema(await memberTerms(db, now)).parse(values);
    const identity = await identityOfTicket(context.get(scopeContext), request, "join");
    const { tokens } = await join(memberContextFrom(context, request), identity, input);
    throw redirect(MEMBER_PATHS.myPage, { headers: cookieHeaders([...memberCookies(tokens), clearTicketCookie]) });
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = formFailure(error, lang);
    const { password: _p, passwordConfirm: _c, ...kept } = values;
    return data(refusal(failure, { values: kept, wholeFormUnder: "_" }), failure.status);
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function JoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page page--narrow">
      <h1>{t("members.join.title")}</h1>
      {loaderData.problem && (
        <p role="alert" className="form-error">
          {loaderData.problem}
        </p>
      )}
      {loaderData.step === "form" && "identity" in loaderData ? (
        <JoinForm identity={loaderData.identity} terms={loaderData.terms} result={actionData} />
      ) : loaderData.step === "closed" ? null : loaderData.step === "member" ? (
        <p>
          <Link to={MEMBER_PATHS.recovery}>{t("members.join.findAccount")}</Link>
        </p>
      ) : (
        <>
          <p className="page-lead">{t("members.join.intro")}</p>
          <StartVerificationForm purpose="join" returnTo={MEMBER_PATHS.join}>
            {t("members.join.verify")}
          </StartVerificationForm>
        </>
      )}
    </div>
  );
}
