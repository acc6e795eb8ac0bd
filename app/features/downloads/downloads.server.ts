import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { downloadFiles, downloads } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { type Page, paginate } from "../../lib/pagination";
import type { AuditActor } from "../audit/audit.server";
import {
  applyFileChanges,
  deleteFileRows,
  type FileChanges,
  type StoredFile,
} from "../managed-content/attachments.server";
import type { ConsoleListQuery, ManagedFlags, PublicListQuery } from "../managed-content/managed-schema";
import {
  commitManagedChange,
  flagChange,
  managedAudit,
  publishedAtAfter,
} from "../managed-content/managed-write.server";
import { containsText, publicationFilter } from "../managed-content/search.server";
import { clearForPublishing, type PublishPart } from "../publishing/publishing-gate.server";
import type { DownloadInput } from "./download-schema";

/*
 * 서식 다운로드 (PRODUCT.md §14.3): entries with a plain-text description and their files,
 * the public list and page, and the console's changes, each one batch with its audit row.
 */

export const DOWNLOAD_PAGE_SIZE = 10;

export type DownloadRow = typeof downloads.$inferSelect;
export type DownloadFile = StoredFile & { downloadId: string };
export type DownloadSummary = {
  id: string;
  title: string;
  description: string;
  pinned: boolean;
  published: boolean;
  sample: boolean;
  publishedAt: Date;
  fileCount: number;
};
export type DownloadDetail = DownloadRow & { files: DownloadFile[] };

// Written out in full: inside a subquery drizzle would leave the column names unqualified.
const fileCount =
  sql<number>`(select count(*) from "download_files" where "download_files"."download_id" = "downloads"."id")`.mapWith(
    Number,
  );

