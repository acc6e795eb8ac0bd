import type { DocumentType } from "./documents";

/** How many leading bytes sniffType needs. */
export const SNIFF_BYTES = 8;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** "%PDF-" */
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
/** SOI and the first marker's 0xFF: every JPEG, whether JFIF, Exif (phone cameras) or raw. */
const JPEG = [0xff, 0xd8, 0xff];
/** The PNG signature. */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The document type of a file from its first bytes (magic numbers), or null when it is none
 * of pdf, jpeg and png. The file's name and the type the browser claims are never trusted:
 * a renamed HEIC photo or an HTML page called "scan.pdf" is refused here.
 */
export function sniffType(head: Uint8Array): DocumentType | null {
  if (startsWith(head, PDF)) return "application/pdf";
  if (startsWith(head, JPEG)) return "image/jpeg";
  if (startsWith(head, PNG)) return "image/png";
  return null;
}
