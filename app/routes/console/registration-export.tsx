import { redirect } from "react-router";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import { exportRegistrations } from "../../features/registration/registration-console.server";
import {
  FILTER_KEYS,
  registrationExportSchema,
  registrationFilterSchema,
} from "../../features/registration/registration-filters";
import { DomainError } from "../../lib/domain-error";
import { formText } from "../../lib/form-values";
import { formatDate } from "../../lib/format";
import { listHref } from "../../lib/list-href";
import { readForm } from "../../lib/read-form.server";
import { xlsxResponse } from "../../lib/xlsx.server";
import type { Route } from "./+types/registration-export";
import type { EXPORT_REFUSALS } from "./registrations";

/**
 * POST /console/registration/export (a resource route: the answer is the file). The list's
 * export form posts the filter and the sub-password; a refusal goes back to the list with
 * the same filter and `?export=<why>`, which the list shows at the sub-password field.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, t, now, actor } = consolePage(context, "registration");
  const form = await readForm(request);
  const values = Object.fromEntries([...FILTER_KEYS, "subPassword"].map((k) => [k, formText(form, k)]));
  const parsed = registrationExportSchema.safeParse(values);
  let why: keyof typeof EXPORT_REFUSALS = "required";
  if (parsed.success) {
    try {
      const { sheet } = await exportRegistrations(db, parsed.data, actor(request), t);
      return xlsxResponse(`registrations-${formatDate(now).replaceAll("-", "")}.xlsx`, sheet);
    } catch (error) {
      if (!(error instanceof DomainError) || (error.status !== 403 && error.status !== 429)) throw error;
      why = error.status === 429 ? "locked" : "wrong";
    }
  }
  const filter = registrationFilterSchema.safeParse(values);
  const kept = filter.success ? filter.data : {};
  return redirect(listHref(CONSOLE_PATHS.registration, { ...kept, export: why }));
}
