import { data } from "react-router";
import { APPLICANT_EDITABLE, APPLICATION_ID } from "../../features/applications/application-access.server";
import type { ApplicationRow } from "../../features/applications/application-records.server";
import { applicationView, versionViews } from "../../features/applications/application-views.server";
import { VERIFY_AGAIN_SECTIONS } from "../../features/applications/components/verify-again";
import { type StepPage, stepPage } from "../../features/applications/journey-steps.server";
import { journeyPath, LOOKUP_PATH } from "../../features/applications/paths";
import type { ApplicationView, VersionView } from "../../features/applications/views";
import type { ApplicationWindow } from "../../features/schedules/application-window";
import type { RequestScope } from "../../lib/context";
import type { TranslationSection } from "../../lib/i18n/client";
import { readForm } from "../../lib/read-form.server";
import { applicantForPost, applicantOrVerify, type VerifyView } from "./applicant-page.server";
import { isMultipart, refusal, stepAction } from "./journey-actions.server";
import { JOURNEY_SECTIONS } from "./journey-page.server";

/**
 * /form/application/:id: the same steps as the new application, for a submitted one, until
 * the deadline. Outside the window (closed, stopped) it shows the round's applicant texts
 * ("dead2" once closed) with the receipt; after a save, the receipt with its new version.
 */
export type EditData =
  | VerifyView
  | {
      view: "receipt";
      application: ApplicationView;
      versions: VersionView[];
      window: ApplicationWindow;
      editable: boolean;
    }
  | StepPage;

/**
 * The strings the edit page renders in the browser: the new application's (the same steps and
 * receipt), its own title and texts, and the verify-again panel's. The lookup's, fix's,
 * self-check's, competition's and status notices' sections stay out.
 */
export const EDIT_SECTIONS = [
  ...JOURNEY_SECTIONS,
  ...VERIFY_AGAIN_SECTIONS,
  "application.edit",
] as const satisfies readonly TranslationSection[];

const onlyThis = (id: string) => (rows: ApplicationRow[]) => rows.find((r) => r.id === id && r.status !== "DRAFT");

export async function editLoader(scope: RequestScope, request: Request, id: string) {
  const url = new URL(request.url);
  // Only a well-formed id makes a return path: the verification link must never carry "..".
  const path = APPLICATION_ID.test(id) ? journeyPath("edit", id) : LOOKUP_PATH;
  const found = await applicantOrVerify(scope, request, path, onlyThis(id));
  if ("view" in found) return data<EditData>(found, { status: found.status });
  const { row, window } = found;
  const editable = window.state === "open" && APPLICANT_EDITABLE.includes(row.status);
  if (!editable || url.searchParams.get("done") === "saved") {
    const now = scope.now();
    const [application, versions] = await Promise.all([
      applicationView(scope.db, row, now),
      versionViews(scope.db, row.id),
    ]);
    return data<EditData>({ view: "receipt", application, versions, window, editable });
  }
  return data<EditData>(await stepPage(scope.db, row, "edit", url.searchParams.get("step"), scope.now()));
}

/** A post of the edit page: the session's own application only; a draft belongs on the new form. */
export async function editAction(scope: RequestScope, request: Request, id: string) {
  const posted = isMultipart(request) ? null : await readForm(request);
  try {
    const row = await applicantForPost(scope, request, onlyThis(id));
    return await stepAction(scope, request, row, "edit", async () => posted ?? new FormData());
  } catch (error) {
    if (error instanceof Response) throw error;
    return refusal(scope, error, String(posted?.get("step") ?? "review"));
  }
}
