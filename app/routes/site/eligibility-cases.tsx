import { Link } from "react-router";
import { sitePage } from "../../controllers/site-page.server";
import { type TKey, useT } from "../../lib/i18n/client";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/eligibility-cases";
import "./site-pages.css";

/** Each case and whether it qualifies, judged by the docs/product.md §9.2 criteria the page lists. */
const CASES = [
  { key: "youthWorker", eligible: true },
  { key: "youthHighIncome", eligible: true },
  { key: "over39", eligible: false },
  { key: "married5", eligible: true },
  { key: "married9", eligible: false },
  { key: "engaged", eligible: true },
  { key: "expensiveCar", eligible: false },
  { key: "homeOwner", eligible: false },
] as const;

const RULES = ["ruleAge", "ruleMarried", "ruleHome", "ruleCar", "ruleGeneral"] as const;

export function loader({ context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, ["forms.examples", "forms.guide"]);
  return { i18n, meta: meta(t("forms.examples.title"), t("forms.examples.description")) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** /ex: whether typical cases may apply, judged by the criteria the page lists. */
export default function EligibilityCases() {
  const t = useT();
  const k = (key: string) => t(`forms.examples.${key}` as TKey);
  return (
    <div className="page">
      <h1>{k("title")}</h1>
      <p className="page-lead">{k("intro")}</p>
      <section aria-labelledby="rules-title" className="panel">
        <h2 id="rules-title">{k("rulesTitle")}</h2>
        <ul>
          {RULES.map((rule) => (
            <li key={rule}>{k(rule)}</li>
          ))}
        </ul>
      </section>
      <div className="cases">
        {CASES.map(({ key, eligible }) => (
          <article key={key} className="case" aria-labelledby={`case-${key}`}>
            <h2 id={`case-${key}`}>{k(`${key}.title`)}</h2>
            <dl>
              <dt>{k("situation")}</dt>
              <dd>{k(`${key}.situation`)}</dd>
              <dt>{k("answer")}</dt>
              <dd>
                <strong className={eligible ? "verdict verdict--yes" : "verdict verdict--no"}>
                  {k(eligible ? "yes" : "no")}
                </strong>
              </dd>
              <dt>{k("reason")}</dt>
              <dd>{k(`${key}.reason`)}</dd>
            </dl>
          </article>
        ))}
      </div>
      <section aria-labelledby="next-title" className="panel">
        <h2 id="next-title">{k("nextTitle")}</h2>
        <p>{k("next")}</p>
        <ul className="link-list">
          <li>
            <Link to="/form/registration">{t("forms.guide.register.link")}</Link>
          </li>
          <li>
            <Link to="/guide">{t("forms.guide.title")}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
