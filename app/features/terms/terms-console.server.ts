import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { type Db, isUniqueViolation } from "../../../db/client";
import { newId } from "../../../db/columns";
import { terms, termVersions } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { publicContentChanged } from "../../lib/public-content.server";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import type { CreateTermInput, PublishTermVersionInput, UpdateTermInput } from "./term-schema";

/** A version may not take effect earlier than now: that would rewrite what was in force. */
const BACKDATE_TOLERANCE_MS = 60_000;

type VersionRef = { version: number; effectiveAt: Date };

export type TermSummary = {
  id: string;
  code: string;
  title: string;
  required: boolean;
  latestVersion: number;
  /** The version visitors agree to now, and the next one waiting for its date, if any. */
  inForce: VersionRef | null;
  scheduled: VersionRef | null;
  updatedAt: Date;
};

/** Which version is in force at `now`: the highest already effective (terms.server.ts reads it the same way). */
export function versionStates<V extends VersionRef>(versions: V[], now: Date) {
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  const inForce = newestFirst.find((v) => v.effectiveAt.getTime() <= now.getTime()) ?? null;
  const scheduled = newestFirst.filter((v) => v.effectiveAt.getTime() > now.getTime()).at(-1) ?? null;
  const state = (v: V): "inForce" | "scheduled" | "previous" =>
    v === inForce ? "inForce" : v.effectiveAt.getTime() > now.getTime() ? "scheduled" : "previous";
  return { inForce, scheduled, state };
}

export async function listTermsForConsole(db: Db, now: Date): Promise<TermSummary[]> {
  const [rows, versions] = await db.batch([
    db.select().from(terms).orderBy(asc(terms.code)),
    db
      .select({ termId: termVersions.termId, version: termVersions.version, effectiveAt: termVersions.effectiveAt })
      .from(termVersions),
  ]);
  return rows.map((term) => {
    const own = versions.filter((v) => v.termId === term.id);
    const { inForce, scheduled } = versionStates(own, now);
    const ref = (v: VersionRef | null) => v && { version: v.version, effectiveAt: v.effectiveAt };
    return {
      id: term.id,
      code: term.code,
      title: term.title,
      required: term.required,
      latestVersion: Math.max(0, ...own.map((v) => v.version)),
      inForce: ref(inForce),
      scheduled: ref(scheduled),
      updatedAt: term.updatedAt,
    };
  });
}

/**
 * How many interest registrations and applications agreed to each version of a term: what
 * people agreed to keeps its version whatever is published later.
 */
export async function agreementCounts(db: Db, code: string): Promise<Record<number, number>> {
  const rows = await db.all<{ version: number; n: number }>(sql`
    select version, count(*) as n from (
      select json_extract(j.value, '$.version') as version
        from registrations r, json_each(r.terms) j where json_extract(j.value, '$.code') = ${code}
      union all
      select json_extract(j.value, '$.version')
        from applications a, json_each(a.terms) j where json_extract(j.value, '$.code') = ${code}
    ) group by version`);
  return Object.fromEntries(rows.map((r) => [Number(r.version), Number(r.n)]));
}

export async function getTermForConsole(db: Db, id: string) {
  const term = await db.select().from(terms).where(eq(terms.id, id)).get();
  if (!term) throw new DomainError(404, "console.notFound");
  const versions = await db
    .select({
      version: termVersions.version,
      body: termVersions.body,
      effectiveAt: termVersions.effectiveAt,
      createdAt: termVersions.createdAt,
    })
    .from(termVersions)
    .where(eq(termVersions.termId, id))
    .orderBy(desc(termVersions.version));
  return { term, versions };
}

/** When a new version takes effect: not in the past, and not before the version it follows. */
function effectiveFrom(input: { effectiveAt?: Date }, now: Date, previous?: Date): Date {
  const at = input.effectiveAt ?? now;
  if (at.getTime() < now.getTime() - BACKDATE_TOLERANCE_MS)
    throw new DomainError(400, "console.effectiveInPast", "effectiveAt");
  // Otherwise the older version would come into force after the newer one and never count.
  if (previous && at.getTime() < previous.getTime())
    throw new DomainError(400, "console.effectiveBeforePrevious", "effectiveAt");
  return at;
}

