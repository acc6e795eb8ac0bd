import { z } from "zod/mini";

/** A term on offer in a form: its code and whether it must be agreed to. */
export type OfferedAgreement = { code: string; required: boolean };

/**
 * The `terms` field of a form that asks for agreements (interest registration, the
 * application): the codes ticked, each one on offer. A required term left unticked is
 * reported at `terms.<code>`, so its message sits next to its own checkbox. Client-safe; zod/mini, like the public forms it serves.
 */
export function agreementField(offered: readonly OfferedAgreement[]) {
  const codes = offered.map((t) => t.code);
  return z.pipe(
    z._default(z.array(z.string(), { error: "validation.agreement.unknown" }), []).check(
      z.superRefine((agreed, ctx) => {
        for (const code of agreed) {
          if (!codes.includes(code)) ctx.addIssue({ code: "custom", message: "validation.agreement.unknown" });
        }
        for (const term of offered) {
          if (term.required && !agreed.includes(term.code)) {
            ctx.addIssue({ code: "custom", path: [term.code], message: "validation.agreement.required" });
          }
        }
      }),
    ),
    z.transform((agreed: string[]) => [...new Set(agreed)]),
  );
}
