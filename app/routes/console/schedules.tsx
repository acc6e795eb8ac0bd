import { data, Form, Link, redirect, useSearchParams } from "react-router";
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
  return (
    <>
      <h1>{t("console.schedules.title")}</h1>
      <p>{t("console.schedules.intro")}</p>
      <p>
        <Link to={COMPETITION_CONSOLE_PATH}>{t("console.competition.link")}</Link>
      </p>
      <StatusMessage>{deleted && t("console.schedules.deleted", { round: deleted })}</StatusMessage>
      <section className="console-section" aria-labelledby="schedules-list">
        <h2 id="schedules-list">{t("console.schedules.listHeading")}</h2>
        {rounds.length === 0 ? (
          <p>{t("console.schedules.empty")}</p>
        ) : (
          <div className="console-table-wrap">
            <table className="console-table">
              <caption>{t("console.schedules.caption", { total: rounds.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("console.schedules.round")}</th>
                  <th scope="col">{t("console.schedules.titleLabel")}</th>
                  <th scope="col">{t("console.schedules.period")}</th>
                  <th scope="col">{t("console.schedules.state")}</th>
                  <th scope="col">{t("console.schedules.applications")}</th>
                  <th scope="col">{t("console.schedules.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {rounds.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">{t("console.schedules.roundValue", { round: r.round })}</th>
                    <td lang="ko">{r.title}</td>
                    <td className="console-nowrap">
                      {r.openAt} ~ {r.deadAt}
                    </td>
                    <td>
                      {t(`console.schedules.states.${r.state}`)}
                      {r.current && (
                        <>
                          {" "}
                          <span className="console-badge">{t("console.schedules.current")}</span>
                        </>
                      )}
                    </td>
                    <td>{t("console.schedules.applicationsCount", { count: r.applications })}</td>
                    <td>
                      <Link to={scheduleEditPath(r.id)}>{t("console.schedules.editLink", { round: r.round })}</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
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