export async function createTerm(db: Db, input: CreateTermInput, by: AuditActor) {
  const effectiveAt = effectiveFrom(input, by.now);
  const taken = await db.select({ id: terms.id }).from(terms).where(eq(terms.code, input.code)).get();
  if (taken) throw new DomainError(409, "console.termCodeTaken", "code");
  const id = newId();
  try {
    await db.batch([
      db.insert(terms).values({
        id,
        code: input.code,
        title: input.title,
        required: input.required,
        createdAt: by.now,
        updatedAt: by.now,
      }),
      db.insert(termVersions).values({ termId: id, version: 1, body: input.body, effectiveAt, createdAt: by.now }),
      auditStatement(
        db,
        {
          actor: by.principal.username,
          action: "record.create",
          targetType: "term",
          targetId: input.code,
          detail: { version: 1 },
        },
        by.origin,
      ),
      publicContentChanged(db, by.now),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, "console.termCodeTaken", "code");
    throw error;
  }
  return getTermForConsole(db, id);
}

export async function updateTerm(db: Db, id: string, input: UpdateTermInput, by: AuditActor) {
  const term = await db.select({ code: terms.code }).from(terms).where(eq(terms.id, id)).get();
  if (!term) throw new DomainError(404, "console.notFound");
  await db.batch([
    db.update(terms).set({ title: input.title, required: input.required, updatedAt: by.now }).where(eq(terms.id, id)),
    auditStatement(
      db,
      {
        actor: by.principal.username,
        action: "record.update",
        targetType: "term",
        targetId: term.code,
        detail: { changed: Object.keys(input).filter((k) => input[k as keyof UpdateTermInput] !== undefined) },
      },
      by.origin,
    ),
    publicContentChanged(db, by.now),
  ]);
  return getTermForConsole(db, id);
}

/**
 * Publishes the next version of a term. Earlier versions are never changed: agreements name
 * the version they agreed to. Two managers publishing at once: one wins, the other gets 409.
 */
export async function publishTermVersion(db: Db, id: string, input: PublishTermVersionInput, by: AuditActor) {
  const { term, versions } = await getTermForConsole(db, id);
  const effectiveAt = effectiveFrom(input, by.now, versions[0]?.effectiveAt);
  const version = (versions[0]?.version ?? 0) + 1;
  try {
    await db.batch([
      db.insert(termVersions).values({ termId: id, version, body: input.body, effectiveAt, createdAt: by.now }),
      db.update(terms).set({ updatedAt: by.now }).where(eq(terms.id, id)),
      auditStatement(
        db,
        {
          actor: by.principal.username,
          action: "record.create",
          targetType: "term_version",
          targetId: term.code,
          detail: { version },
        },
        by.origin,
      ),
      publicContentChanged(db, by.now),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, "console.termVersionConflict");
    throw error;
  }
  return { version, body: input.body, effectiveAt, createdAt: by.now };
}

/**
 * Withdraws the latest version while it is still waiting for its date (a mistake caught in
 * time): nobody can have agreed to it yet. A version in force is never changed or removed.
 */
export async function withdrawScheduledVersion(db: Db, id: string, version: number, by: AuditActor): Promise<void> {
  const { term, versions } = await getTermForConsole(db, id);
  const target = versions.find((v) => v.version === version);
  if (!target) throw new DomainError(404, "console.notFound");
  if (target.effectiveAt.getTime() <= by.now.getTime()) throw new DomainError(409, "console.termVersionInForce");
  if (versions[0]?.version !== version) throw new DomainError(409, "console.termVersionNotLatest");
  const [removed] = await db.batch([
    db
      .delete(termVersions)
      .where(and(eq(termVersions.termId, id), eq(termVersions.version, version), gt(termVersions.effectiveAt, by.now)))
      .returning({ version: termVersions.version }),
    db.update(terms).set({ updatedAt: by.now }).where(eq(terms.id, id)),
    auditStatement(
      db,
      {
        actor: by.principal.username,
        action: "record.delete",
        targetType: "term_version",
        targetId: term.code,
        detail: { version },
      },
      by.origin,
    ),
    // Kept pages expire at the withdrawn version's date; the new content version frees them of it.
    publicContentChanged(db, by.now),
  ]);
  // Both checks read `by.now`: only another manager withdrawing it at the same moment leaves nothing here.
  if (removed.length === 0) throw new DomainError(404, "console.notFound");
}
