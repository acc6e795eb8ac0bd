import { z } from "zod/mini";
import { QUALIFICATION_TYPES, UNIT_TYPE_CODES } from "../../lib/enums";
import { birthSchema, emailSchema, nameSchema, phoneSchema } from "../../lib/validation";

/*
 * Interest registration (관심고객 등록): one schema for the browser (validation as you
 * type) and the route action. Messages are codes of the `errors` namespace (docs/product.md §5.1's
 * fields keep their exact texts). Client-safe; zod/mini (see app/lib/validation.ts).
 */

/** The terms a registration asks for, in display order (which are required comes from D1). */
export const REGISTRATION_TERM_CODES = ["privacy", "marketing"] as const;

export type RegistrationTerm = { code: string; required: boolean };

/** Fields that may repeat in the form (checkbox groups). */
export const REGISTRATION_LIST_FIELDS = ["terms", "unitTypes"] as const;

/**
 * The schema for the terms on offer. A required term left unticked is reported at
 * `terms.<code>`, so its message sits next to its own checkbox.
 */
export function registrationSchema(offered: readonly RegistrationTerm[]) {
  const codes = offered.map((t) => t.code);
  return z.object({
    terms: z.pipe(
      z._default(z.array(z.string(), { error: "validation.registration.termUnknown" }), []).check(
        z.superRefine((agreed, ctx) => {
          for (const code of agreed) {
            if (!codes.includes(code)) ctx.addIssue({ code: "custom", message: "validation.registration.termUnknown" });
          }
          for (const term of offered) {
            if (term.required && !agreed.includes(term.code)) {
              ctx.addIssue({ code: "custom", path: [term.code], message: "validation.registration.termRequired" });
            }
          }
        }),
      ),
      z.transform((agreed: string[]) => [...new Set(agreed)]),
    ),
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
