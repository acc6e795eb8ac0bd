import { z } from "zod";
import type { ErrorCode } from "../../app/lib/domain-error";

/**
 * A multipart body of files as `files[]` (as the old site named it, docs/product.md §7.2) or repeated `files`, read as
 * one list; `noFiles` is the message for a field that is not a file. An empty list is the
 * caller's to refuse (with the same code, as a DomainError on `files`).
 */
export function filesFormSchema(noFiles: ErrorCode) {
  const file = z.instanceof(File, { error: noFiles });
  return z
    .object({
      "files[]": z.array(file, { error: noFiles }).optional(),
      files: z.union([file, z.array(file)], { error: noFiles }).optional(),
    })
    .transform((v) => [...(v["files[]"] ?? []), ...[v.files ?? []].flat()]);
}
