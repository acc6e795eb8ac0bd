import { isUniqueViolation } from "../../../db/client";

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

/**
 * Submits with a fresh receipt number (online and paper alike): `write` stores the application
 * under the number it is given. When the store refuses a duplicate, `settled` says whether the
 * application was submitted meanwhile (its answer is returned; it may also throw); if not, the
 * number clashed with another application's and a new one is drawn, three draws in all.
 */
export async function withReceiptNo<T>(
  round: number,
  write: (receiptNo: string) => Promise<T>,
  settled: () => Promise<T | null>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(newReceiptNo(round));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const done = await settled();
      if (done) return done;
      if (attempt >= 2) throw error;
    }
  }
}
