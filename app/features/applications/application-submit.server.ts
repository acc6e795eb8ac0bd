import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { isNotNullViolation, isUniqueViolation } from "../../../db/client";
import { newId } from "../../../db/columns";
import { bound, preparedBatch } from "../../../db/prepared";
import { applicationStatusHistory, applications, applicationVersions, outbox } from "../../../db/schema";
import type { RequestScope } from "../../lib/context";
import { DomainError } from "../../lib/domain-error";
import { enqueueOutbox } from "../messaging/outbox-delivery.server";
import { roundFrozen, unlessFrozen } from "../selection/draw-store.server";
import { APPLICANT_EDITABLE } from "./application-access.server";
import { writable } from "./application-draft.server";
import type { Answers } from "./application-form";
import { readDraft } from "./application-form";
import { applicantMessageRows, applicantMessages } from "./application-messages.server";
import {
  type ApplicationParts,
  type ApplicationRow,
  answersOf,
  type DocumentRow,
  listDocuments,
  loadApplication,
  loadRound,
  type RoundRow,
  snapshotOf,
  workingDraft,
} from "./application-records.server";
import { checklist, missingDocuments } from "./documents";
import { withReceiptNo } from "./receipt-number";

/** A token per submission attempt (the review form carries a fresh one): the idempotency key. */
export const tokenSchema = z
  .string({ error: "validation.application.token" })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, "validation.application.token");

/** A write's outcome; `row`, when given, is the application as the write left it (no need to read it again). */
export type Saved = { id: string; receiptNo: string; version: number; row?: ApplicationRow };

/** The version a token already wrote, if it did: a replay of a request that went through. */
async function versionOfToken(db: Db, applicationId: string, token: string) {
  return db
    .select({ version: applicationVersions.version })
    .from(applicationVersions)
    .where(and(eq(applicationVersions.applicationId, applicationId), eq(applicationVersions.token, token)))
    .get();
}

async function replayed(db: Db, row: ApplicationRow, token: string): Promise<Saved | null> {
  const hit = await versionOfToken(db, row.id, token);
  if (!hit) return null;
  const fresh = await loadApplication(db, row.id);
  return { id: row.id, receiptNo: fresh?.receiptNo ?? "", version: hit.version };
}

/** The complete answers and the documents of what is being written, or 422 naming what is missing. */
async function completeWrite(db: Db, row: ApplicationRow, known?: DocumentRow[]) {
  const reading = readDraft(workingDraft(row));
  if (!reading.complete) {
    const step = Object.entries(reading.done).find(([, done]) => !done)?.[0] ?? "details";
    throw new DomainError(422, "application.incomplete", step);
  }
  const documents = known ?? (await listDocuments(db, row.id));
  const missing = missingDocuments(
    checklist(reading.complete),
    documents.map((d) => d.name),
  );
  if (missing.length) throw new DomainError(422, "application.documentsMissing", "documents");
  return { answers: reading.complete, documents };
}

function versionRow(
  row: ApplicationRow,
  round: RoundRow,
  answers: Answers,
  documents: Awaited<ReturnType<typeof listDocuments>>,
  version: number,
  token: string,
  receiptNo: string | null,
  now: Date,
) {
  return {
    applicationId: row.id,
    version,
    token,
    actor: "applicant",
    snapshot: snapshotOf({ ...row, receiptNo }, round, answers, documents),
    createdAt: now,
  };
}

/** What one submission writes, online or on paper. */
export type Submission = {
  row: ApplicationRow;
  round: RoundRow;
  answers: Answers;
  documents: Awaited<ReturnType<typeof listDocuments>>;
  receiptNo: string;
  /** The version's idempotency key. */
  token: string;
  /** Who submitted: "applicant", or the manager who keyed in a paper application. */
  actor: string;
  /** When the application counts as submitted (a paper one: when the office received it). */
  submittedAt: Date;
  now: Date;
  inquiryUrl: string;
  /** The history row's note (a paper submission says so). */
  note?: string;
  /** What the version's snapshot keeps beside the application (a paper one: channel, receipt time). */
  snapshot?: Record<string, unknown>;
};

/** Every answer column an application takes from its complete answers (all of `Answers`). */
const ANSWER_COLUMNS = Object.keys({
  email: true,
  qualificationType: true,
  unitType: true,
  supplyType: true,
  supplyCategory: true,
  earningRank: true,
  regionRank: true,
  isHomeless: true,
  isAsset: true,
  isCar: true,
  carValue: true,
  spouseName: true,
  spousePhone: true,
  spouseBirth: true,
  marriagePlanned: true,
  marriageDate: true,
} satisfies Record<keyof Answers, true>) as (keyof Answers)[];

/** The outbox columns a receipt message writes: its statement binds each, its values fill each. */
const MESSAGE_COLUMNS = ["id", "channel", "to", "subject", "body", "kind", "variables", "createdAt"] as const;

/** An outbox row's statement, its values under `prefix` (db/prepared.ts). */
function outboxInsert(db: Db, prefix: string) {
  const values = Object.fromEntries(
    MESSAGE_COLUMNS.map((column) => [column, sql`${bound(`${prefix}${column}`, outbox[column])}`]),
  ) as Record<(typeof MESSAGE_COLUMNS)[number], SQL>;
  return db.insert(outbox).values(values).prepare();
}

