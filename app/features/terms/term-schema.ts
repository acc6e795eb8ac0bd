import { z } from "zod";
import { formText } from "../../lib/form-values";
import { seoulInstant } from "../../lib/seoul-instant";

/** Term codes are short slugs; anything else is bad input rather than an unknown term. */
export const TERM_CODE_PATTERN = /^[a-z0-9_-]{1,40}$/;

const title = z
  .string({ error: "validation.terms.title" })
  .trim()
  .min(1, "validation.terms.title")
  .max(100, "validation.terms.title");
const body = z
  .string({ error: "validation.terms.body" })
  .trim()
  .min(1, "validation.terms.body")
  .max(100_000, "validation.terms.body");
/** When a version takes effect; empty (the console form) or absent means now. */
const effectiveAt = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  seoulInstant("validation.terms.effectiveAt").optional(),
);

/** A new term with its first version. */
export const createTermSchema = z.object({
  code: z.string({ error: "validation.terms.newCode" }).regex(TERM_CODE_PATTERN, "validation.terms.newCode"),
  title,
  required: z.boolean({ error: "validation.terms.required" }).default(true),
  body,
  effectiveAt,
});

/** A term's own fields; its texts change only by publishing a new version. */
export const updateTermSchema = z
  .object({ title: title.optional(), required: z.boolean({ error: "validation.terms.required" }).optional() })
  .refine((v) => v.title !== undefined || v.required !== undefined, { message: "validation.nothingToChange" });

/** A new, immutable version of a term's text. */
export const publishTermVersionSchema = z.object({ body, effectiveAt });

export type CreateTermInput = z.output<typeof createTermSchema>;
export type UpdateTermInput = z.output<typeof updateTermSchema>;
export type PublishTermVersionInput = z.output<typeof publishTermVersionSchema>;

/* The console's forms, read into what the schemas check (the checkbox as a boolean). */

export function createTermFromForm(form: FormData) {
  return {
    code: formText(form, "code").trim(),
    title: formText(form, "title"),
    required: form.get("required") === "on",
    body: formText(form, "body"),
    effectiveAt: formText(form, "effectiveAt"),
  };
}

export function updateTermFromForm(form: FormData) {
  return { title: formText(form, "title"), required: form.get("required") === "on" };
}

export function publishTermVersionFromForm(form: FormData) {
  return { body: formText(form, "body"), effectiveAt: formText(form, "effectiveAt") };
}
