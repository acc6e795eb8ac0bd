import { z } from "zod/mini";
import { agreementField, type OfferedAgreement } from "../terms/agreement-schema";

/** The agreements step's repeated field. */
export const AGREEMENT_FIELDS = ["terms"] as const;

/** The agreements step's form (client-safe, zod/mini: the browser checks it too). */
export function agreementSchema(offered: readonly OfferedAgreement[]) {
  return z.object({ terms: agreementField(offered) });
}
