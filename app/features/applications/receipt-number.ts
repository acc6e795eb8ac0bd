/** Crockford's base 32: no I, L, O or U, so a receipt read out over the phone is not misheard. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A receipt number (접수번호) such as "H2-7K3F-9QXM": the round, then 40 random bits. Short
 * enough to read out, unique by the column's index (a clash is retried), and never enough on
 * its own to see an application: that needs the applicant's verified identity.
 */
export function newReceiptNo(round: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  let code = "";
  for (const b of bytes) code += ALPHABET[b & 31];
  return `H${round}-${code.slice(0, 4)}-${code.slice(4)}`;
}
