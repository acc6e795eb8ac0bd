import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applications, competitionPublications, rounds } from "../../../db/schema";
import type { CompetitionLine } from "../../../db/schema/competition";
import { DomainError } from "../../lib/domain-error";
import {
  type ApplicationStatus,
  SUBMITTED_STATUSES,
  SUPPLY_CATEGORIES,
  SUPPLY_TYPES,
  type SupplyCategory,
  type SupplyType,
} from "../../lib/enums";
import { publicContentChanged } from "../../lib/public-content.server";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { UNIT_TYPES } from "../guide/content/facts";
import { currentRound } from "../schedules/application-window";
import { rateOf, totalOf } from "./competition-rate";

/*
 * Competition rates (경쟁률, docs/product.md §12.6): per round, the applications per supply
 * type and category against the households supplied. A manager publishes a round's rates
 * (/console/schedules/competition, PUT /api/console/application/competition/:roundId);
 * publishing takes a snapshot of the counts, which is what the public page and API show until
 * the next publish. So the public figures are the ones the manager published, and a cached
 * page stays right until a console write changes them (publicContentChanged in the batch).
 */

/**
 * The statuses that count as an application: every submitted one (paper or online) whatever
 * its review has decided, except a withdrawn one. Drafts are not applications yet.
 */
export const COUNTED_STATUSES: readonly ApplicationStatus[] = SUBMITTED_STATUSES.filter((s) => s !== "WITHDRAWN");

const CATEGORY_OF_TARGET = { youth: "YOUTH", newlywed: "MARRIED" } as const satisfies Record<string, SupplyCategory>;

/**
 * Households supplied for a supply type and category, from the unit facts the guide pages
 * show (app/features/guide/content/facts.ts): a unit type's target (youth, newlywed) is its
 * supply category, its special and general counts the two supply types.
 */
export function householdsSupplied(supplyType: SupplyType, supplyCategory: SupplyCategory): number {
  return UNIT_TYPES.filter((u) => CATEGORY_OF_TARGET[u.target] === supplyCategory).reduce(
    (sum, u) => sum + (supplyType === "SPECIAL_TYPE" ? u.special : u.general),
    0,
  );
}

/** A round's lines as they stand now, in a fixed order (special first, youth first). */
export async function countCompetition(db: Db, roundId: string): Promise<CompetitionLine[]> {
  const counts = await db
    .select({ supplyType: applications.supplyType, supplyCategory: applications.supplyCategory, n: count() })
    .from(applications)
    .where(and(eq(applications.roundId, roundId), inArray(applications.status, [...COUNTED_STATUSES])))
    .groupBy(applications.supplyType, applications.supplyCategory);
  return SUPPLY_TYPES.flatMap((supplyType) =>
    SUPPLY_CATEGORIES.map((supplyCategory) => ({
      supplyType,
      supplyCategory,
      households: householdsSupplied(supplyType, supplyCategory),
      applications: counts.find((c) => c.supplyType === supplyType && c.supplyCategory === supplyCategory)?.n ?? 0,
    })),
  );
}

type RoundRow = typeof rounds.$inferSelect;
type Publication = typeof competitionPublications.$inferSelect;

/** A round's rates for the console: the counts now beside what is published, if anything. */
export type ConsoleCompetition = {
  id: string;
  round: number;
  title: string;
  live: CompetitionLine[];
  published: { lines: CompetitionLine[]; publishedAt: Date; publishedBy: string } | null;
};

/** Every round, newest first, with its live counts and its publication. */
export async function listCompetitionForConsole(db: Db): Promise<ConsoleCompetition[]> {
  const [all, publications] = await Promise.all([
    db.select().from(rounds).orderBy(desc(rounds.round)),
    db.select().from(competitionPublications),
  ]);
  return Promise.all(
    all.map(async (r) => {
      const p = publications.find((x) => x.roundId === r.id);
      return {
        id: r.id,
        round: r.round,
        title: r.title,
        live: await countCompetition(db, r.id),
        published: p ? { lines: p.lines, publishedAt: p.publishedAt, publishedBy: p.publishedBy } : null,
      };
    }),
  );
}

/**
 * Publishes a round's rates (a snapshot of the counts now; publishing again refreshes it) or
 * withdraws them, with the audit row and the public content version in the same batch.
 */
export async function setCompetitionPublished(
  db: Db,
  roundId: string,
  published: boolean,
  by: AuditActor,
): Promise<Publication | null> {
  const round = await db.select().from(rounds).where(eq(rounds.id, roundId)).get();
  if (!round) throw new DomainError(404, "console.notFound");
  const audit = auditStatement(
    db,
    {
      actor: by.principal.username,
      action: "record.update",
      targetType: "competition",
      targetId: roundId,
      detail: { round: round.round, published },
    },
    by.origin,
  );
  if (!published) {
    await db.batch([
      db.delete(competitionPublications).where(eq(competitionPublications.roundId, roundId)),
      audit,
      publicContentChanged(db, by.now),
    ]);
    return null;
  }
  const row = {
    roundId,
    lines: await countCompetition(db, roundId),
    publishedAt: by.now,
    publishedBy: by.principal.username,
  };
  await db.batch([
    db
      .insert(competitionPublications)
      .values(row)
      .onConflictDoUpdate({ target: competitionPublications.roundId, set: row }),
    audit,
    publicContentChanged(db, by.now),
  ]);
  return row;
}

/** A round's rates as visitors and the public API see them. */
export type PublicCompetition = {
  round: number;
  title: string;
  /** Null until a manager publishes; then the published snapshot. */
  published: {
    publishedAt: string;
    lines: (CompetitionLine & { rate: string | null })[];
    total: { households: number; applications: number; rate: string | null };
  } | null;
};

function publicView(round: RoundRow, p: Publication | undefined): PublicCompetition {
  if (!p) return { round: round.round, title: round.title, published: null };
  const total = totalOf(p.lines);
  return {
    round: round.round,
    title: round.title,
    published: {
      publishedAt: p.publishedAt.toISOString(),
      lines: p.lines.map((l) => ({ ...l, rate: rateOf(l) })),
      total: { ...total, rate: rateOf(total) },
    },
  };
}

/** Every round visitors see (shown), newest first, each with its published rates or none. */
export async function publicCompetitions(db: Db): Promise<PublicCompetition[]> {
  const [shown, publications] = await Promise.all([
    db.select().from(rounds).where(eq(rounds.shows, true)).orderBy(desc(rounds.round)),
    db.select().from(competitionPublications),
  ]);
  return shown.map((r) =>
    publicView(
      r,
      publications.find((p) => p.roundId === r.id),
    ),
  );
}

/**
 * One shown round's rates (GET /api/v1/application/competition): the round numbered `round`,
 * or without one the round visitors see now (the same rule as /application). 404 for a round
 * that does not exist or is hidden.
 */
export async function publicCompetition(db: Db, now: Date, round?: number): Promise<PublicCompetition> {
  const shown = await db.select().from(rounds).where(eq(rounds.shows, true));
  const target = round === undefined ? currentRound(shown, now) : shown.find((r) => r.round === round);
  if (!target) throw new DomainError(404, "competition.roundNotFound");
  const p = await db.select().from(competitionPublications).where(eq(competitionPublications.roundId, target.id)).get();
  return publicView(target, p);
}
