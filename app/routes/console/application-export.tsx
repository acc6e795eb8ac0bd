import { redirect } from "react-router";
import { consolePage } from "../../controllers/console-page.server";
import { exportApplications } from "../../features/application-review/review-export.server";
import {
  applicationExportSchema,
  applicationFilterSchema,
  applicationListDefaults,
  FILTER_KEYS,
} from "../../features/application-review/review-filters";
import type { APPLICATION_EXPORT_REFUSALS } from "../../features/application-review/review-list";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import { DomainError } from "../../lib/domain-error";
import { formText } from "../../lib/form-values";
import { formatDate } from "../../lib/format";
import { listHref } from "../../lib/list-href";
import { readForm } from "../../lib/read-form.server";
import { xlsxResponse } from "../../lib/xlsx.server";
import type { Route } from "./+types/application-export";

/**
 * POST /console/application/export (a resource route: the answer is the file). The list's
 * export form posts the filter and the sub-password; a refusal goes back to the list with the
 * same filter and `?export=<why>`, which the list shows at the sub-password field.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, t, now, actor } = consolePage(context, "application");
  const form = await readForm(request);
  const values = Object.fromEntries([...FILTER_KEYS, "subPassword"].map((k) => [k, formText(form, k)]));
  const parsed = applicationExportSchema.safeParse(values);
  let why: keyof typeof APPLICATION_EXPORT_REFUSALS = "required";
  if (parsed.success) {
    try {
      const { sheet } = await exportApplications(db, parsed.data, actor(request), t);
      return xlsxResponse(`applications-${formatDate(now).replaceAll("-", "")}.xlsx`, sheet);
    } catch (error) {
      if (!(error instanceof DomainError) || (error.status !== 403 && error.status !== 429)) throw error;
      why = error.status === 429 ? "locked" : "wrong";
    }
  }
  const filter = applicationFilterSchema.safeParse(values);
  const kept = filter.success ? filter.data : {};
  return redirect(listHref(CONSOLE_PATHS.application, { ...kept, export: why }, applicationListDefaults()));
}