/**
 * The statements of a submission, built once (db/prepared.ts): the draft's answers become the
 * application with the status SUBMITTED, version 1 and the receipt number (only while it is
 * still a draft), the immutable version 1 with its snapshot, the history row DRAFT → SUBMITTED,
 * and the receipt to the applicant by e-mail and KakaoTalk (its SMS text sent when KakaoTalk
 * cannot deliver). Built by drizzle on each call, they would be most of a submit's own CPU.
 */
const submissionBatch = preparedBatch((db) => {
  const a = applications;
  const b = (name: string, column: Parameters<typeof bound>[1]) => sql`${bound(name, column)}`;
  const p = sql.placeholder;
  const answers = Object.fromEntries(ANSWER_COLUMNS.map((key) => [key, b(key, a[key])]));
  return [
    db
      .update(a)
      .set({
        ...answers,
        draft: null,
        status: "SUBMITTED",
        version: 1,
        receiptNo: b("receiptNo", a.receiptNo),
        submittedAt: b("submittedAt", a.submittedAt),
        updatedAt: b("now", a.updatedAt),
      })
      .where(and(eq(a.id, p("id")), eq(a.status, "DRAFT")))
      .returning()
      .prepare(),
    db
      .insert(applicationVersions)
      .values({
        id: p("versionId"),
        applicationId: p("id"),
        version: 1,
        token: p("token"),
        actor: p("actor"),
        snapshot: b("snapshot", applicationVersions.snapshot),
        createdAt: p("now"),
      })
      .prepare(),
    db
      .insert(applicationStatusHistory)
      .values({
        id: p("historyId"),
        applicationId: p("id"),
        fromStatus: "DRAFT",
        toStatus: "SUBMITTED",
        actor: p("actor"),
        note: b("note", applicationStatusHistory.note),
        createdAt: p("now"),
      })
      .prepare(),
    outboxInsert(db, "email."),
    outboxInsert(db, "kakao."),
  ] as const;
});

/**
 * Writes a submission in one batch (one D1 transaction) with whatever statements the caller
 * adds (`also`, e.g. a paper entry's audit row). Answers the application as written (none when
 * it was no longer a draft) and `messageIds`, the receipt's outbox rows, for the outbox queue.
 */
export async function writeSubmission(db: Db, s: Submission, also: Parameters<typeof submissionBatch>[2] = []) {
  const { row, answers, receiptNo } = s;
  const messages = applicantMessageRows(
    { email: answers.email, phone: row.phone, lang: row.lang },
    "submitted",
    { receiptNo, inquiryUrl: s.inquiryUrl },
    s.now,
  );
  const values: Record<string, unknown> = {
    ...answers,
    id: row.id,
    receiptNo,
    submittedAt: s.submittedAt,
    now: s.now,
    versionId: newId(),
    token: s.token,
    actor: s.actor,
    snapshot: { ...snapshotOf({ ...row, receiptNo }, s.round, answers, s.documents), ...s.snapshot },
    historyId: newId(),
    note: s.note ?? null,
  };
  for (const [prefix, message] of [
    ["email.", messages.rows[0]],
    ["kakao.", messages.rows[1]],
  ] as const) {
    for (const column of MESSAGE_COLUMNS) {
      values[`${prefix}${column}`] = message[column] ?? null;
    }
  }
  const [[submitted]] = await submissionBatch(db, values, also);
  return { row: submitted, messageIds: messages.ids };
}

/** A write of the applicant's (submit, edit) that a token makes idempotent. */
type ApplicantWrite = (
  scope: RequestScope,
  row: ApplicationRow,
  token: string,
  inquiryUrl: (id: string) => string,
  /** The row's round and documents when the request read them with it (one consistent read). */
  known?: Partial<ApplicationParts>,
) => Promise<Saved>;

/** Answers what the token already wrote (a replayed request) before trying the write again. */
function idempotent(write: ApplicantWrite): ApplicantWrite {
  return async (scope, row, token, inquiryUrl, known) =>
    (await replayed(scope.db, row, token)) ?? write(scope, row, token, inquiryUrl, known);
}

/**
 * Submits a draft: an immutable version 1, a receipt number, the status SUBMITTED with its
 * history row, and the receipt by e-mail and KakaoTalk, all in one batch (one D1 transaction).
 * Idempotent by token: the same attempt again (a double click, a retried request) answers the
 * receipt it made; another attempt on a submitted application is refused. The unique version
 * (application, 1) is the gate: of two submissions racing, the second batch fails whole. A
 * draft has no version yet, so its token is looked up only once the application is no longer
 * a draft, or when the batch lost that race.
 */
