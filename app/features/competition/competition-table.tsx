import { formatDateTime, formatNumber } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import type { PublicCompetition } from "./competition.server";
import "./competition.css";

type Published = NonNullable<PublicCompetition["published"]>;

/**
 * One round's published rates: an accessible table (the figures), then a bar chart of the
 * same figures drawn with CSS, its values written out so nothing depends on seeing the bars.
 */
export function CompetitionTable({ round, published }: { round: number; published: Published }) {
  const t = useT();
  const date = formatDateTime(published.publishedAt);
  const label = (l: Published["lines"][number]) => ({
    type: t(`application.supply.${l.supplyType}`),
    category: t(`application.supply.${l.supplyCategory}`),
  });
  const rate = (value: string | null) => value ?? t("application.competition.noSupply");
  const top = Math.max(1, ...published.lines.flatMap((l) => [l.applications, l.households]));
  const width = (n: number) => `${Math.round((n / top) * 100)}%`;
  return (
    <>
      <div className="table-scroll">
        <table className="competition-table">
          <caption>{t("application.competition.caption", { round, date })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("application.competition.supplyType")}</th>
              <th scope="col">{t("application.competition.supplyCategory")}</th>
              <th scope="col">{t("application.competition.households")}</th>
              <th scope="col">{t("application.competition.applications")}</th>
              <th scope="col">{t("application.competition.rate")}</th>
            </tr>
          </thead>
          <tbody>
            {published.lines.map((l) => (
              <tr key={`${l.supplyType}-${l.supplyCategory}`}>
                <th scope="row">{label(l).type}</th>
                <th scope="row">{label(l).category}</th>
                <td>{formatNumber(l.households)}</td>
                <td>{formatNumber(l.applications)}</td>
                <td>{rate(l.rate)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t("application.competition.total")}
              </th>
              <td>{formatNumber(published.total.households)}</td>
              <td>{formatNumber(published.total.applications)}</td>
              <td>{rate(published.total.rate)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <figure className="competition-chart">
        <figcaption>{t("application.competition.chartHeading", { round })}</figcaption>
        <ul>
          {published.lines.map((l) => (
            <li key={`${l.supplyType}-${l.supplyCategory}`}>
              <p>
                {t("application.competition.chartLine", {
                  ...label(l),
                  applications: formatNumber(l.applications),
                  households: formatNumber(l.households),
                })}
              </p>
              <div className="competition-bar competition-bar--applications" aria-hidden="true">
                <span style={{ width: width(l.applications) }} />
                {t("application.competition.chartApplications")}
              </div>
              <div className="competition-bar competition-bar--households" aria-hidden="true">
                <span style={{ width: width(l.households) }} />
                {t("application.competition.chartHouseholds")}
              </div>
            </li>
          ))}
        </ul>
      </figure>
    </>
  );
}
