import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { isUniqueViolation } from "../../../db/client";
import { newId } from "../../../db/columns";
import { applicationDocuments, applications, rounds } from "../../../db/schema";
import type { RequestScope } from "../../lib/context";
import { DomainError } from "../../lib/domain-error";
import { readDraft } from "../applications/application-form";
import {
  type ApplicationRow,
  type DocumentRow,
  listDocuments,
  loadApplication,
  loadRound,
  workingDraft,
} from "../applications/application-records.server";
import { agreedTerms, applicationTerms } from "../applications/application-start.server";
import { writeSubmission } from "../applications/application-submit.server";
import { uploadDocument } from "../applications/document-upload.server";
import { checklist, missingDocuments } from "../applications/documents";
import { paperIdentityKey } from "../applications/paper-claim.server";
import { inquiryPath } from "../applications/paths";
import { withReceiptNo } from "../applications/receipt-number";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { keyed } from "../identity/identity-keys.server";
import { enqueueOutbox } from "../messaging/outbox-delivery.server";
import { currentRound } from "../schedules/application-window";
import { roundFrozen, unlessFrozen } from "../selection/draw-store.server";
import { type PaperInput, paperSchema } from "./paper-schema";

/*
 * Paper applications (docs/product.md §12.4): a manager keys in an application the
 * office received on paper, with the online form's rules and documents. Two steps, as the
 * journey: the answers make a PAPER draft (checked with the journey's schemas), its documents
 * go into the checklist's slots (streamed into R2 by the journey's own upload), and
 * registering it submits it: version 1 and the history row by the manager, a receipt number,
 * the applicant's notices, the audit row, in one batch. There is no identity verification, so
 * the person is the name and birth date written on the form.
 */

/** The history note of a paper submission. */
export const PAPER_NOTE = "종이 접수";

/** What a paper draft keeps beside the journey's step values. */
type PaperDraftMeta = { paper?: { receivedAt?: string } };

/** The rounds a paper application may be for, newest first, and the one to preselect (the current round). */
export async function paperRounds(scope: RequestScope) {
  const all = await scope.db.select().from(rounds).orderBy(desc(rounds.round));
  const current = currentRound(all, scope.now());
  return {
    rounds: all.map((r) => ({ id: r.id, round: r.round, title: r.title, openAt: r.openAt, deadAt: r.deadAt })),
    current: current?.id ?? all[0]?.id ?? null,
  };
}

/** The terms in force when the paper form was received: what the applicant signed. */
export function paperTerms(scope: RequestScope, receivedAt: Date) {
  return applicationTerms(scope.db, receivedAt);
}

/**
 * Reads posted values (the form's, or the API's JSON as form values) with the paper schema,
 * the terms on offer now deciding which must be signed; a ZodError names every field wrong.
 */
export async function parsePaper(scope: RequestScope, values: Record<string, unknown>): Promise<PaperInput> {
  const offered = await paperTerms(scope, scope.now());
  return paperSchema(offered).parse(values);
}

/**
 * The person of a paper application: the name (spaces ignored) and birth date, keyed like the
 * verified identities (HMAC under IDENTITY_HMAC_KEY, its own label), so one person has one
 * paper application per round by the same unique index the journey relies on.
 */
export function paperPersonKey(scope: RequestScope, name: string, birth: string): Promise<string> {
  return paperPersonKeyUnder(scope.env.IDENTITY_HMAC_KEY, name, birth);
}

function paperPersonKeyUnder(secret: string, name: string, birth: string): Promise<string> {
  return keyed(secret, "paper", `${name.replace(/\s+/g, "")}:${birth}`);
}

/**
 * A submitted application of the round by the same person, online or on paper: the same name
 * and birth date (an online applicant's key comes from their verification, which paper has
 * not, so the written identity is compared).
 */
async function sameApplicant(scope: RequestScope, roundId: string, name: string, birth: string) {
  return scope.db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.roundId, roundId),
        eq(applications.name, name),
        eq(applications.birth, birth),
        ne(applications.status, "DRAFT"),
      ),
    )
    .get();
}

/**
 * Makes (or, for the same person, replaces) the paper draft of a round. Refused: an unknown
 * round; a receipt before the round opened, after its deadline or in the future (a form
 * received before the deadline may be keyed in later); terms not signed as the ones in force
 * then require; an application of the same person already in the round (409).
 */
