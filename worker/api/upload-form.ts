import { z } from "zod";
import type { ErrorCode } from "../../app/lib/domain-error";

/** The multipart fields of a list of files: `files[]` (as the old site named it) or repeated `files`. */
function fileFields(noFiles: ErrorCode) {
  const file = z.instanceof(File, { error: noFiles });
  return {
    "files[]": z.array(file, { error: noFiles }).optional(),
    files: z.union([file, z.array(file)], { error: noFiles }).optional(),
  };
}

const fileList = (v: { "files[]"?: File[]; files?: File | File[] }) => [
  ...(v["files[]"] ?? []),
  ...[v.files ?? []].flat(),
];

/**
 * A multipart body of files as `files[]` (as the old site named it, docs/product.md §7.2) or repeated `files`, read as
 * one list; `noFiles` is the message for a field that is not a file. An empty list is the
 * caller's to refuse (with the same code, as a DomainError on `files`).
 */
export function filesFormSchema(noFiles: ErrorCode) {
  return z.object(fileFields(noFiles)).transform(fileList);
}

/**
 * Attachments to managed content: the files as filesFormSchema reads them, and the writer's
 * confirmation (`confirmUnreadable=true`) that those the leak scan cannot read hold no
 * personal data (docs/product/publishing.md).
 */
export function attachmentsFormSchema(noFiles: ErrorCode) {
  return z
    .object({
      ...fileFields(noFiles),
      confirmUnreadable: z.enum(["true", "on"], { error: "validation.content.flag" }).optional(),
    })
    .transform((v) => ({ files: fileList(v), confirmUnreadable: v.confirmUnreadable !== undefined }));
}
