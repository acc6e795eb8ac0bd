import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { type Column, ListTable } from "../../components/console/console-list";
import { FormError, StatusMessage } from "../../components/forms/fields";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import { listCompetitionForConsole, setCompetitionPublished } from "../../features/competition/competition.server";
import { rateOf } from "../../features/competition/competition-rate";
import { COMPETITION_CONSOLE_PATH, COMPETITION_PATH } from "../../features/competition/paths";
import { formText } from "../../lib/form-values";
import { formatDateTime, formatNumber } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/competition";

/** /console/schedules/competition: each round's counts now, and the switch that publishes them. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = consolePage(context, "schedules", ["application.supply", "application.competition"]);
  const rounds = await listCompetitionForConsole(db);
  return {
    i18n,
    meta: meta(t("console.competition.title")),
    rounds: rounds.map((r) => ({
      ...r,
      published: r.published && { by: r.published.publishedBy, at: formatDateTime(r.published.publishedAt) },
    })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, failure } = consolePage(context, "schedules");
  const form = await readForm(request);
  const publish = formText(form, "intent") === "publish";
  try {
    const roundId = formText(form, "roundId");
    await setCompetitionPublished(db, roundId, publish, actor(request));
    return redirect(
      `${COMPETITION_CONSOLE_PATH}?${publish ? "published" : "unpublished"}=${encodeURIComponent(roundId)}`,
    );
  } catch (error) {
    const refused = failure(error);
    return data(refused, refused.status);
  }
}

export default function CompetitionConsole({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const done = (key: "published" | "unpublished") => loaderData.rounds.find((r) => r.id === params.get(key));
  const published = done("published");
  const unpublished = done("unpublished");
  const columns: Column<(typeof loaderData.rounds)[number]["live"][number]>[] = [
    { header: "application.supply.supplyType", rowHeader: true, cell: (l) => t(`application.supply.${l.supplyType}`) },
    {
      header: "application.supply.supplyCategory",
      rowHeader: true,
      cell: (l) => t(`application.supply.${l.supplyCategory}`),
    },
    { header: "console.schedules.applications", className: "console-num", cell: (l) => formatNumber(l.applications) },
    { header: "application.competition.households", className: "console-num", cell: (l) => formatNumber(l.households) },
    { header: "application.competition.rate", className: "console-num", cell: (l) => rateOf(l) ?? "-" },
  ];
  return (
    <>
      <p>
        <Link to={CONSOLE_PATHS.schedules}>{t("console.common.backToList")}</Link>
      </p>
      <h1>{t("console.competition.title")}</h1>
      <p>{t("console.competition.intro")}</p>
      <p>
        <a href={COMPETITION_PATH}>{COMPETITION_PATH}</a>
      </p>
      <StatusMessage>
        {actionData
          ? ""
          : published
            ? t("console.competition.published", { round: published.round })
            : unpublished
              ? t("console.competition.unpublished", { round: unpublished.round })
              : ""}
      </StatusMessage>
      <FormError message={actionData?.message} />
      {loaderData.rounds.length === 0 && <p>{t("console.competition.empty")}</p>}
      {loaderData.rounds.map((r) => (
        <section key={r.id} className="console-section" aria-labelledby={`competition-${r.id}`}>
          <h2 id={`competition-${r.id}`}>
            {t("console.competition.roundHeading", { round: r.round, title: r.title })}
          </h2>
          <p>
            {r.published
              ? t("console.competition.publishedState", { date: r.published.at, by: r.published.by })
              : t("console.competition.unpublishedState")}
          </p>
          <ListTable
            narrow
            caption={t("console.competition.liveCaption", { round: r.round })}
            columns={columns}
            rows={r.live}
            rowKey={(l) => `${l.supplyType}-${l.supplyCategory}`}
          />
          <div className="console-actions">
            <Form method="post">
              <input type="hidden" name="roundId" value={r.id} />
              <input type="hidden" name="intent" value="publish" />
              <button type="submit" className="console-button console-button--primary">
                {t(r.published ? "console.competition.republish" : "console.competition.publish", { round: r.round })}
              </button>
            </Form>
            {r.published && (
              <Form method="post">
                <input type="hidden" name="roundId" value={r.id} />
                <input type="hidden" name="intent" value="unpublish" />
                <button type="submit" className="console-button console-button--danger">
                  {t("console.competition.unpublish", { round: r.round })}
                </button>
              </Form>
            )}
          </div>
        </section>
      ))}
    </>
  );
}
