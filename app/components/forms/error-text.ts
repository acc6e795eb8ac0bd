import { boardMessages } from "../../features/boards/board-schema";
import { rateLimitMessages } from "../../features/rate-limit/rate-limit-messages";
import { registrationMessages } from "../../features/registration/registration-schema";
import { type TFunction, useLang, useT } from "../../lib/i18n/client";
import type { Language } from "../../lib/i18n/languages";
import { messages } from "../../lib/validation";

/**
 * Form messages are Korean as the schemas and limits write them (SPEC.md §5 exactly); each
 * maps to the key of its `forms.validation` translation.
 */
const catalog = new Map<string, string>(
  Object.entries({ ...messages, ...registrationMessages, ...boardMessages, ...rateLimitMessages }).map(
    ([key, text]) => [text, key],
  ),
);

/**
 * A form message in the page language: Korean pages show it as written; English and Chinese
 * show its translation when there is one, else the Korean text.
 */
export function errorText(lang: Language, t: TFunction, message: string): string {
  if (lang === "ko") return message;
  const key = catalog.get(message);
  if (!key) return message;
  const translated = t(`forms.validation.${key}` as Parameters<TFunction>[0]);
  return translated.startsWith("forms.validation.") ? message : translated;
}

export function useErrorText(): (message: string) => string {
  const lang = useLang();
  const t = useT();
  return (message) => errorText(lang, t, message);
}
