import { Link } from "react-router";
import { sitePage } from "../../../controllers/site-page.server";
import { referenceDateOf } from "../../../features/applications/application-records.server";
import { isoDay } from "../../../features/applications/eligibility";
import { JOURNEY_PATH } from "../../../features/applications/paths";
import { SelfCheckForm } from "../../../features/applications/self-check/self-check-form";
import { selfCheckSchema } from "../../../features/applications/self-check-schema";
import { currentRoundWindow } from "../../../features/schedules/rounds.server";
import { clockContext, dbContext, langContext } from "../../../lib/context";
import { fieldErrors } from "../../../lib/field-errors";
import { errorTranslator } from "../../../lib/form-failure.server";
import { formValues } from "../../../lib/form-values";
import { formatDate } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import type { Route } from "./+types/self-check";
import "../site-pages.css";

/** The reference date of the rules: the round being applied for (before or while it is open), else today in Seoul. */
async function referenceDate(context: Route.LoaderArgs["context"]) {
  const now = context.get(clockContext)();
  const current = await currentRoundWindow(context.get(dbContext), now);
  const round = current && ["beforeOpen", "open"].includes(current.window.state) ? current.round : null;
  return { date: round ? referenceDateOf(round) : formatDate(now).replace(/-/g, ""), fromRound: !!round };
}

export async function loader({ context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, [
    "application.selfCheck",
    "application.eligibility",
    "application.details",
    "application.answers",
    "application.spouse",
    "applicant.selfCheck",
    "errors.validation",
    "forms.common",
  ]);
  return {
    i18n,
    meta: meta(t("application.selfCheck.title"), t("application.selfCheck.description")),
    reference: await referenceDate(context),
  };
}

/** Checks only: nothing posted here is stored or logged. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const parsed = selfCheckSchema.safeParse(values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, errorTranslator(context.get(langContext)));
  return { values, errors };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function SelfCheck({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { date, fromRound } = loaderData.reference;
  return (
    <div className="page page--narrow">
      <h1>{t("application.selfCheck.title")}</h1>
      <p className="page-lead">{t("application.selfCheck.intro")}</p>
      <p>
        {fromRound
          ? t("application.selfCheck.referenceNote", { date: isoDay(date) })
          : `${t("applicant.selfCheck.noRound")} ${t("application.selfCheck.todayNote", { date: isoDay(date) })}`}
      </p>
      <p className="form-note">{t("applicant.selfCheck.stored")}</p>
      <SelfCheckForm referenceDate={date} posted={actionData} />
      <ul className="link-list">
        <li>
          <Link to={JOURNEY_PATH}>{t("application.selfCheck.apply")}</Link>
        </li>
        <li>
          <Link to="/ex">{t("application.selfCheck.guide")}</Link>
        </li>
      </ul>
    </div>
  );
}