export async function createPaperDraft(
  scope: RequestScope,
  input: PaperInput,
  by: AuditActor,
): Promise<ApplicationRow> {
  const round = await loadRound(scope.db, input.roundId);
  if (!round) throw new DomainError(400, "paper.roundNotFound", "roundId");
  if (await roundFrozen(scope.db, round.id)) throw new DomainError(409, "paper.roundFrozen", "roundId");
  const at = input.receivedAt.getTime();
  if (at > by.now.getTime()) throw new DomainError(422, "paper.receivedInFuture", "receivedAt");
  if (at < round.openAt.getTime() || at >= round.deadAt.getTime()) {
    throw new DomainError(422, "paper.receivedOutsideRound", "receivedAt");
  }
  const terms = agreedTerms(
    await paperTerms(scope, input.receivedAt),
    input.terms.map((code) => ({ code })),
    input.receivedAt,
  );
  if (await sameApplicant(scope, round.id, input.name, input.birth)) throw new DomainError(409, "paper.duplicate");
  // Under every configured key: during a rotation the draft may have been keyed under the previous one.
  const [personKey, ...previousKeys] = await Promise.all(
    scope.env.IDENTITY_HMAC_KEYS.map((secret) => paperPersonKeyUnder(secret, input.name, input.birth)),
  );
  if (!personKey) throw new Error("no identity key");
  const draft = { ...input.draft, paper: { receivedAt: input.receivedAt.toISOString() } };
  const fields = {
    lang: input.lang,
    terms,
    name: input.name,
    phone: input.phone,
    birth: input.birth,
    paperIdentity: await paperIdentityKey(scope.env.IDENTITY_HMAC_KEY, input),
    draft,
    createdBy: by.principal.username,
    updatedAt: by.now,
  };
  const existing = await scope.db
    .select()
    .from(applications)
    .where(and(eq(applications.roundId, round.id), inArray(applications.personKey, [personKey, ...previousKeys])))
    .get();
  if (existing && (existing.channel !== "PAPER" || existing.status !== "DRAFT")) {
    throw new DomainError(409, "paper.duplicate");
  }
  const audit = (id: string) =>
    auditStatement(
      scope.db,
      {
        actor: by.principal.username,
        action: existing ? "record.update" : "record.create",
        targetType: "application",
        targetId: id,
        detail: { channel: "PAPER", round: round.round, step: "draft" },
      },
      by.origin,
    );
  try {
    if (existing) {
      const [[row]] = await scope.db.batch([
        scope.db
          .update(applications)
          .set({ ...fields, personKey })
          .where(and(eq(applications.id, existing.id), eq(applications.status, "DRAFT")))
          .returning(),
        audit(existing.id),
      ]);
      if (!row) throw new DomainError(409, "paper.duplicate");
      return row;
    }
    const id = newId();
    const [[row]] = await scope.db.batch([
      scope.db
        .insert(applications)
        .values({ ...fields, id, roundId: round.id, personKey, channel: "PAPER", createdAt: by.now })
        .returning(),
      audit(id),
    ]);
    if (!row) throw new DomainError(409, "paper.duplicate");
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, "paper.duplicate");
    throw error;
  }
}

/** A paper application by id, for its documents step: 404 for any other application. */
export async function loadPaperApplication(scope: RequestScope, id: string): Promise<ApplicationRow> {
  const row = /^[0-9a-f]{32}$/.test(id) ? await loadApplication(scope.db, id) : undefined;
  if (row?.channel !== "PAPER") throw new DomainError(404, "application.notFound");
  return row;
}

/** A paper draft still being keyed in: a submitted one is refused (409). */
export async function loadPaperDraft(scope: RequestScope, id: string): Promise<ApplicationRow> {
  const row = await loadPaperApplication(scope, id);
  if (row.status !== "DRAFT") throw new DomainError(409, "application.alreadySubmitted");
  return row;
}

/** The documents step of a paper draft: its checklist, what is uploaded, what is missing. */
export async function paperDocuments(scope: RequestScope, row: ApplicationRow) {
  const reading = readDraft(workingDraft(row));
  const items = checklist(reading.answers);
  const documents = await listDocuments(scope.db, row.id);
  return {
    items,
    documents,
    missing: missingDocuments(
      items,
      documents.map((d) => d.name),
    ),
  };
}

/**
 * One document of a paper draft: the journey's upload (the same slots, size, count and
 * content-type checks, streamed into R2), without the window and session rules that bind an
 * applicant; the manager may key in after the deadline.
 */
export async function uploadPaperDocument(
  scope: RequestScope,
  request: Request,
  row: ApplicationRow,
): Promise<DocumentRow> {
  if (row.channel !== "PAPER" || row.status !== "DRAFT") {
    await request.body?.cancel().catch(() => {});
    throw new DomainError(409, "application.alreadySubmitted");
  }
  return uploadDocument(scope, request, row, { paper: true });
}

/**
 * A new file for a registered paper application's flagged document, keyed in by a manager
 * from what the applicant brought or sent: the applicant's own fix rules (only a flagged slot,
 * `slot` when given, before its fix deadline, while the application is under review; the
 * upload's size, count and type checks), the new version by the manager, the audit row. The
 * replaced file starts its review over.
 */
