import { z } from "zod";
import { type ErrorTranslator, errorMessage } from "./domain-error";
import { isCalendarDay } from "./format";

/**
 * Field schemas of docs/product.md §5.1, read as §5.2 says; their messages are codes of the
 * `errors` namespace, whose Korean texts are exactly §5.1's. Client-safe: the same schema
 * validates a form in the browser and its action on the server.
 */
export const usernameSchema = z
  .string({ error: "validation.usernameMin" })
  .regex(/^[a-z0-9]*$/, "validation.usernameChars")
  .min(4, "validation.usernameMin")
  .max(20, "validation.usernameMax");

export const passwordSchema = z
  .string({ error: "validation.passwordLength" })
  .regex(/[^A-Za-z0-9\s]/, "validation.passwordSpecial")
  .regex(/[A-Za-z]/, "validation.passwordLetter")
  .regex(/[0-9]/, "validation.passwordDigit")
  .min(8, "validation.passwordLength")
  .max(16, "validation.passwordLength");

export const nameSchema = z
  .string({ error: "validation.name" })
  .trim()
  .min(2, "validation.name")
  .max(50, "validation.name");

export const emailSchema = z
  .string({ error: "validation.email" })
  .trim()
  .max(254, "validation.email")
  .pipe(z.email("validation.email"));

export const phoneSchema = z.string({ error: "validation.phone" }).regex(/^\d{10,11}$/, "validation.phone");

/** True when `yyyymmdd` names a real calendar day from 1900 on. */
export function isCalendarDate(yyyymmdd: string): boolean {
  if (!/^\d{8}$/.test(yyyymmdd)) return false;
  const y = Number(yyyymmdd.slice(0, 4));
  return y >= 1900 && isCalendarDay(y, Number(yyyymmdd.slice(4, 6)), Number(yyyymmdd.slice(6, 8)));
}

export const birthSchema = z
  .string({ error: "validation.birth" })
  .length(8, "validation.birth")
  .refine(isCalendarDate, "validation.birth");

/**
 * The first message per field, keyed by the dotted path and translated: what a form shows
 * next to each field (the key "_" is the form as a whole).
 */
export function fieldErrors(error: z.ZodError, t: ErrorTranslator): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    if (!(key in out)) out[key] = errorMessage(t, issue.message);
  }
  return out;
}
