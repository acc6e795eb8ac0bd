import { desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applications } from "../../../db/schema";
import { windowState } from "../schedules/application-window";
import { APPLICANT_EDITABLE } from "./application-access.server";
import { type DraftValues, readDraft } from "./application-form";
import {
  type ApplicationParts,
  type ApplicationRow,
  answersOf,
  eligibilityOf,
  listVersions,
  readApplicationParts,
  referenceDateOf,
  workingDraft,
} from "./application-records.server";
import { checklist, missingDocuments } from "./documents";
import { documentView } from "./documents.server";
import type { ApplicationView, VersionView } from "./views";

/**
 * The applicant's view of an application. `known` holds the parts the caller read already
 * (its round, or all of them: loadApplicationWithParts); what is missing is read in one batch.
 */
export async function applicationView(
  db: Db,
  row: ApplicationRow,
  now: Date,
  known: Partial<ApplicationParts> = {},
): Promise<ApplicationView> {
  const complete = known.round?.id === row.roundId && known.documents && known.resultDate !== undefined;
  const read = complete ? null : await readApplicationParts(db, row.id);
  const round = known.round?.id === row.roundId ? known.round : read?.round;
  const documents = known.documents ?? read?.documents ?? [];
  const resultDate = known.resultDate !== undefined ? known.resultDate : (read?.resultDate ?? null);
  if (!round) throw new Error("application without its round");
  const reading = readDraft(workingDraft(row));
  const items = checklist(reading.answers);
  const state = windowState(round, now);
  return {
    id: row.id,
    round: {
      id: round.id,
      round: round.round,
      title: round.title,
      state,
      referenceDate: referenceDateOf(round),
      deadAt: round.deadAt.toISOString(),
      resultDate,
    },
    status: row.status,
    receiptNo: row.receiptNo,
    version: row.version,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    identity: { name: row.name, phone: row.phone, birth: row.birth },
    answers: answersOf(row),
    draft: (row.draft as DraftValues | null) ?? null,
    steps: reading.done,
    eligibility: eligibilityOf(row, round),
    checklist: items,
    missingDocuments: missingDocuments(
      items,
      documents.map((d) => d.name),
    ),
    documents: documents.map(documentView),
    editable: state === "open" && (row.status === "DRAFT" || APPLICANT_EDITABLE.includes(row.status)),
  };
}

/** The versions of an application, newest first, with what each one recorded. */
export async function versionViews(db: Db, applicationId: string): Promise<VersionView[]> {
  const rows = await listVersions(db, applicationId);
  return rows.map((v, i) => {
    const older = rows[i + 1]?.snapshot as { answers?: unknown } | undefined;
    const same =
      older && JSON.stringify(older.answers) === JSON.stringify((v.snapshot as { answers?: unknown }).answers);
    return {
      version: v.version,
      kind: v.version === 1 ? "submitted" : same ? "documents" : "edited",
      savedAt: v.createdAt.toISOString(),
    };
  });
}

/** Every application of the person (all rounds), newest first. */
export function applicationsOfPerson(db: Db, personKey: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(eq(applications.personKey, personKey))
    .orderBy(desc(applications.createdAt));
}
