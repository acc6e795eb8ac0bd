import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { DomainError } from "../../lib/domain-error";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { PHOTO_KEY_PREFIX, PHOTO_NAME_PATTERN, type PhotoExtension, photoUrl } from "./photo-keys";

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTOS_PER_UPLOAD = 10;

const CONTENT_TYPES: Record<PhotoExtension, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type of some bytes, read from their signature (magic bytes), never from the file
 * name or the browser's claimed type. SVG is not accepted: it can carry scripts.
 */
export function sniffImage(bytes: Uint8Array): PhotoExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

export type StoredPhoto = { url: string; key: string; contentType: string; size: number };

/**
 * Checks every file first (count, size, content), so a bad file stores nothing; then puts
 * each under a server-built key and writes one audit row per photo in one batch.
 */
export async function storePhotos(db: Db, bucket: R2Bucket, uploads: File[], by: AuditActor): Promise<StoredPhoto[]> {
  if (uploads.length === 0) throw new DomainError(400, "photo.noFiles", "files");
  if (uploads.length > MAX_PHOTOS_PER_UPLOAD) throw new DomainError(400, "photo.tooManyFiles", "files");
  const checked: { bytes: Uint8Array; ext: PhotoExtension }[] = [];
  for (const [i, file] of uploads.entries()) {
    if (file.size > MAX_PHOTO_BYTES) throw new DomainError(413, "photo.tooLarge", `files.${i}`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const ext = sniffImage(bytes);
    if (!ext) throw new DomainError(400, "photo.notImage", `files.${i}`);
    checked.push({ bytes, ext });
  }
  const stored: StoredPhoto[] = [];
  for (const { bytes, ext } of checked) {
    const key = `${PHOTO_KEY_PREFIX}${newId()}.${ext}`;
    const contentType = CONTENT_TYPES[ext];
    await bucket.put(key, bytes, { httpMetadata: { contentType } });
    stored.push({ url: photoUrl(key), key, contentType, size: bytes.byteLength });
  }
  const audits = stored.map((p) =>
    auditStatement(
      db,
      {
        actor: by.principal.username,
        action: "record.create",
        targetType: "photo",
        targetId: p.key,
        detail: { size: p.size },
      },
      by.origin,
    ),
  );
  try {
    const [first, ...rest] = audits; // never empty (an upload without files was refused above)
    if (first) await db.batch([first, ...rest]);
  } catch (error) {
    // No photo without its audit row.
    await bucket.delete(stored.map((p) => p.key));
    throw error;
  }
  return stored;
}

/** A stored photo by its file name, or null (also for a name the server never builds). */
export async function readPhoto(bucket: R2Bucket, name: string): Promise<R2ObjectBody | null> {
  if (!PHOTO_NAME_PATTERN.test(name)) return null;
  return bucket.get(`${PHOTO_KEY_PREFIX}${name}`);
}
