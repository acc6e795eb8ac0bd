import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { bound, preparedBatch } from "../../../db/prepared";
import { applications, termVersions } from "../../../db/schema";
import type { AgreedTerm } from "../../../db/schema/registrations";
import type { RequestScope } from "../../lib/context";
import { DomainError } from "../../lib/domain-error";
import { claimVerification } from "../identity/verification-claim.server";
import { currentRoundWindow, currentRoundWindowOf, roundsQuery } from "../schedules/rounds.server";
import { currentTermsOf, currentTermsQuery, listCurrentTerms, type TermView } from "../terms/terms.server";
import { sessionCookie } from "./applicant-session.server";
import { assertWindowOpen } from "./application-access.server";
import {
  type ApplicationParts,
  type ApplicationRow,
  personApplicationStatements,
  type RoundRow,
} from "./application-records.server";
import { claimPaperApplications } from "./paper-claim.server";

/** The terms an application asks for, in display order (which are required comes from D1). */
export const APPLICATION_TERM_CODES = ["privacy", "application", "marketing"] as const;

/**
 * The terms without which nobody may apply: until a version of each is in force (a fresh
 * database holds none, and the managers publish them), the journey stays closed.
 */
export const REQUIRED_APPLICATION_TERM_CODES = ["privacy", "application"] as const;

/** Refuses (503) while a term every application needs has no version in force. */
export function assertTermsPublished(offered: readonly TermView[]): void {
  if (REQUIRED_APPLICATION_TERM_CODES.some((code) => !offered.some((t) => t.code === code))) {
    throw new DomainError(503, "application.termsMissing");
  }
}

/** The terms on offer now, in their versions in force. */
export async function applicationTerms(db: Db, now: Date): Promise<TermView[]> {
  return applicationTermsOf(await listCurrentTerms(db, now));
}

function applicationTermsOf(current: readonly TermView[]): TermView[] {
  return APPLICATION_TERM_CODES.flatMap((code) => current.filter((t) => t.code === code));
}

/** A term agreed to, and the version read when agreeing (absent: the version in force). */
export type Agreement = { code: string; version?: number };

/**
 * The round taking applications now: the current round when it is open. Before it opens,
 * after it closed or while it is stopped, the write is refused with that state's message.
 */
export async function openRound(db: Db, now: Date): Promise<RoundRow> {
  return openRoundOf(await currentRoundWindow(db, now), now);
}

function openRoundOf(current: { round: RoundRow } | null, now: Date): RoundRow {
  if (!current) throw new DomainError(403, "application.noRound");
  assertWindowOpen(current.round, now);
  return current.round;
}

/**
 * The agreements to store: every required term agreed, each in the version in force (a term
 * republished since it was read must be read and agreed again), with the time.
 */
export function agreedTerms(offered: readonly TermView[], agreed: readonly Agreement[], now: Date): AgreedTerm[] {
  for (const a of agreed) {
    const term = offered.find((t) => t.code === a.code);
    if (!term) throw new DomainError(400, "validation.agreement.unknown", "terms");
    if (a.version !== undefined && a.version !== term.version) throw new DomainError(409, "application.termsChanged");
  }
  const missing = offered.find((t) => t.required && !agreed.some((a) => a.code === t.code));
  if (missing) throw new DomainError(400, "validation.agreement.required", `terms.${missing.code}`);
  const agreedAt = now.toISOString();
  return offered
    .filter((t) => agreed.some((a) => a.code === t.code))
    .map((t) => ({ code: t.code, version: t.version, agreedAt }));
}

export type Started = {
  /** created: a new draft; resumed: this person's draft of the round; existing: already submitted. */
  kind: "created" | "resumed" | "existing";
  row: ApplicationRow;
  /** The applicant session for the application (also for an existing one: the way back to it). */
  setCookie: string;
  /** The application's parts, read with it (its round: the open round it was started in). */
  parts: ApplicationParts;
};

/** Every round and the terms in force at `now`, in one batch built once (db/prepared.ts). */
const roundsAndTerms = preparedBatch(
  (db) => [roundsQuery(db).prepare(), currentTermsQuery(db, bound("now", termVersions.effectiveAt)).prepare()] as const,
);

/**
 * A new draft (nothing when the person already has an application in the round), then their
 * application in the round with its documents and the round's result date: one batch, built
 * once (db/prepared.ts), so the start answers without reading again.
 */
const insertDraft = preparedBatch((db) => {
  const p = sql.placeholder;
  const insert = db
    .insert(applications)
    .values({
      id: p("id"),
      roundId: p("roundId"),
      personKey: p("personKey"),
      verificationId: p("verificationId"),
      lang: p("lang"),
      terms: p("terms"),
      name: p("name"),
      phone: p("phone"),
      birth: p("birth"),
      draft: {},
      createdAt: p("now"),
      updatedAt: p("now"),
    })
    .onConflictDoNothing()
    .returning({ id: applications.id })
    .prepare();
  return [insert, ...personApplicationStatements(db)] as const;
});

/**
 * Starts (or finds) this person's application in the open round, from a verification this
 * browser completed for "application" (claimed here, once) and the terms agreed to before it.
 * One person, one application per round: the round and person key are unique together, so a
 * second start finds the first, a draft to go on with or a submitted application to look at.
 */
export async function startApplication(
  scope: RequestScope,
  request: Request,
  input: { verificationId: string; agreed: readonly Agreement[] },
): Promise<Started> {
  const now = scope.now();
  // The open round and the terms in force, in one D1 round trip.
  const [allRounds, termRows] = await roundsAndTerms(scope.db, { now });
  const round = openRoundOf(currentRoundWindowOf(allRounds, now), now);
  const offered = applicationTermsOf(currentTermsOf(termRows));
  assertTermsPublished(offered);
  const terms = agreedTerms(offered, input.agreed, now);
  const identity = await claimVerification(scope, request, input.verificationId, "application");
  // A paper application of theirs in this round is then found below, as an online one is.
  await claimPaperApplications(scope, request, identity);
  const [inserted, [found], documents] = await insertDraft(scope.db, {
    id: newId(),
    roundId: round.id,
    personKey: identity.personKey,
    verificationId: identity.verificationId,
    lang: scope.lang,
    terms,
    name: identity.name,
    phone: identity.phone,
    birth: identity.birth,
    now,
  });
  if (!found) throw new DomainError(404, "application.notFound");
  const { resultDate, ...row } = found;
  const kind = inserted.length ? "created" : row.status === "DRAFT" ? "resumed" : "existing";
  const setCookie = await sessionCookie(
    scope.env.JWT_SECRET,
    { applicationId: row.id, roundId: row.roundId, personKey: row.personKey },
    now,
  );
  return { kind, row, setCookie, parts: { round, documents, resultDate } };
}