function listed(db: Db, where: SQL | undefined, page: number): Promise<Page<DownloadSummary>> {
  return paginate(
    db,
    { page, pageSize: DOWNLOAD_PAGE_SIZE },
    ({ limit, offset }) =>
      db
        .select({
          id: downloads.id,
          title: downloads.title,
          description: downloads.description,
          pinned: downloads.pinned,
          published: downloads.published,
          sample: downloads.sample,
          publishedAt: downloads.publishedAt,
          fileCount,
        })
        .from(downloads)
        .where(where)
        .orderBy(desc(downloads.pinned), desc(downloads.publishedAt), desc(downloads.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(downloads).where(where),
  );
}

const search = (q: string | undefined) => (q ? containsText(q, downloads.title, downloads.description) : undefined);

export function listPublishedDownloads(db: Db, query: PublicListQuery): Promise<Page<DownloadSummary>> {
  return listed(db, and(eq(downloads.published, true), search(query.q)), query.page);
}

export function listDownloadsForConsole(db: Db, query: ConsoleListQuery): Promise<Page<DownloadSummary>> {
  return listed(db, and(publicationFilter(downloads.published, query.status), search(query.q)), query.page);
}

const fileColumns = {
  id: downloadFiles.id,
  downloadId: downloadFiles.downloadId,
  r2Key: downloadFiles.r2Key,
  originalName: downloadFiles.originalName,
  contentType: downloadFiles.contentType,
  size: downloadFiles.size,
};

function filesOf(db: Db, downloadId: string) {
  return db
    .select(fileColumns)
    .from(downloadFiles)
    .where(eq(downloadFiles.downloadId, downloadId))
    .orderBy(asc(downloadFiles.createdAt), asc(downloadFiles.id));
}

async function getDownload(db: Db, id: string, publishedOnly: boolean): Promise<DownloadDetail> {
  const where = and(eq(downloads.id, id), publishedOnly ? eq(downloads.published, true) : undefined);
  const [[row], files] = await db.batch([db.select().from(downloads).where(where), filesOf(db, id)]);
  if (!row) throw new DomainError(404, "download.notFound");
  return { ...row, files };
}

export const getPublishedDownload = (db: Db, id: string) => getDownload(db, id, true);
export const getDownloadForConsole = (db: Db, id: string) => getDownload(db, id, false);

/** A file of an entry, for downloading; only while the entry is published unless `anyState`. */
export async function getDownloadFile(db: Db, downloadId: string, fileId: string, anyState = false) {
  const [file] = await db
    .select(fileColumns)
    .from(downloadFiles)
    .innerJoin(downloads, eq(downloads.id, downloadFiles.downloadId))
    .where(
      and(
        eq(downloadFiles.id, fileId),
        eq(downloadFiles.downloadId, downloadId),
        anyState ? undefined : eq(downloads.published, true),
      ),
    );
  if (!file) throw new DomainError(404, "attachment.notFound");
  return file;
}

/** What a change to an entry is about to publish: its text and new files. */
function downloadParts(input: DownloadInput | null, uploads: File[] = []): PublishPart[] {
  const text: PublishPart[] = input
    ? [
        { field: "title", place: "title", text: input.title },
        { field: "description", place: "description", text: input.description },
      ]
    : [];
  return [...text, ...uploads.map((file, i) => ({ field: `files.${i}`, file }))];
}

const insertFiles = (db: Db, downloadId: string, stored: (StoredFile & { createdAt: Date })[]) =>
  stored.map((f) => db.insert(downloadFiles).values({ ...f, downloadId }));

export async function createDownload(
  db: Db,
  bucket: R2Bucket,
  input: DownloadInput,
  uploads: File[],
  by: AuditActor,
): Promise<DownloadDetail> {
  const id = newId();
  const { confirmUnreadable, ...fields } = input;
  const cleared = await clearForPublishing(db, by, {
    targetType: "download",
    targetId: id,
    parts: downloadParts(input, uploads),
    confirmUnreadable: Boolean(confirmUnreadable),
  });
  const { stored } = await applyFileChanges(bucket, `downloads/${id}`, [], { uploads }, by.now);
  await commitManagedChange(
    db,
    bucket,
    by.now,
    [
      db.insert(downloads).values({ ...fields, id, publishedAt: by.now, createdAt: by.now, updatedAt: by.now }),
      ...insertFiles(db, id, stored),
      managedAudit(db, by, "record.create", "download", id, { files: stored.length }),
      ...cleared,
    ],
    { added: stored },
  );
  return getDownloadForConsole(db, id);
}

/** Replaces an entry's fields (when given) and changes its files, in one batch. */
export async function updateDownload(
  db: Db,
  bucket: R2Bucket,
  id: string,
  input: DownloadInput | null,
  changes: FileChanges,
  by: AuditActor,
): Promise<DownloadDetail> {
  const current = await getDownloadForConsole(db, id);
  const cleared = await clearForPublishing(db, by, {
    targetType: "download",
    targetId: id,
    parts: downloadParts(input, changes.uploads),
    confirmUnreadable: Boolean(input?.confirmUnreadable || changes.confirmUnreadable),
  });
  const { stored, removed } = await applyFileChanges(bucket, `downloads/${id}`, current.files, changes, by.now);
  const { confirmUnreadable: _, ...written } = input ?? {};
  const fields = input ? { ...written, publishedAt: publishedAtAfter(current, input.published, by.now) } : {};
  await commitManagedChange(
    db,
    bucket,
    by.now,
    [
      db
        .update(downloads)
        .set({ ...fields, updatedAt: by.now })
        .where(eq(downloads.id, id)),
      ...insertFiles(db, id, stored),
      ...deleteFileRows(db, downloadFiles, removed),
      managedAudit(db, by, "record.update", "download", id, { added: stored.length, removed: removed.length }),
      ...cleared,
    ],
    { added: stored, released: removed },
  );
  return getDownloadForConsole(db, id);
}

export async function setDownloadFlags(db: Db, id: string, flags: ManagedFlags, by: AuditActor) {
  const current = await getDownloadForConsole(db, id);
  await commitManagedChange(db, null, by.now, [
    db
      .update(downloads)
      .set(flagChange(current, flags, by.now))
      .where(eq(downloads.id, id)),
    managedAudit(db, by, "record.update", "download", id, flags),
  ]);
  return getDownloadForConsole(db, id);
}

export async function deleteDownload(db: Db, bucket: R2Bucket, id: string, by: AuditActor) {
  const current = await getDownloadForConsole(db, id);
  await commitManagedChange(
    db,
    bucket,
    by.now,
    [
      db.delete(downloadFiles).where(eq(downloadFiles.downloadId, id)),
      db.delete(downloads).where(eq(downloads.id, id)),
      managedAudit(db, by, "record.delete", "download", id),
    ],
    { released: current.files },
  );
  return current;
}
