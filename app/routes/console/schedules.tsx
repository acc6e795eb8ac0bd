import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { type Column, ListResults } from "../../components/console/console-list";
import { FormError, StatusMessage } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS, scheduleEditPath } from "../../features/auth/console-paths";
import { COMPETITION_CONSOLE_PATH } from "../../features/competition/paths";
import { currentRound, windowState } from "../../features/schedules/application-window";
import { EMPTY_ROUND, postedFieldValues, RoundFields } from "../../features/schedules/round-fields";
import { roundFromForm, roundSchema } from "../../features/schedules/round-schema";
import { createRound, listRoundsForConsole } from "../../features/schedules/rounds-console.server";
import { formatDateTime } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/schedules";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, now, t, i18n, meta } = consolePage(context, "schedules");
  const rounds = await listRoundsForConsole(db);
  const current = currentRound(rounds, now)?.id;
  return {
    i18n,
    meta: meta(t("console.schedules.title")),
    rounds: rounds.map((r) => ({
      id: r.id,
      round: r.round,
      title: r.title,
      openAt: formatDateTime(r.openAt),
      deadAt: formatDateTime(r.deadAt),
      state: windowState(r, now),
      applications: r.applications,
      current: r.id === current,
    })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

/** Creates a round, then opens its page (preview, edit). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, failure } = consolePage(context, "schedules");
  const input = roundFromForm(await readForm(request));
  try {
    const created = await createRound(db, roundSchema.parse(input), actor(request));
    return redirect(`${scheduleEditPath(created.id)}?created=1`);
  } catch (error) {
    const refused = failure(error);
    return data({ values: postedFieldValues(input), ...refused }, refused.status);
  }
}

export default function Schedules({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const deleted = params.get("deleted");
  const form = useValidatedForm({ schema: roundSchema, read: roundFromForm, serverErrors: actionData?.errors });
  const values = actionData?.values ?? EMPTY_ROUND;
  const { rounds } = loaderData;
  const columns: Column<(typeof rounds)[number]>[] = [
    {
      header: "console.schedules.round",
      rowHeader: true,
      cell: (r) => t("console.schedules.roundValue", { round: r.round }),
    },
    { header: "console.schedules.titleLabel", cellProps: () => ({ lang: "ko" }), cell: (r) => r.title },
    {
      header: "console.schedules.period",
      className: "console-nowrap",
      cell: (r) => (
        <>
          {r.openAt} ~ {r.deadAt}
        </>
      ),
    },
    {
      header: "console.schedules.state",
      cell: (r) => (
        <>
          {t(`console.schedules.states.${r.state}`)}
          {r.current && (
            <>
              {" "}
              <span className="console-badge">{t("console.schedules.current")}</span>
            </>
          )}
        </>
      ),
    },
    {
      header: "console.schedules.applications",
      cell: (r) => t("console.schedules.applicationsCount", { count: r.applications }),
    },
    {
      header: "console.schedules.actions",
      cell: (r) => <Link to={scheduleEditPath(r.id)}>{t("console.schedules.editLink", { round: r.round })}</Link>,
    },
  ];
  return (
    <>
      <h1>{t("console.schedules.title")}</h1>
      <p>{t("console.schedules.intro")}</p>
      <p>
        <Link to={COMPETITION_CONSOLE_PATH}>{t("console.competition.link")}</Link>
      </p>
      <StatusMessage>{deleted && t("console.schedules.deleted", { round: deleted })}</StatusMessage>
      <ListResults
        heading={{ id: "schedules-list", text: t("console.schedules.listHeading") }}
        caption={t("console.schedules.caption", { total: rounds.length })}
        empty={t("console.schedules.empty")}
        columns={columns}
        rows={rounds}
        rowKey={(r) => r.id}
      />
      <section className="console-section" aria-labelledby="schedules-create">
        <h2 id="schedules-create">{t("console.schedules.createHeading")}</h2>
        <FormError message={actionData?.message} />
        <Form
          method="post"
          action={CONSOLE_PATHS.schedules}
          className="console-form"
          {...form.formProps}
          key={JSON.stringify(values)}
        >
          <RoundFields form={form} values={values} />
          <p>
            <button type="submit" className="console-button console-button--primary">
              {t("console.schedules.create")}
            </button>
          </p>
        </Form>
      </section>
    </>
  );
}
