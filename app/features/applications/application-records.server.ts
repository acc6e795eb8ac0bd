import { and, asc, desc, eq, inArray, type Placeholder, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { preparedBatch, preparedRows } from "../../../db/prepared";
import { applicationDocuments, applications, applicationVersions, roundDraws, rounds } from "../../../db/schema";
import { formatDate } from "../../lib/format";
import type { Answers, DraftValues } from "./application-form";
import { draftOf, readDraft } from "./application-form";
import { checkEligibility, type Eligibility } from "./eligibility";

/*
 * Reading applications and turning rows into answers and back. Shared by the journey, the
 * API, the inquiry page and the console.
 */

export type ApplicationRow = typeof applications.$inferSelect;
export type DocumentRow = typeof applicationDocuments.$inferSelect;
export type RoundRow = typeof rounds.$inferSelect;

/** The application row by its id (a placeholder in a prepared statement). */
const rowById = (db: Db) =>
  db
    .select()
    .from(applications)
    .where(eq(applications.id, sql.placeholder("id")))
    .prepare();

const rowOnly = preparedRows(rowById);

export async function loadApplication(db: Db, id: string): Promise<ApplicationRow | undefined> {
  return (await rowOnly(db, { id }))[0];
}

export function loadRound(db: Db, id: string): Promise<RoundRow | undefined> {
  return db.select().from(rounds).where(eq(rounds.id, id)).get();
}

const documentsOf = (db: Db, applicationId: string | Placeholder) =>
  db
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId))
    .orderBy(asc(applicationDocuments.kind), asc(applicationDocuments.name));

export function listDocuments(db: Db, applicationId: string): Promise<DocumentRow[]> {
  return documentsOf(db, applicationId);
}

/**
 * What the applicant's requests need beside the application row: its round (the window, the
 * receipt's round number), its documents and the round's announced result date (null without one).
 */
export type ApplicationParts = { round: RoundRow | undefined; documents: DocumentRow[]; resultDate: string | null };

/** The parts of application `:id` as statements of one batch (its round by the row's round_id). */
function partsStatements(db: Db) {
  const id = sql.placeholder("id");
  const roundId = db.select({ id: applications.roundId }).from(applications).where(eq(applications.id, id));
  return [
    db.select().from(rounds).where(inArray(rounds.id, roundId)).prepare(),
    documentsOf(db, id).prepare(),
    db
      .select({ resultDate: roundDraws.resultDate })
      .from(roundDraws)
      .where(inArray(roundDraws.roundId, roundId))
      .prepare(),
  ] as const;
}

const withParts = preparedBatch((db) => {
  const [roundRows, documents, draws] = partsStatements(db);
  return [rowById(db), roundRows, documents, draws] as const;
});
const partsOnly = preparedBatch(partsStatements);

/**
 * Application `id` with its parts, in one D1 round trip: one batch, so one consistent read
 * (every journey request of the applicant starts here; a D1 round trip is most of a read's cost).
 */
export async function loadApplicationWithParts(
  db: Db,
  id: string,
): Promise<{ row: ApplicationRow; parts: ApplicationParts } | undefined> {
  const [rows, roundsRead, documentsRead, drawsRead] = await withParts(db, { id });
  const row = rows[0];
  return row && { row, parts: partsOf(roundsRead, documentsRead, drawsRead) };
}

/**
 * The application of person `:personKey` in round `:roundId` with its documents, and the
 * round's announced result date, as statements of one batch (placeholders; the round's row is
 * the caller's).
 */
export function personApplicationStatements(db: Db) {
  const mine = and(
    eq(applications.roundId, sql.placeholder("roundId")),
    eq(applications.personKey, sql.placeholder("personKey")),
  );
  const mineId = db.select({ id: applications.id }).from(applications).where(mine);
  return [
    db.select().from(applications).where(mine).prepare(),
    db
      .select()
      .from(applicationDocuments)
      .where(inArray(applicationDocuments.applicationId, mineId))
      .orderBy(asc(applicationDocuments.kind), asc(applicationDocuments.name))
      .prepare(),
    db
      .select({ resultDate: roundDraws.resultDate })
      .from(roundDraws)
      .where(eq(roundDraws.roundId, sql.placeholder("roundId")))
      .prepare(),
  ] as const;
}

