import { z } from "zod/mini";
import { agreementField, type OfferedAgreement } from "../terms/agreement-schema";

/** The agreements step's form (client-safe, zod/mini: the browser loads it on the first answer). */
export function agreementSchema(offered: readonly OfferedAgreement[]) {
  return z.object({ terms: agreementField(offered) });
}
