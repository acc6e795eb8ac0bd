import { and, asc, count, desc, eq, gt, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { noticeAttachments, notices } from "../../../db/schema";
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
import { sanitizeRichText } from "../managed-content/sanitize.server";
import { cleanRichText, containsText, isNew, publicationFilter } from "../managed-content/search.server";
import { bodyImages, clearForPublishing, type PublishPart } from "../publishing/publishing-gate.server";
import type { NoticeInput } from "./notice-schema";

/*
 * 공지사항 (PRODUCT.md §14.1): the public list and page, and the console's changes. Bodies are
 * kept sanitised with their text for search; every change is one batch with its audit row.
 */

export const NOTICE_PAGE_SIZE = 10;

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeFile = StoredFile & { noticeId: string };

export type NoticeSummary = {
  id: string;
  title: string;
  pinned: boolean;
  isNew: boolean;
  publishedAt: Date;
  attachmentCount: number;
};

export type NoticeNeighbour = { id: string; title: string } | null;

export type NoticeDetail = NoticeSummary & {
  body: string;
  attachments: NoticeFile[];
  /** The next older and the next newer published notice. */
  previous: NoticeNeighbour;
  next: NoticeNeighbour;
};

// Written out in full: inside a subquery drizzle would leave the column names unqualified.
const attachmentCount =
  sql<number>`(select count(*) from "notice_attachments" where "notice_attachments"."notice_id" = "notices"."id")`.mapWith(
    Number,
  );

/** Pinned first, then newest. */
const LIST_ORDER = [desc(notices.pinned), desc(notices.publishedAt), desc(notices.id)];

function listed(db: Db, where: SQL | undefined, page: number) {
  return paginate(
    db,
    { page, pageSize: NOTICE_PAGE_SIZE },
    ({ limit, offset }) =>
      db
        .select({
          id: notices.id,
          title: notices.title,
          pinned: notices.pinned,
          published: notices.published,
          publishedAt: notices.publishedAt,
          sample: notices.sample,
          attachmentCount,
        })
        .from(notices)
        .where(where)
        .orderBy(...LIST_ORDER)
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(notices).where(where),
  );
}

const search = (q: string | undefined) => (q ? containsText(q, notices.title, notices.bodyText) : undefined);

/** Published notices, searched by title and body text. */
export async function listPublishedNotices(db: Db, query: PublicListQuery, now: Date): Promise<Page<NoticeSummary>> {
  const page = await listed(db, and(eq(notices.published, true), search(query.q)), query.page);
  return {
    ...page,
    items: page.items.map(({ published: _, sample: __, ...n }) => ({ ...n, isNew: isNew(n.publishedAt, now) })),
  };
}

const fileColumns = {
  id: noticeAttachments.id,
  noticeId: noticeAttachments.noticeId,
  r2Key: noticeAttachments.r2Key,
  originalName: noticeAttachments.originalName,
  contentType: noticeAttachments.contentType,
  size: noticeAttachments.size,
};

function attachmentsOf(db: Db, noticeId: string) {
  return db
    .select(fileColumns)
    .from(noticeAttachments)
    .where(eq(noticeAttachments.noticeId, noticeId))
    .orderBy(asc(noticeAttachments.createdAt), asc(noticeAttachments.id));
}

function neighbour(db: Db, row: NoticeRow, direction: "older" | "newer") {
  const older = direction === "older";
  const before = older ? lt : gt;
  return db
    .select({ id: notices.id, title: notices.title })
    .from(notices)
    .where(
      and(
        eq(notices.published, true),
        or(
          before(notices.publishedAt, row.publishedAt),
          and(eq(notices.publishedAt, row.publishedAt), before(notices.id, row.id)),
        ),
      ),
    )
    .orderBy(...(older ? [desc(notices.publishedAt), desc(notices.id)] : [asc(notices.publishedAt), asc(notices.id)]))
    .limit(1);
}

/** A published notice with its files and neighbours; its body through the allow-list again. */
export async function getPublishedNotice(db: Db, id: string, now: Date): Promise<NoticeDetail> {
  const row = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.published, true)))
    .get();
  if (!row) throw new DomainError(404, "notice.notFound");
  const [attachments, [previous], [next]] = await db.batch([
    attachmentsOf(db, id),
    neighbour(db, row, "older"),
    neighbour(db, row, "newer"),
  ]);
  return {
    id: row.id,
    title: row.title,
    body: sanitizeRichText(row.body),
    pinned: row.pinned,
    isNew: isNew(row.publishedAt, now),
    publishedAt: row.publishedAt,
    attachmentCount: attachments.length,
    attachments,
    previous: previous ?? null,
    next: next ?? null,
  };
}

/** A file of a notice, for downloading; only while the notice is published unless `anyState`. */
export async function getNoticeFile(db: Db, noticeId: string, fileId: string, anyState = false): Promise<NoticeFile> {
  const [file] = await db
    .select(fileColumns)
    .from(noticeAttachments)
    .innerJoin(notices, eq(notices.id, noticeAttachments.noticeId))
    .where(
      and(
        eq(noticeAttachments.id, fileId),
        eq(noticeAttachments.noticeId, noticeId),
        anyState ? undefined : eq(notices.published, true),
      ),
    );
  if (!file) throw new DomainError(404, "attachment.notFound");
  return file;
}

/* The console's side. */

export type ConsoleNotice = NoticeRow & { attachments: NoticeFile[] };