/** The parts of a row read already, in one D1 round trip. */
export async function readApplicationParts(db: Db, id: string): Promise<ApplicationParts> {
  return partsOf(...(await partsOnly(db, { id })));
}

/** The parts from the rows of partsStatements. */
export function partsOf(
  roundsRead: RoundRow[],
  documents: DocumentRow[],
  draws: { resultDate: string | null }[],
): ApplicationParts {
  return { round: roundsRead[0], documents, resultDate: draws[0]?.resultDate ?? null };
}

export function listVersions(db: Db, applicationId: string) {
  return db
    .select({
      version: applicationVersions.version,
      actor: applicationVersions.actor,
      createdAt: applicationVersions.createdAt,
      snapshot: applicationVersions.snapshot,
    })
    .from(applicationVersions)
    .where(eq(applicationVersions.applicationId, applicationId))
    .orderBy(desc(applicationVersions.version));
}

/** The round's reference date (YYYYMMDD) for ages and marriage years: its own, else the Seoul day it opens. */
export function referenceDateOf(round: Pick<RoundRow, "referenceDate" | "openAt">): string {
  return round.referenceDate ?? formatDate(round.openAt).replace(/-/g, "");
}

/** The submitted answers of a row, or null for a draft never submitted. */
export function answersOf(row: ApplicationRow): Answers | null {
  const { email, qualificationType, unitType, supplyType, supplyCategory, isHomeless, isAsset, isCar } = row;
  if (!email || !qualificationType || !unitType || !supplyType || !supplyCategory) return null;
  if (isHomeless === null || isAsset === null || isCar === null) return null;
  return {
    email,
    qualificationType,
    unitType,
    supplyType,
    supplyCategory,
    earningRank: row.earningRank,
    regionRank: row.regionRank,
    isHomeless,
    isAsset,
    isCar,
    carValue: row.carValue,
    spouseName: row.spouseName,
    spousePhone: row.spousePhone,
    spouseBirth: row.spouseBirth,
    marriagePlanned: row.marriagePlanned,
    marriageDate: row.marriageDate,
  };
}

/**
 * The values being edited: the draft when there is one, else (a submitted application not
 * being edited) its submitted answers as the forms post them.
 */
export function workingDraft(row: ApplicationRow): DraftValues {
  if (row.draft) return row.draft as DraftValues;
  const answers = answersOf(row);
  return answers ? draftOf(answers) : {};
}

/** The eligibility of what the applicant has answered so far (draft or submitted). */
export function eligibilityOf(row: ApplicationRow, round: RoundRow): Eligibility {
  const { answers } = readDraft(workingDraft(row));
  return checkEligibility({ ...answers, birth: row.birth, referenceDate: referenceDateOf(round) });
}

export type DocumentSnapshot = Pick<DocumentRow, "name" | "kind" | "originalName" | "contentType" | "size" | "sha256">;

/** What an immutable version keeps: the person as verified, the answers, the documents, the verdict. */
export type ApplicationSnapshot = {
  receiptNo: string | null;
  name: string;
  phone: string;
  birth: string;
  terms: ApplicationRow["terms"];
  answers: Answers;
  documents: DocumentSnapshot[];
  eligibility: Eligibility;
};

export function snapshotOf(
  row: ApplicationRow,
  round: RoundRow,
  answers: Answers,
  documents: readonly DocumentRow[],
): ApplicationSnapshot {
  return {
    receiptNo: row.receiptNo,
    name: row.name,
    phone: row.phone,
    birth: row.birth,
    terms: row.terms,
    answers,
    documents: documents.map(({ name, kind, originalName, contentType, size, sha256 }) => ({
      name,
      kind,
      originalName,
      contentType,
      size,
      sha256,
    })),
    eligibility: checkEligibility({ ...answers, birth: row.birth, referenceDate: referenceDateOf(round) }),
  };
}