export const submitApplication: ApplicantWrite = async (scope, row, token, inquiryUrl, known) => {
  if (row.status !== "DRAFT") {
    const replay = await replayed(scope.db, row, token);
    if (replay) return replay;
    throw new DomainError(409, "application.alreadySubmitted");
  }
  const { round } = await writable(scope, row, known?.round);
  const { answers, documents } = await completeWrite(scope.db, row, known?.documents);
  const now = scope.now();
  return closedIfFrozen(scope.db, row.roundId, () =>
    withReceiptNo(
      round.round,
      async (receiptNo) => {
        const { row: submitted, messageIds } = await writeSubmission(
          scope.db,
          {
            row,
            round,
            answers,
            documents,
            receiptNo,
            token,
            actor: "applicant",
            submittedAt: now,
            now,
            inquiryUrl: inquiryUrl(row.id),
          },
          [unlessFrozen(scope.db, row.roundId)],
        );
        enqueueOutbox(scope, messageIds);
        return { id: row.id, receiptNo, version: 1, row: submitted };
      },
      async () => {
        const winner = await replayed(scope.db, row, token);
        if (winner) return winner;
        const fresh = await loadApplication(scope.db, row.id);
        if (fresh?.status !== "DRAFT") throw new DomainError(409, "application.alreadySubmitted");
        // Otherwise the receipt number clashed with another application's: draw again.
        return null;
      },
    ),
  );
};

/**
 * Runs an applicant's write whose batch carries `unlessFrozen`: when it fails because the
 * round's entrant list was frozen meanwhile (a freeze right at the deadline), the window is
 * closed, as the applicant would have been told a moment later.
 */
async function closedIfFrozen<T>(db: Db, roundId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (await roundFrozen(db, roundId)) throw new DomainError(403, "application.closed");
    throw error;
  }
}

/**
 * Saves the staged edit of a submitted application as its next version: the answers change,
 * the draft is cleared, and the applicant is told (in case it was not them). Idempotent by
 * token like a submission; an edit saved meanwhile elsewhere (another tab) is a conflict. The
 * update lands only on the version and in a status the applicant may still edit, both checked
 * in the statement itself: a manager's decision made while the edit was on its way wins, and
 * the edit is refused whole (no version, no notice) as not editable.
 */
export const saveEdit = idempotent(async (scope, row, token, inquiryUrl, known) => {
  const { mode, round } = await writable(scope, row, known?.round);
  if (mode !== "edit" || !row.receiptNo) throw new DomainError(409, "application.notEditable");
  const { answers, documents } = await completeWrite(scope.db, row, known?.documents);
  const now = scope.now();
  const version = row.version + 1;
  const messages = applicantMessages(
    scope.db,
    { email: answers.email, phone: row.phone, lang: row.lang },
    "edited",
    { receiptNo: row.receiptNo, inquiryUrl: inquiryUrl(row.id) },
    now,
  );
  try {
    await scope.db.batch([
      // A freeze landing meanwhile (right at the deadline) fails the edit whole.
      unlessFrozen(scope.db, row.roundId),
      scope.db
        .update(applications)
        .set({ ...answers, draft: null, version, updatedAt: now })
        .where(
          and(
            eq(applications.id, row.id),
            eq(applications.version, row.version),
            inArray(applications.status, [...APPLICANT_EDITABLE]),
          ),
        ),
      scope.db.insert(applicationVersions).values({
        ...versionRow(row, round, answers, documents, version, token, row.receiptNo, now),
        // Null (so the NOT NULL column fails the whole batch) unless the update above landed.
        applicationId: sql`case when changes() = 1 then ${row.id} end`,
      }),
      ...messages.statements,
    ]);
    enqueueOutbox(scope, messages.ids);
    return { id: row.id, receiptNo: row.receiptNo, version };
  } catch (error) {
    if (await roundFrozen(scope.db, row.roundId)) throw new DomainError(403, "application.closed");
    if (!isUniqueViolation(error) && !isNotNullViolation(error)) throw error;
    const winner = await replayed(scope.db, row, token);
    if (winner) return winner;
    const fresh = await loadApplication(scope.db, row.id);
    if (!fresh || !APPLICANT_EDITABLE.includes(fresh.status)) throw new DomainError(409, "application.notEditable");
    throw new DomainError(409, "application.conflict");
  }
});

/**
 * After a document of a submitted application changed (replaced, added, removed): a new
 * version snapshots the application as it now stands, so the history shows which files each
 * version had. `token` is the change's own id. Retried when another version landed meanwhile.
 */
export async function recordDocumentVersion(
  scope: RequestScope,
  applicationId: string,
  token: string,
  actor = "applicant",
) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await loadApplication(scope.db, applicationId);
    const answers = row ? answersOf(row) : null;
    const round = row ? await loadRound(scope.db, row.roundId) : undefined;
    if (!row || !answers || !round) return;
    const documents = await listDocuments(scope.db, row.id);
    const version = row.version + 1;
    const now = scope.now();
    try {
      await scope.db.batch([
        scope.db
          .update(applications)
          .set({ version, updatedAt: now })
          .where(and(eq(applications.id, row.id), eq(applications.version, row.version))),
        scope.db
          .insert(applicationVersions)
          .values({ ...versionRow(row, round, answers, documents, version, token, row.receiptNo, now), actor }),
      ]);
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await versionOfToken(scope.db, applicationId, token)) return;
    }
  }
}
