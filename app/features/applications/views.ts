import type { ActionRefusal } from "../../lib/action-result";
import type { ApplicationStatus, DocumentReviewState } from "../../lib/enums";
import type { WindowState } from "../schedules/application-window";
import type { Answers, DraftValues, FormStep, Step } from "./application-form";
import type { DocumentKind } from "./documents";
import type { Eligibility } from "./eligibility";

/*
 * What pages and API clients see of an application (client-safe types; the server makes them
 * in application-views.server.ts and documents.server.ts).
 */

/** A document as its applicant sees it (never its R2 key). */
export type DocumentView = {
  name: string;
  kind: string;
  originalName: string;
  contentType: string;
  size: number;
  reviewState: DocumentReviewState;
  reviewReason: string | null;
  fixDeadline: string | null;
  uploadedAt: string;
};

export type VersionView = { version: number; kind: "submitted" | "edited" | "documents"; savedAt: string };

/** An application as its applicant sees it (pages and GET /api/v1/application/:id). */
export type ApplicationView = {
  id: string;
  round: {
    id: string;
    round: number;
    title: string;
    state: WindowState;
    referenceDate: string;
    /** The application deadline (ISO). */
    deadAt: string;
    /** The announced result date (YYYYMMDD) from the round's draw, null until one is set. */
    resultDate: string | null;
  };
  status: ApplicationStatus;
  receiptNo: string | null;
  version: number;
  submittedAt: string | null;
  identity: { name: string; phone: string; birth: string };
  /** The submitted answers; null before submitting. */
  answers: Answers | null;
  /** What is being written: the draft, or an edit not yet saved (null when none). */
  draft: DraftValues | null;
  /** Each form step of what is being written, done or not (the spouse step only for newlyweds). */
  steps: Partial<Record<FormStep, boolean>>;
  eligibility: Eligibility;
  checklist: { kind: DocumentKind; required: boolean }[];
  missingDocuments: DocumentKind[];
  documents: DocumentView[];
  /** Whether the applicant may change it now (round open, status before a decision). */
  editable: boolean;
};

/** Whether the applicant writes a new application or edits a submitted one (the same steps). */
export type JourneyMode = "apply" | "edit";

/** A step of the form and whether it is done. */
export type StepState = { name: Step; done: boolean };

/** What a refused post answers the page: messages by field (or "_"), the values posted, the step as `intent`. */
export type StepFailure = ActionRefusal<Record<string, string>>;
