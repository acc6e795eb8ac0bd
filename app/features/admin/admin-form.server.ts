import { createI18n } from "../../lib/i18n";
import type { Language } from "../../lib/i18n/languages";
import { AdminError, type AdminErrorStatus } from "./admin-error";

export type FormFailure = { message: string; errors: Record<string, string> };

/**
 * A broken console rule as a page action shows it: the message in the page's language, also
 * next to its field. Anything that is not an AdminError is thrown on.
 */
export function adminFailure(error: unknown, lang: Language): { status: AdminErrorStatus; failure: FormFailure } {
  if (!(error instanceof AdminError)) throw error;
  const message = createI18n(lang).t(`console.errors.${error.code}`);
  return { status: error.status, failure: { message, errors: error.field ? { [error.field]: message } : {} } };
}
