import { inArray } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { DomainError } from "../../lib/domain-error";
import { fileResponse } from "../../lib/file-response";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_NAME_MAX,
  ATTACHMENT_TYPES,
  type AttachmentExtension,
  type FileFamily,
} from "./attachment-rules";

/*
 * Files attached to managed content (notices, downloads): checked by their bytes and size,
 * stored in R2 under keys the server builds, served with their original (Korean) names.
 * The rows pointing at them belong to each feature; this module knows only the files.
 */

/** A stored file as its row keeps it. */
export type StoredFile = { id: string; r2Key: string; originalName: string; contentType: string; size: number };

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

const SIGNATURES: Record<FileFamily, readonly (readonly number[])[]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ole: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]], // HWP 5, DOC, XLS, PPT
  zip: [[0x50, 0x4b, 0x03, 0x04]], // HWPX, DOCX, XLSX, PPTX, ZIP
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpeg: [[0xff, 0xd8, 0xff]],
};

/** Whether a file's first bytes are those of its family. */
export function looksLike(head: Uint8Array, family: FileFamily): boolean {
  return SIGNATURES[family].some((signature) => startsWith(head, signature));
}

/**
 * The name a file is kept and served under: the last path segment, NFC (macOS sends Korean
 * decomposed), without control characters, at most ATTACHMENT_NAME_MAX characters.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const cleaned = [...base.normalize("NFC")]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join("")
    .trim();
  if ([...cleaned].length <= ATTACHMENT_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 ? cleaned.slice(dot) : "";
  return [...cleaned.slice(0, cleaned.length - ext.length)].slice(0, ATTACHMENT_NAME_MAX - ext.length).join("") + ext;
}

function extensionOf(name: string): AttachmentExtension | null {
  const ext = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  return name.includes(".") && ext in ATTACHMENT_TYPES ? (ext as AttachmentExtension) : null;
}

export type CheckedUpload = { file: File; name: string; ext: AttachmentExtension; contentType: string };

/**
 * Checks uploads before anything is stored: how many (with the `kept` files already there),
 * each one's size, extension, and that its bytes are of the kind its extension claims (a
 * renamed program is refused). The first bad file refuses them all; its field is
 * `files.<index>`.
 */
export async function checkUploads(uploads: File[], kept: number): Promise<CheckedUpload[]> {
  if (kept + uploads.length > ATTACHMENT_MAX_FILES) throw new DomainError(400, "attachment.tooMany", "files");
  const checked: CheckedUpload[] = [];
  for (const [i, file] of uploads.entries()) {
    const field = `files.${i}`;
    const name = cleanFileName(file.name);
    if (file.size > ATTACHMENT_MAX_BYTES) throw new DomainError(413, "attachment.tooLarge", field);
    if (file.size === 0) throw new DomainError(400, "attachment.empty", field);
    const ext = extensionOf(name);
    if (!ext) throw new DomainError(415, "attachment.type", field);
    const type = ATTACHMENT_TYPES[ext];
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    if (!looksLike(head, type.family)) throw new DomainError(415, "attachment.disguised", field);
    checked.push({ file, name, ext, contentType: type.contentType });
  }
  return checked;
}

/** Puts checked uploads under `<prefix>/<random id>.<ext>`; on a failure, removes what was put. */
export async function putUploads(bucket: R2Bucket, prefix: string, checked: CheckedUpload[]): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const { file, name, ext, contentType } of checked) {
      const id = newId();
      const r2Key = `${prefix}/${id}.${ext}`;
      await bucket.put(r2Key, file, { httpMetadata: { contentType } });
      stored.push({ id, r2Key, originalName: name, contentType, size: file.size });
    }
  } catch (error) {
    await removeObjects(
      bucket,
      stored.map((s) => s.r2Key),
    );
    throw error;
  }
  return stored;
}

/** The statement deleting an entry's removed file rows, when there are any. */
export function deleteFileRows(db: Db, table: SQLiteTable & { id: AnySQLiteColumn }, removed: { id: string }[]) {
  return removed.length
    ? [
        db.delete(table).where(
          inArray(
            table.id,
            removed.map((f) => f.id),
          ),
        ),
      ]
    : [];
}

/** Removes objects whose rows are gone (or were never written). */
export async function removeObjects(bucket: R2Bucket, keys: string[]): Promise<void> {
  if (keys.length) await bucket.delete(keys);
}

/** A published item's file as a download (app/lib/file-response.ts), or null when R2 has lost it. */
export async function downloadResponse(bucket: R2Bucket, file: StoredFile): Promise<Response | null> {
  const object = await bucket.get(file.r2Key);
  if (!object) return null;
  return fileResponse(object, { kind: "download", contentType: file.contentType, name: file.originalName });
}

/** What an edit does to a record's files: new uploads, and ids of its files to let go. */
export type FileChanges = {
  uploads?: File[];
  remove?: string[];
  /** The uploads that cannot be read hold no personal data, says the writer (publishing-gate.server.ts). */
  confirmUnreadable?: boolean;
};

/**
 * Checks and stores a change's new files for a record that has `current` ones (none when it
 * is created): files to remove must be the record's, and the count afterwards stays within
 * the limit. Answers what was stored (to insert, each dated a millisecond after the one
 * before so one upload keeps its order) and what is let go (to delete, then remove from R2
 * once that landed).
 */
export async function applyFileChanges<F extends StoredFile>(
  bucket: R2Bucket,
  prefix: string,
  current: F[],
  changes: FileChanges,
  now: Date,
): Promise<{ stored: (StoredFile & { createdAt: Date })[]; removed: F[] }> {
  const remove = [...new Set(changes.remove ?? [])];
  const removed = current.filter((f) => remove.includes(f.id));
  if (removed.length !== remove.length) throw new DomainError(404, "attachment.notFound", "remove");
  const checked = await checkUploads(changes.uploads ?? [], current.length - removed.length);
  const stored = await putUploads(bucket, prefix, checked);
  return { stored: stored.map((f, i) => ({ ...f, createdAt: new Date(now.getTime() + i) })), removed };
}
