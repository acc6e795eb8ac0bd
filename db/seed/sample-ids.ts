/*
 * The ids of the local seed's sample applications and of their rows (documents, versions,
 * status history): 32 lowercase hex digits like every server-made id (db/columns newId), so
 * the console and the API take them, and the same on every seed, so docs and tests can name
 * them. No imports: the browser tests import this file as it is.
 */

/** The first 32 hex digits of the SHA-256 of `label`. */
export async function sampleId(label: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(label));
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 32);
}

/** The id of the sample application with this receipt number (e.g. "H2-SAMP-0002"). */
export function sampleApplicationId(receiptNo: string): Promise<string> {
  return sampleId(`seed-application:${receiptNo}`);
}

/** The id of one of its rows: `part` is "idcard" (its document), "v1"… (versions) or "h1"… (status history). */
export function sampleRowId(receiptNo: string, part: string): Promise<string> {
  return sampleId(`seed-application:${receiptNo}:${part}`);
}
