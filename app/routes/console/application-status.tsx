import { data, Link, redirect } from "react-router";
import { consolePage } from "../../controllers/console-page.server";
import { afterChangePath, statusPagePath } from "../../features/application-review/review-paths";
import { changeStatuses, loadStatusTargets } from "../../features/application-review/status-change.server";
import { SelectionTable, StatusChangeForm } from "../../features/application-review/status-change-form";
import { statusChangeSchema, statusIdsSchema } from "../../features/application-review/status-change-schema";
import { managerTargets } from "../../features/application-review/status-workflow";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import { enqueueOutbox } from "../../features/messaging/outbox-delivery.server";
import { maskName } from "../../features/registration/registration-console.server";
import { DomainError } from "../../lib/domain-error";
import { formValues } from "../../lib/form-values";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/application-status";

/**
 * /console/application/status?id=A&id=B: one or many applications' status, changed with one
 * confirmation (docs/product.md §4.2). Names are masked as in the list: this page is about
 * statuses, not a view of the applicant's data.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta, failure } = consolePage(context, "application");
  const base = { i18n, meta: meta(t("console.applicationFlow.title")) };
  try {
    const ids = statusIdsSchema.parse(new URL(request.url).searchParams.getAll("id"));
    const targets = await loadStatusTargets(db, ids);
    return {
      ...base,
      ids,
      items: targets.map((a) => ({ id: a.id, receiptNo: a.receiptNo, name: maskName(a.name), status: a.status })),
      options: managerTargets(targets),
      problem: null,
    };
  } catch (error) {
    const refused = failure(error);
    const problem = Object.values(refused.errors)[0] ?? refused.message;
    return data({ ...base, ids: [], items: [], options: [], problem }, refused.status);
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, context }: Route.ActionArgs) {
  const { scope, db, actor, failure } = consolePage(context, "application");
  const form = await readForm(request);
  const values = formValues(form);
  const ids = form.getAll("id").filter((v): v is string => typeof v === "string");
  try {
    if (form.get("intent") !== "apply") {
      const change = statusChangeSchema.parse(values);
      const targets = await loadStatusTargets(db, statusIdsSchema.parse(ids));
      if (!managerTargets(targets).includes(change.to)) {
        throw new DomainError(409, "applicationFlow.notAllowed", "to");
      }
      return { values, confirm: change };
    }
    const changed = await changeStatuses(db, {
      ids,
      to: String(values.to ?? ""),
      note: String(values.note ?? ""),
      actor: actor(request),
      origin: new URL(request.url).origin,
      enqueue: (notices) => enqueueOutbox(scope, notices),
    });
    return redirect(afterChangePath(changed.map((c) => c.id)));
  } catch (error) {
    const refused = failure(error);
    return data({ values, message: refused.message, errors: refused.errors }, refused.status);
  }
}

export default function ApplicationStatus({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <p>
        <Link to={CONSOLE_PATHS.application}>{t("console.common.backToList")}</Link>
      </p>
      <h1>{t("console.applicationFlow.title")}</h1>
      {d.problem ? (
        <p role="alert" className="form-error">
          {d.problem}
        </p>
      ) : (
        <>
          <p>{t("console.applicationFlow.intro")}</p>
          <section className="console-section" aria-labelledby="status-selection">
            <h2 id="status-selection">{t("console.applicationFlow.selectionHeading")}</h2>
            <SelectionTable items={d.items} />
          </section>
          <section className="console-section" aria-labelledby="status-change">
            <h2 id="status-change">{t("console.applicationFlow.changeHeading")}</h2>
            <StatusChangeForm ids={d.ids} options={d.options} here={statusPagePath(d.ids)} answer={actionData} />
          </section>
        </>
      )}
    </>
  );
}
