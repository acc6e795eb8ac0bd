import { Link } from "react-router";
import { type TKey, useT } from "../../lib/i18n/client";

const ELIGIBILITY = ["age", "married", "homeless", "car"] as const;
const PREMIUM = ["fitness", "library", "study", "kitchen", "parcel", "laundry"] as const;
const FINANCE = ["conversion", "loan", "rent"] as const;

/** The four quick eligibility points of docs/product.md §9.2. */
export function EligibilityBox() {
  const t = useT();
  return (
    <section className="home-section eligibility" aria-labelledby="eligibility-heading" data-reveal>
      <h2 id="eligibility-heading">{t("site.eligibility.title")}</h2>
      <p className="home-section__intro">{t("site.eligibility.intro")}</p>
      <ol className="eligibility__list">
        {ELIGIBILITY.map((key, i) => (
          <li key={key} className="eligibility__item">
            <span className="eligibility__number" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{t(`site.eligibility.${key}.title`)}</h3>
            <p>{t(`site.eligibility.${key}.text`)}</p>
          </li>
        ))}
      </ol>
      <p>
        <Link className="button" to="/subscription/requirement">
          {t("site.eligibility.more")}
        </Link>
      </p>
    </section>
  );
}

function CardList({ prefix, keys }: { prefix: "premium" | "finance"; keys: readonly string[] }) {
  const t = useT();
  return (
    <ul className={`card-list card-list--${prefix}`}>
      {keys.map((key) => (
        <li key={key} className="card" data-reveal>
          <h3>{t(`site.${prefix}.${key}.title` as TKey)}</h3>
          <p>{t(`site.${prefix}.${key}.text` as TKey)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Premium community facilities, with the 65-pyeong fitness centre and the 54-pyeong library. */
export function PremiumFeatures() {
  const t = useT();
  return (
    <section className="home-section premium" aria-labelledby="premium-heading">
      <h2 id="premium-heading" data-reveal>
        {t("site.premium.title")}
      </h2>
      <p className="home-section__intro">{t("site.premium.intro")}</p>
      <CardList prefix="premium" keys={PREMIUM} />
      <p>
        <Link to="/complex/community">{t("site.premium.more")}</Link>
      </p>
    </section>
  );
}

export function FinancialSupport() {
  const t = useT();
  return (
    <section className="home-section finance" aria-labelledby="finance-heading">
      <h2 id="finance-heading" data-reveal>
        {t("site.finance.title")}
      </h2>
      <p className="home-section__intro">{t("site.finance.intro")}</p>
      <CardList prefix="finance" keys={FINANCE} />
      <p>
        <Link to="/subscription/support">{t("site.finance.more")}</Link>
      </p>
    </section>
  );
}
