import { attachmentDisposition } from "./content-disposition";

/*
 * Every file the site serves from R2 is answered here, with the caching of its kind:
 * - `document`: an applicant's document (a manager's download, audited): `private, no-store`,
 *   kept by no cache at all, not even the browser's;
 * - `download`: a file of a published notice or form download: `private, no-cache`, so the
 *   browser asks again each time and unpublishing stops it at once, and no shared cache keeps it;
 * - `image`: a banner's or popup's picture, replaced under the same address: five minutes;
 * - `photo`: a photo in a manager's text, stored under a key made for it alone: for good.
 * `X-Content-Type-Options: nosniff` comes with every one, so a file is never read as another type.
 */

export type FileKind = "document" | "download" | "image" | "photo";

const CACHING: Record<FileKind, string> = {
  document: "private, no-store",
  download: "private, no-cache",
  image: "public, max-age=300",
  photo: "public, max-age=31536000, immutable",
};

/**
 * What is served: a document or download as an attachment under the name and type it was
 * uploaded with (RFC 6266, any language), and its stored hash as its ETag where it has one; an
 * image or photo inline, with the type R2 holds for it.
 */
export type ServedFile =
  | { kind: "document" | "download"; contentType: string; name: string; etag?: string }
  | { kind: "image" | "photo" };

/** An R2 object as a response of its kind. */
export function fileResponse(object: R2ObjectBody, file: ServedFile): Response {
  const headers = new Headers({ "content-type": "application/octet-stream" });
  if (file.kind === "document" || file.kind === "download") {
    headers.set("content-type", file.contentType);
    headers.set("content-disposition", attachmentDisposition(file.name));
  } else {
    object.writeHttpMetadata(headers);
    headers.set("content-disposition", "inline");
  }
  headers.set("content-length", String(object.size));
  headers.set("cache-control", CACHING[file.kind]);
  headers.set("etag", ("etag" in file && file.etag) || object.httpEtag);
  headers.set("x-content-type-options", "nosniff");
  return new Response(object.body, { headers });
}

/** A JSON document (a draw's audit file) as a download named `filename` (ASCII), indented for reading. */
export function jsonAttachment(filename: string, value: unknown): Response {
  return new Response(JSON.stringify(value, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
    },
  });
}
