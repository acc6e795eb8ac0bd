import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client";
import { publicContentChanged } from "../../lib/public-content.server";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { removeObjects, type StoredFile } from "./attachments.server";
import type { ManagedFlags } from "./managed-schema";

export type ManagedTarget = "notice" | "faq" | "faqCategory" | "download";

/** The audit row of a console change to managed content. */
export function managedAudit(
  db: Db,
  by: AuditActor,
  action: "record.create" | "record.update" | "record.delete",
  targetType: ManagedTarget,
  targetId: string,
  detail?: Record<string, unknown>,
) {
  return auditStatement(db, { actor: by.principal.username, action, targetType, targetId, detail }, by.origin);
}

/** An entry's publication date after a change: it moves to now when a hidden entry is published. */
export function publishedAtAfter(
  current: { published: boolean; publishedAt: Date },
  published: boolean,
  now: Date,
): Date {
  return !current.published && published ? now : current.publishedAt;
}

/** The columns a pin or publish change sets; publishing a hidden entry dates it now. */
export function flagChange(
  current: { pinned: boolean; published: boolean; publishedAt: Date },
  flags: ManagedFlags,
  now: Date,
) {
  const published = flags.published ?? current.published;
  return {
    pinned: flags.pinned ?? current.pinned,
    published,
    publishedAt: publishedAtAfter(current, published, now),
    updatedAt: now,
  };
}

const keysOf = (files: StoredFile[] = []) => files.map((f) => f.r2Key);

/**
 * Commits one console change to public content: its statements, audit row and a new public
 * content version (so cached public pages show the change at once) in one D1 batch, so all
 * of it lands or none. Files the change already put in R2 (`added`) are removed
 * again when the batch fails; files it let go of (`released`) are removed once it landed.
 */
export async function commitManagedChange(
  db: Db,
  bucket: R2Bucket | null,
  at: Date,
  statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]],
  files: { added?: StoredFile[]; released?: StoredFile[] } = {},
): Promise<void> {
  try {
    await db.batch([...statements, publicContentChanged(db, at)]);
  } catch (error) {
    if (bucket) await removeObjects(bucket, keysOf(files.added));
    throw error;
  }
  if (bucket) await removeObjects(bucket, keysOf(files.released));
}
