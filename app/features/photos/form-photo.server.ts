import type { Db } from "../../../db/client";
import { DomainError } from "../../lib/domain-error";
import type { AuditActor } from "../audit/audit.server";
import { type StoredPhoto, storePhotos } from "./photos.server";

/** The file a console form posted in `name`, if it posted one. */
export function formFile(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
}

/**
 * A console form's picture (a popup's, a banner's) through the editor photos' own checks and
 * keys (JPG, PNG, GIF, WEBP by content, 5 MB): a refusal is shown next to the form's field.
 */
export async function storeFormPhoto(
  db: Db,
  bucket: R2Bucket,
  file: File,
  by: AuditActor,
  field: string,
): Promise<StoredPhoto> {
  try {
    const [stored] = await storePhotos(db, bucket, [file], by);
    if (!stored) throw new Error("no photo stored");
    return stored;
  } catch (error) {
    if (error instanceof DomainError) throw new DomainError(error.status, error.code, field);
    throw error;
  }
}
