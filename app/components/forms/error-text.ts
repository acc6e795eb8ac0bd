import { boardMessages } from "../../features/boards/board-schema";
import { registrationMessages } from "../../features/registration/registration-schema";
import { useLang, useT } from "../../lib/i18n/client";
import { messages } from "../../lib/validation";

/** Validation messages are Korean (SPEC.md §5 exactly); each maps to a `forms.validation` key. */
const catalog = new Map<string, string>(
  Object.entries({ ...messages, ...registrationMessages, ...boardMessages }).map(([key, text]) => [text, key]),
);

/**
 * Shows a validation message in the page language: the Korean page shows the message as the
 * schema wrote it; English and Chinese show its translation when there is one.
 */
export function useErrorText(): (message: string) => string {
  const lang = useLang();
  const t = useT();
  return (message) => {
    if (lang === "ko") return message;
    const key = catalog.get(message);
    if (!key) return message;
    const translated = t(`forms.validation.${key}` as Parameters<typeof t>[0]);
    return translated.startsWith("forms.validation.") ? message : translated;
  };
}
