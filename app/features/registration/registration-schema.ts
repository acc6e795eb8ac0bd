import { z } from "zod/mini";
import { QUALIFICATION_TYPES, UNIT_TYPE_CODES } from "../../lib/enums";
import { birthSchema, emailSchema, nameSchema, phoneSchema } from "../../lib/validation";
import { agreementField } from "../terms/agreement-schema";

/*
 * Interest registration (관심고객 등록): one schema for the browser (validation as you
 * type, loaded once the visitor starts answering) and the route action. Messages are codes of the `errors` namespace (docs/product.md §5.1's
 * fields keep their exact texts). Client-safe; zod/mini (see app/lib/validation.ts).
 */

export type RegistrationTerm = { code: string; required: boolean };

/** The schema for the terms on offer (agreementField says how terms are checked). */
export function registrationSchema(offered: readonly RegistrationTerm[]) {
  return z.object({
    terms: agreementField(offered),
    name: nameSchema,
    phone: phoneSchema,
    birth: birthSchema,
    email: emailSchema,
    qualificationType: z.enum(QUALIFICATION_TYPES, { error: "validation.registration.qualificationType" }),
    unitTypes: z.pipe(
      z
        ._default(z.array(z.string(), { error: "validation.registration.unitTypes" }), [])
        .check(
          z.refine(
            (list) => list.length > 0 && list.every((code) => (UNIT_TYPE_CODES as readonly string[]).includes(code)),
            "validation.registration.unitTypes",
          ),
        ),
      z.transform((list: string[]) => UNIT_TYPE_CODES.filter((code) => list.includes(code))),
    ),
  });
}

export type RegistrationInput = z.output<ReturnType<typeof registrationSchema>>;
