import { and, asc, desc, eq, getTableColumns, inArray, type Placeholder, type SQLWrapper, sql } from "drizzle-orm";
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

/**
 * The announced result date of the row's round as one more column (`draw_result_date`, a name
 * no table here has): a round has at most one draw, keyed by the round. A column of the
 * statement rather than a join: a D1 batch answers rows as objects, so a join's columns of the
 * same name (id, created_at) would overwrite each other.
 */
const drawResultDate = (roundId: SQLWrapper) =>
  sql<string | null>`(select ${roundDraws.resultDate} from ${roundDraws} where ${roundDraws.roundId} = ${roundId})`.as(
    "draw_result_date",
  );

/**
 * Application `:id`, its round with the round's announced result date, and its documents: one
 * batch built once (db/prepared.ts).
 */
const withParts = preparedBatch((db) => {
  const id = sql.placeholder("id");
  const roundId = db.select({ id: applications.roundId }).from(applications).where(eq(applications.id, id));
  return [
    rowById(db),
    db
      .select({ ...getTableColumns(rounds), resultDate: drawResultDate(rounds.id) })
      .from(rounds)
      .where(inArray(rounds.id, roundId))
      .prepare(),
    documentsOf(db, id).prepare(),
  ] as const;
});

/**
 * Application `id` with its parts, in one D1 round trip: one batch, so one consistent read
 * (every journey request of the applicant starts here; a D1 round trip is most of a read's cost).
 */
export async function loadApplicationWithParts(
  db: Db,
  id: string,
): Promise<{ row: ApplicationRow; parts: ApplicationParts } | undefined> {
  const [[row], [withDate], documents] = await withParts(db, { id });
  if (!row) return undefined;
  if (!withDate) return { row, parts: { round: undefined, documents, resultDate: null } };
  const { resultDate, ...round } = withDate;
  return { row, parts: { round, documents, resultDate } };
}

/**
 * The application of person `:personKey` in round `:roundId` with the round's announced result
 * date, then its documents, as statements of one batch (placeholders; the round's row is the
 * caller's).
 */
export function personApplicationStatements(db: Db) {
  const mine = and(
    eq(applications.roundId, sql.placeholder("roundId")),
    eq(applications.personKey, sql.placeholder("personKey")),
  );
  const mineId = db.select({ id: applications.id }).from(applications).where(mine);
  return [
    db
      .select({ ...getTableColumns(applications), resultDate: drawResultDate(applications.roundId) })
      .from(applications)
      .where(mine)
      .prepare(),
    db
      .select()
      .from(applicationDocuments)
      .where(inArray(applicationDocuments.applicationId, mineId))
      .orderBy(asc(applicationDocuments.kind), asc(applicationDocuments.name))
      .prepare(),
  ] as const;
}

/** The parts of a row read already, in one D1 round trip. */
export async function readApplicationParts(db: Db, id: string): Promise<ApplicationParts> {
  return (await loadApplicationWithParts(db, id))?.parts ?? { round: undefined, documents: [], resultDate: null };
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
