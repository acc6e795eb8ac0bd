import { Link } from "react-router";
import { consolePage } from "../../controllers/console-page.server";
import { listDraws } from "../../features/selection/draw.server";
import { drawRoundPath } from "../../features/selection/paths";
import { formatDateTime } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import type { Route } from "./+types/draws";

/** /console/application/draw: every round with where its draw stands. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = consolePage(context, "application");
  const rounds = await listDraws(db);
  return {
    i18n,
    meta: meta(t("console.draw.title")),
    rounds: rounds.map((r) => ({ ...r, deadAt: formatDateTime(r.deadAt) })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export default function Draws({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <h1>{t("console.draw.title")}</h1>
      <p>{t("console.draw.intro")}</p>
      {loaderData.rounds.length === 0 ? (
        <p>{t("console.draw.empty")}</p>
      ) : (
        <ul className="console-list">
          {loaderData.rounds.map((r) => (
            <li key={r.id}>
              <Link to={drawRoundPath(r.id)}>{t("console.draw.roundHeading", { round: r.round, title: r.title })}</Link>{" "}
              · {t(`console.draw.state_${r.state}`)} · {r.deadAt}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
