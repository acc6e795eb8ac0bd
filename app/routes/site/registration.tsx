import { data, redirect } from "react-router";
import { sitePage } from "../../controllers/site-page.server";
import { registrationAction, registrationTerms } from "../../features/registration/registration.server";
import { RegistrationForm } from "../../features/registration/registration-form";
import { privacyTermInForce } from "../../features/terms/terms.server";
import { scopeContext } from "../../lib/context";
import { formatDate } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/registration";
import "./site-pages.css";
import { readForm } from "../../lib/read-form.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, now, t, i18n, meta } = sitePage(context, ["forms.common", "errors.validation", "forms.registration"]);
  const terms = await registrationTerms(db, now);
  const page = {
    i18n,
    meta: meta(t("forms.registration.title"), t("forms.registration.description")),
    terms: terms.map((term) => ({ ...term, effectiveAt: formatDate(term.effectiveAt) })),
    closed: privacyTermInForce(terms) ? null : t("errors.registration.termsMissing"),
  };
  return page.closed ? data(page, 503) : page;
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await registrationAction(context.get(scopeContext), await readForm(request));
  if (!result.ok) {
    const { status, ...refused } = result;
    return data(refused, { status });
  }
  // Post/redirect/get: the confirmation page holds no personal data, and is the same whether
  // the number was registered before.
  throw redirect("/form/registration/complete");
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function RegistrationPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page page--narrow">
      <h1>{t("forms.registration.title")}</h1>
      <p className="page-lead">{t("forms.registration.intro")}</p>
      {loaderData.closed ? (
        <p role="alert" className="form-error">
          {loaderData.closed}
        </p>
      ) : (
        <RegistrationForm terms={loaderData.terms} result={actionData} />
      )}
    </div>
  );
}