/** Every notice, published or not, searched and filtered. */
export function listNoticesForConsole(db: Db, query: ConsoleListQuery) {
  return listed(db, and(publicationFilter(notices.published, query.status), search(query.q)), query.page);
}

export async function getNoticeForConsole(db: Db, id: string): Promise<ConsoleNotice> {
  const [[row], attachments] = await db.batch([
    db.select().from(notices).where(eq(notices.id, id)),
    attachmentsOf(db, id),
  ]);
  if (!row) throw new DomainError(404, "notice.notFound");
  return { ...row, attachments };
}

/** What a change to a notice is about to publish: its text, new body images, new files. */
function noticeParts(input: NoticeInput | null, bodyHtml: string | null, currentBody: string, uploads: File[] = []) {
  const parts: PublishPart[] = uploads.map((file, i) => ({ field: `files.${i}`, file }));
  if (input && bodyHtml !== null) {
    const kept = new Set(bodyImages(currentBody));
    parts.unshift(
      { field: "title", place: "title", text: input.title },
      { field: "body", place: "body", text: bodyHtml, html: true },
      { field: "body", images: bodyImages(bodyHtml).filter((src) => !kept.has(src)), inBody: true },
    );
  }
  return parts;
}

const insertFiles = (db: Db, noticeId: string, stored: (StoredFile & { createdAt: Date })[]) =>
  stored.map((f) => db.insert(noticeAttachments).values({ ...f, noticeId }));

export async function createNotice(
  db: Db,
  bucket: R2Bucket,
  input: NoticeInput,
  uploads: File[],
  by: AuditActor,
): Promise<ConsoleNotice> {
  const body = cleanRichText(input.body, "body", "validation.content.body");
  const id = newId();
  const cleared = await clearForPublishing(db, by, {
    targetType: "notice",
    targetId: id,
    parts: noticeParts(input, body.html, "", uploads),
    confirmUnreadable: Boolean(input.confirmUnreadable),
  });
  const { stored } = await applyFileChanges(bucket, `notices/${id}`, [], { uploads }, by.now);
  const row = {
    id,
    title: input.title,
    body: body.html,
    bodyText: body.text,
    pinned: input.pinned,
    published: input.published,
    publishedAt: by.now,
    createdAt: by.now,
    updatedAt: by.now,
  };
  await commitManagedChange(
    db,
    bucket,
    by.now,
    [
      db.insert(notices).values(row),
      ...insertFiles(db, id, stored),
      managedAudit(db, by, "record.create", "notice", id, { files: stored.length }),
      ...cleared,
    ],
    { added: stored },
  );
  return getNoticeForConsole(db, id);
}

/**
 * Replaces a notice's text and flags (`input`, when given) and changes its files, in one
 * batch. Files to remove must be this notice's; the count after the change stays within the limit.
 */
export async function updateNotice(
  db: Db,
  bucket: R2Bucket,
  id: string,
  input: NoticeInput | null,
  changes: FileChanges,
  by: AuditActor,
): Promise<ConsoleNotice> {
  const current = await getNoticeForConsole(db, id);
  const body = input ? cleanRichText(input.body, "body", "validation.content.body") : null;
  const cleared = await clearForPublishing(db, by, {
    targetType: "notice",
    targetId: id,
    parts: noticeParts(input, body?.html ?? null, current.body, changes.uploads),
    confirmUnreadable: Boolean(input?.confirmUnreadable || changes.confirmUnreadable),
  });
  const { stored, removed } = await applyFileChanges(bucket, `notices/${id}`, current.attachments, changes, by.now);
  const fields =
    input && body
      ? {
          title: input.title,
          body: body.html,
          bodyText: body.text,
          pinned: input.pinned,
          published: input.published,
          publishedAt: publishedAtAfter(current, input.published, by.now),
        }
      : {};
  await commitManagedChange(
    db,
    bucket,
    by.now,
    [
      db
        .update(notices)
        .set({ ...fields, updatedAt: by.now })
        .where(eq(notices.id, id)),
      ...insertFiles(db, id, stored),
      ...deleteFileRows(db, noticeAttachments, removed),
      managedAudit(db, by, "record.update", "notice", id, { added: stored.length, removed: removed.length }),
      ...cleared,
    ],
    { added: stored, released: removed },
  );
  return getNoticeForConsole(db, id);
}

/** Pins or publishes a notice (the list's buttons). */
export async function setNoticeFlags(db: Db, id: string, flags: ManagedFlags, by: AuditActor): Promise<ConsoleNotice> {
  const current = await getNoticeForConsole(db, id);
  await commitManagedChange(db, null, by.now, [
    db
      .update(notices)
      .set(flagChange(current, flags, by.now))
      .where(eq(notices.id, id)),
    managedAudit(db, by, "record.update", "notice", id, flags),
  ]);
  return getNoticeForConsole(db, id);
}

/** Deletes a notice with its files (rows in the batch, objects once it landed). */
export async function deleteNotice(db: Db, bucket: R2Bucket, id: string, by: AuditActor): Promise<ConsoleNotice> {
  const current = await getNoticeForConsole(db, id);
  await commitManagedChange(
    db,
    bucket,
    by.now,
    [
      db.delete(noticeAttachments).where(eq(noticeAttachments.noticeId, id)),
      db.delete(notices).where(eq(notices.id, id)),
      managedAudit(db, by, "record.delete", "notice", id),
    ],
    { released: current.attachments },
  );
  return current;
}
