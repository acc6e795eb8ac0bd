import { and, desc, eq, lte, type Param } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { terms, termVersions } from "../../../db/schema";
import { DomainError, type ErrorCode } from "../../lib/domain-error";

/** One published text of a term. */
export type TermVersionView = { version: number; body: string; effectiveAt: Date };

/** A term with the version in force now. */
export type TermView = TermVersionView & { code: string; title: string; required: boolean };

function effectiveRows(db: Db, now: Date | Param, code?: string) {
  const effective = lte(termVersions.effectiveAt, now);
  return db
    .select({
      code: terms.code,
      title: terms.title,
      required: terms.required,
      version: termVersions.version,
      body: termVersions.body,
      effectiveAt: termVersions.effectiveAt,
    })
    .from(termVersions)
    .innerJoin(terms, eq(terms.id, termVersions.termId))
    .where(code ? and(effective, eq(terms.code, code)) : effective)
    .orderBy(terms.code, desc(termVersions.version));
}

/**
 * Every term with the version in force at `now`: the highest version already effective.
 * A version published for a future date does not count until then.
 */
export async function listCurrentTerms(db: Db, now: Date): Promise<TermView[]> {
  return currentTermsOf(await effectiveRows(db, now));
}

/**
 * The query listCurrentTerms reads (for a caller's batch; `now` may be a placeholder,
 * db/prepared.ts); currentTermsOf turns its rows into the terms.
 */
export const currentTermsQuery = (db: Db, now: Date | Param) => effectiveRows(db, now);

/** The version in force of each term, from the rows of currentTermsQuery (newest version first per code). */
export function currentTermsOf(rows: readonly TermView[]): TermView[] {
  const out: TermView[] = [];
  for (const row of rows) {
    if (out.at(-1)?.code !== row.code) out.push(row);
  }
  return out;
}

export async function getCurrentTerm(db: Db, code: string, now: Date): Promise<TermView | null> {
  const [current] = await effectiveRows(db, now, code).limit(1);
  return current ?? null;
}

/** The version in force and the earlier ones, newest first; null for an unknown term. */
export async function getTermHistory(
  db: Db,
  code: string,
  now: Date,
): Promise<{ current: TermView; previous: TermVersionView[] } | null> {
  const [current, ...rest] = await effectiveRows(db, now, code);
  if (!current) return null;
  return {
    current,
    previous: rest.map(({ version, body, effectiveAt }) => ({ version, body, effectiveAt })),
  };
}

/** The JSON form of a term for the API: dates as ISO strings. */
export function termJson(term: TermView) {
  return {
    code: term.code,
    title: term.title,
    required: term.required,
    version: term.version,
    body: term.body,
    effectiveAt: term.effectiveAt.toISOString(),
  };
}

/**
 * Whether the privacy term (consent to collecting and using personal data) is among the terms
 * in force: a form that collects personal data takes none without the consent it records.
 */
export function privacyTermInForce(offered: readonly { code: string }[]): boolean {
  return offered.some((t) => t.code === "privacy");
}

/** Refuses (503 `code`) while the privacy term has no version in force (privacyTermInForce). */
export function assertPrivacyTermInForce(offered: readonly { code: string }[], code: ErrorCode): void {
  if (!privacyTermInForce(offered)) throw new DomainError(503, code);
}
