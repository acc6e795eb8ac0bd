import { Link } from "react-router";
import { sitePage } from "../../controllers/site-page.server";
import { type TKey, useT } from "../../lib/i18n/client";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/guide";
import "./site-pages.css";

/** The procedure, in order; a step links to the page where it is done or explained. */
const STEPS = [
  { key: "register", to: "/form/registration" },
  { key: "check", to: "/subscription/requirement" },
  { key: "notice", to: "/subscription/recruitment" },
  { key: "verify" },
  { key: "apply", to: "/application" },
  { key: "documents", to: "/subscription/document" },
  { key: "results" },
  { key: "contract", to: "/subscription/support" },
] as const;

export function loader({ context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, ["forms.guide"]);
  return { i18n, meta: meta(t("forms.guide.title"), t("forms.guide.description")) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function GuidePage() {
  const t = useT();
  return (
    <div className="page">
      <h1>{t("forms.guide.title")}</h1>
      <p className="page-lead">{t("forms.guide.intro")}</p>
      <section aria-labelledby="steps-title">
        <h2 id="steps-title">{t("forms.guide.stepsTitle")}</h2>
        <ol className="steps">
          {STEPS.map((step, i) => (
            <li key={step.key} className="step">
              <p className="step__number">{t("forms.guide.step", { n: i + 1 })}</p>
              <h3>{t(`forms.guide.${step.key}.title` as TKey)}</h3>
              <p>{t(`forms.guide.${step.key}.body` as TKey)}</p>
              {"to" in step && (
                <p>
                  <Link to={step.to}>{t(`forms.guide.${step.key}.link` as TKey)}</Link>
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="more-title" className="panel">
        <h2 id="more-title">{t("forms.guide.moreTitle")}</h2>
        <ul className="link-list">
          <li>
            <Link to="/ex">{t("forms.guide.examples")}</Link>
          </li>
          <li>
            <Link to="/default-form">{t("forms.guide.formats")}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
