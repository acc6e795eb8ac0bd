import type { z } from "zod/mini";
import { type ErrorTranslator, errorMessage } from "./domain-error";

/**
 * The first message per field, keyed by the dotted path and translated: what a form shows
 * next to each field (the key "_" is the form as a whole). Takes the error of classic and
 * mini schemas alike. Apart from the field schemas (validation.ts) so that a form using
 * none of them does not load them.
 */
export function fieldErrors(error: z.core.$ZodError, t: ErrorTranslator): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    if (!(key in out)) out[key] = errorMessage(t, issue.message);
  }
  return out;
}
