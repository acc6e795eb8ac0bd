import { redirect } from "react-router";
import { consolePage } from "../../controllers/console-page.server";
import { exportAfterDraw } from "../../features/after-draw/after-draw-export.server";
import type { APPLICATION_EXPORT_REFUSALS } from "../../features/application-review/review-list";
import { subPasswordCheckSchema } from "../../features/managers/manager-schema";
import { DomainError } from "../../lib/domain-error";
import { formText } from "../../lib/form-values";
import { formatDate } from "../../lib/format";
import { readForm } from "../../lib/read-form.server";
import { xlsxResponse } from "../../lib/xlsx.server";
import type { Route } from "./+types/after-draw-export";

/**
 * POST /console/application/after-draw/:roundId/export (a resource route: the answer is the
 * file). The screen's export form posts the sub-password; a refusal goes back to the screen
 * with `?export=<why>`, shown at the sub-password field.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, t, now, actor } = consolePage(context, "application");
  const form = await readForm(request);
  const parsed = subPasswordCheckSchema.safeParse({ subPassword: formText(form, "subPassword") });
  let why: keyof typeof APPLICATION_EXPORT_REFUSALS = "required";
  if (parsed.success) {
    try {
      const { sheet } = await exportAfterDraw(db, params.roundId, parsed.data.subPassword, actor(request), t);
      return xlsxResponse(`after-draw-${formatDate(now).replaceAll("-", "")}.xlsx`, sheet);
    } catch (error) {
      if (!(error instanceof DomainError) || (error.status !== 403 && error.status !== 429)) throw error;
      why = error.status === 429 ? "locked" : "wrong";
    }
  }
  return redirect(`/console/application/after-draw/${encodeURIComponent(params.roundId)}?export=${why}`);
}
