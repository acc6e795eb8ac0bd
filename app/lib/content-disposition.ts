/**
 * A `Content-Disposition: attachment` value that keeps any file name (RFC 6266): `filename*`
 * carries the name in UTF-8 (RFC 8187), which every current browser reads; `filename` is the
 * ASCII fallback for the rest, with other characters as "_".
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%;]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc8187(name)}`;
}

/** RFC 8187 value characters: percent-encoded UTF-8 except attr-char. */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}