export async function replacePaperDocument(
  scope: RequestScope,
  request: Request,
  row: ApplicationRow,
  by: AuditActor,
  slot?: string,
): Promise<DocumentRow> {
  if (row.channel !== "PAPER" || row.status === "DRAFT") {
    await request.body?.cancel().catch(() => {});
    throw row.channel !== "PAPER"
      ? new DomainError(404, "application.notFound")
      : new DomainError(409, "application.notFlagged");
  }
  const document = await uploadDocument(scope, request, row, { onlyFix: true, slot, actor: by.principal.username });
  await auditStatement(
    scope.db,
    {
      actor: by.principal.username,
      action: "record.update",
      targetType: "application",
      targetId: row.id,
      detail: { channel: "PAPER", step: "replace", document: document.name },
    },
    by.origin,
  );
  return document;
}

/** Removes a file from a paper draft (a wrong scan, a wrong slot): the row, then its object. */
export async function removePaperDocument(scope: RequestScope, row: ApplicationRow, name: string): Promise<void> {
  if (row.channel !== "PAPER" || row.status !== "DRAFT") throw new DomainError(409, "application.alreadySubmitted");
  const gone = await scope.db
    .delete(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, row.id), eq(applicationDocuments.name, name)))
    .returning({ key: applicationDocuments.r2Key });
  if (!gone[0]) throw new DomainError(404, "application.documentNotFound");
  await scope.files.delete(gone[0].key);
}

function receivedAtOf(row: ApplicationRow): Date {
  const iso = (row.draft as PaperDraftMeta | null)?.paper?.receivedAt;
  return iso ? new Date(iso) : row.createdAt;
}

export type PaperSubmitted = { id: string; receiptNo: string; version: number };

/**
 * Registers a paper draft as a submitted application: complete answers and every required
 * document, or 422 as online. Submitted at the moment it was received; version 1 and the
 * history row ("종이 접수") by the manager; the receipt and the lookup link to the applicant
 * by e-mail and SMS in their language; the audit row. A repeat (a double click) answers the
 * receipt it made.
 */
export async function submitPaperApplication(
  scope: RequestScope,
  id: string,
  by: AuditActor,
  lookupUrl: (id: string) => string = (x) => inquiryPath(x),
): Promise<PaperSubmitted> {
  const row = await loadPaperApplication(scope, id);
  if (row.status !== "DRAFT") return { id: row.id, receiptNo: row.receiptNo ?? "", version: row.version };
  const round = await loadRound(scope.db, row.roundId);
  if (!round) throw new DomainError(404, "application.notFound");
  if (await roundFrozen(scope.db, round.id)) throw new DomainError(409, "paper.roundFrozen");
  const reading = readDraft(workingDraft(row));
  if (!reading.complete) throw new DomainError(422, "application.incomplete");
  const answers = reading.complete;
  const documents = await listDocuments(scope.db, row.id);
  if (
    missingDocuments(
      checklist(answers),
      documents.map((d) => d.name),
    ).length
  ) {
    throw new DomainError(422, "application.documentsMissing", "documents");
  }
  const receivedAt = receivedAtOf(row);
  const actor = by.principal.username;
  const registered = withReceiptNo(
    round.round,
    async (receiptNo) => {
      const submission = await writeSubmission(
        scope.db,
        {
          row,
          round,
          answers,
          documents,
          receiptNo,
          token: `paper-${row.id}`,
          actor,
          submittedAt: receivedAt,
          now: by.now,
          inquiryUrl: lookupUrl(row.id),
          note: PAPER_NOTE,
          snapshot: { channel: "PAPER", receivedAt },
        },
        [
          // A freeze that committed since the check above fails the submission whole.
          unlessFrozen(scope.db, round.id),
          auditStatement(
            scope.db,
            {
              actor,
              action: "record.create",
              targetType: "application",
              targetId: row.id,
              detail: { channel: "PAPER", round: round.round, step: "submit" },
            },
            by.origin,
          ),
        ],
      );
      enqueueOutbox(scope, submission.messageIds);
      return { id: row.id, receiptNo, version: 1 };
    },
    async () => {
      const fresh = await loadApplication(scope.db, row.id);
      if (fresh && fresh.status !== "DRAFT") return { id: fresh.id, receiptNo: fresh.receiptNo ?? "", version: 1 };
      // Otherwise the receipt number clashed with another application's: draw again.
      return null;
    },
  );
  try {
    return await registered;
  } catch (error) {
    // The freeze guard in the batch: the list was frozen while this was being prepared.
    if (await roundFrozen(scope.db, round.id)) throw new DomainError(409, "paper.roundFrozen");
    throw error;
  }
}
