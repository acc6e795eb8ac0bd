import { asc, desc, eq, max } from "drizzle-orm";
import { type Db, isUniqueViolation } from "../../../db/client";
import { newId } from "../../../db/columns";
import { terms, termVersions } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { publicContentChanged } from "../../lib/public-content.server";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import type { CreateTermInput, PublishTermVersionInput, UpdateTermInput } from "./term-schema";

/** A version may not take effect earlier than now: that would rewrite what was in force. */
const BACKDATE_TOLERANCE_MS = 60_000;

export type TermSummary = {
  id: string;
  code: string;
  title: string;
  required: boolean;
  latestVersion: number;
  updatedAt: Date;
};

export async function listTermsForConsole(db: Db): Promise<TermSummary[]> {
  return db
    .select({
      id: terms.id,
      code: terms.code,
      title: terms.title,
      required: terms.required,
      latestVersion: max(termVersions.version).mapWith(Number),
      updatedAt: terms.updatedAt,
    })
    .from(terms)
    .leftJoin(termVersions, eq(termVersions.termId, terms.id))
    .groupBy(terms.id)
    .orderBy(asc(terms.code));
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

function effectiveFrom(input: { effectiveAt?: Date }, now: Date): Date {
  const at = input.effectiveAt ?? now;
  if (at.getTime() < now.getTime() - BACKDATE_TOLERANCE_MS)
    throw new DomainError(400, "console.effectiveInPast", "effectiveAt");
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
  const effectiveAt = effectiveFrom(input, by.now);
  const { term, versions } = await getTermForConsole(db, id);
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
