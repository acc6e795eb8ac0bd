import { data, redirect } from "react-router";
import { type ApplicationRow, listDocuments } from "../../features/applications/application-records.server";
import { VERIFY_AGAIN_SECTIONS } from "../../features/applications/components/verify-again";
import { uploadDocument } from "../../features/applications/document-upload.server";
import { documentView } from "../../features/applications/documents.server";
import { FIX_PATH } from "../../features/applications/paths";
import type { DocumentView } from "../../features/applications/views";
import { CALENDAR_SECTIONS } from "../../features/calendar/add-to-calendar";
import type { ApplicationWindow } from "../../features/schedules/application-window";
import type { RequestScope } from "../../lib/context";
import { DomainError } from "../../lib/domain-error";
import type { TranslationSection } from "../../lib/i18n/client";
import { applicantForPost, applicantOrVerify, type VerifyView } from "./applicant-page.server";
import { isMultipart, refusal } from "./journey-actions.server";

/**
 * /form/application-fix: the documents a manager flagged, each with the
 * manager's reason and deadline and a way to upload a new file into that same slot until the
 * deadline; nothing else can be changed here. The fix deadline, not the round's window,
 * decides (a review runs after the round closed); a closed round's applicant text ("dead2")
 * is shown above them.
 */
export type FixData =
  | VerifyView
  | {
      view: "fix";
      applicationId: string;
      receiptNo: string | null;
      flagged: (DocumentView & { open: boolean })[];
      window: ApplicationWindow;
    };

/**
 * The strings the fix page renders in the browser: the flagged documents' list and uploader
 * (fix, documents, the receipt number's label), the closed round's panel (journey, edit's
 * title), the verify-again panel's, and the public validation messages. Not the whole
 * `application` namespace.
 */
export const FIX_SECTIONS = [
  "application.fix",
  "application.documents",
  "application.receipt",
  "application.journey",
  "application.edit",
  ...CALENDAR_SECTIONS,
  ...VERIFY_AGAIN_SECTIONS,
  "errors.validation",
] as const satisfies readonly TranslationSection[];

/** The applicant's submitted application (the newest): drafts have nothing to review. */
const submitted = (rows: ApplicationRow[]) => rows.find((r) => r.status !== "DRAFT");

export async function fixLoader(scope: RequestScope, request: Request) {
  const found = await applicantOrVerify(scope, request, FIX_PATH, submitted);
  if ("view" in found) return data<FixData>(found, { status: found.status });
  const now = scope.now();
  const documents = await listDocuments(scope.db, found.row.id);
  const flagged = documents
    .filter((d) => d.reviewState === "FLAGGED")
    .map((d) => ({ ...documentView(d), open: d.fixDeadline !== null && now < d.fixDeadline }));
  return data<FixData>({
    view: "fix",
    applicationId: found.row.id,
    receiptNo: found.row.receiptNo,
    flagged,
    window: found.window,
  });
}

/** Without JavaScript, the new file posts here (multipart), into a flagged slot only. */
export async function fixAction(scope: RequestScope, request: Request) {
  try {
    const row = await applicantForPost(scope, request, submitted);
    if (!isMultipart(request)) throw new DomainError(415, "api.unsupportedForm");
    const doc = await uploadDocument(scope, request, row, { onlyFix: true });
    throw redirect(`${FIX_PATH}?uploaded=${doc.name}`, 303);
  } catch (error) {
    if (error instanceof Response) throw error;
    return refusal(scope, error, "fix");
  }
}
