import { data, redirect } from "react-router";
import { discardEdit, saveStep } from "../../features/applications/application-draft.server";
import { isFormStep } from "../../features/applications/application-form";
import type { ApplicationRow } from "../../features/applications/application-records.server";
import { loadApplication } from "../../features/applications/application-records.server";
import { saveEdit, submitApplication, tokenSchema } from "../../features/applications/application-submit.server";
import { uploadDocument } from "../../features/applications/document-upload.server";
import { deleteDocument } from "../../features/applications/documents.server";
import { nextStep } from "../../features/applications/journey-steps.server";
import { inquiryPath, journeyPath } from "../../features/applications/paths";
import type { JourneyMode, StepFailure } from "../../features/applications/views";
import { SUBMITTED_HEADER } from "../../features/waiting-room/waiting-room.server";
import type { RequestScope } from "../../lib/context";
import { DomainError } from "../../lib/domain-error";
import { formFailure, refusal as formRefusal } from "../../lib/form-failure.server";
import { formValues } from "../../lib/form-values";

/** A refused post of the journey: that step's ActionResult (the step as its `intent`), with the failure's status. */
export function refusal(scope: RequestScope, error: unknown, step: string, values: Record<string, string> = {}) {
  const failure = formFailure(error, scope.lang);
  return data<StepFailure>(formRefusal(failure, { intent: step, values, wholeFormUnder: "_" }), {
    status: failure.status,
  });
}

export const isMultipart = (request: Request) =>
  /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");

/**
 * A post of the journey's steps (and of the edit page's): save a step, upload or delete a
 * document, submit, or drop an edit. Every post names the application it was made for; one
 * made for another application than this session's (another person's, in another tab) is
 * refused, never saved into the wrong draft. Success goes on by redirect (post/redirect/get),
 * which React Router follows without a full reload when JavaScript runs.
 */
export async function stepAction(
  scope: RequestScope,
  request: Request,
  row: ApplicationRow,
  mode: JourneyMode,
  form: () => Promise<FormData>,
) {
  const base = journeyPath(mode, row.id);
  if (isMultipart(request)) {
    // The documents step without JavaScript: the file streams as the API's would.
    try {
      const doc = await uploadDocument(scope, request, row);
      throw redirect(`${base}?step=documents&uploaded=${doc.name}`, 303);
    } catch (error) {
      if (error instanceof Response) throw error;
      return refusal(scope, error, "documents");
    }
  }
  const posted = await form();
  const values = formValues(posted) as Record<string, string>;
  const intent = values.intent ?? "";
  const step = values.step ?? "";
  try {
    if (values.applicationId !== row.id) throw new DomainError(409, "application.otherApplication");
    if (intent === "save" && isFormStep(step)) {
      const draft = await saveStep(scope, row, step, values);
      throw redirect(`${base}?step=${nextStep(draft, step)}`, 303);
    }
    if (intent === "delete") {
      await deleteDocument(scope, row, values.name ?? "");
      throw redirect(`${base}?step=documents`, 303);
    }
    if (intent === "discard") {
      await discardEdit(scope, row);
      throw redirect(`${base}?done=discarded`, 303);
    }
    if (intent === "submit") {
      const token = tokenSchema.parse(values.token);
      const url = (id: string) => new URL(inquiryPath(id), request.url).href;
      // A double click posts the same token twice: the second finds the first's receipt.
      const fresh = (await loadApplication(scope.db, row.id)) ?? row;
      const saved =
        mode === "apply" ? await submitApplication(scope, fresh, token, url) : await saveEdit(scope, fresh, token, url);
      // The receipt: the form's own page shows it once the application is submitted (and the
      // waiting room's place is free for the next in line: worker/waiting-room-gate.ts).
      throw redirect(`${journeyPath(mode, saved.id)}?done=${mode === "apply" ? "submitted" : "saved"}`, {
        status: 303,
        headers: mode === "apply" ? { [SUBMITTED_HEADER]: "1" } : {},
      });
    }
    throw new DomainError(400, "validation.invalidInput");
  } catch (error) {
    if (error instanceof Response) throw error;
    return refusal(scope, error, step || "review", values);
  }
}
