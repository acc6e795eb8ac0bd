import { data, redirect } from "react-router";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { consolePage } from "../../controllers/console-page.server";
import {
  createPaperDraft,
  paperRounds,
  paperTerms,
  parsePaper,
} from "../../features/application-review/paper-entry.server";
import { PaperForm } from "../../features/application-review/paper-form";
import { PAPER_LIST_FIELDS, paperSchema } from "../../features/application-review/paper-schema";
import { paperDocumentsPath } from "../../features/application-review/review-paths";
import { formValues } from "../../lib/form-values";
import { formatDateTime, seoulInputValue } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/application-new";

const PARTS = [
  "forms.common",
  "application.details",
  "application.supply",
  "application.answers",
  "application.spouse",
] as const;

/** /console/application/new: a paper application's answers; saving makes its draft and goes on to its documents. */
export async function loader({ context }: Route.LoaderArgs) {
  const { scope, now, t, i18n, meta } = consolePage(context, "application", PARTS);
  const { rounds, current } = await paperRounds(scope);
  const terms = await paperTerms(scope, now);
  return {
    i18n,
    meta: meta(t("console.applicationPaper.title")),
    rounds: rounds.map((r) => ({
      id: r.id,
      label: t("console.applicationPaper.roundOption", {
        round: r.round,
        title: r.title,
        from: formatDateTime(r.openAt),
        to: formatDateTime(r.deadAt),
      }),
    })),
    terms: terms.map((term) => ({ code: term.code, title: term.title, required: term.required })),
    // Keyed in the day it arrives, usually: now, to the minute.
    values: { roundId: current ?? "", receivedAt: seoulInputValue(now).slice(0, 16), lang: "ko" },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, context }: Route.ActionArgs) {
  const { scope, actor, failure } = consolePage(context, "application");
  const values = formValues(await readForm(request), PAPER_LIST_FIELDS);
  try {
    const row = await createPaperDraft(scope, await parsePaper(scope, values), actor(request));
    return redirect(paperDocumentsPath(row.id));
  } catch (error) {
    const refused = failure(error);
    return data({ values, ...refused }, refused.status);
  }
}

export default function ApplicationNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const schema = paperSchema(loaderData.terms);
  const form = useValidatedForm({ schema, listFields: PAPER_LIST_FIELDS, serverErrors: actionData?.errors });
  return (
    <>
      <h1>{t("console.applicationPaper.title")}</h1>
      <p>{t("console.applicationPaper.intro")}</p>
      <PaperForm
        form={form}
        values={actionData?.values ?? loaderData.values}
        rounds={loaderData.rounds}
        terms={loaderData.terms}
        message={actionData?.message}
      />
    </>
  );
}
