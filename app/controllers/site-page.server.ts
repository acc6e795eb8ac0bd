import type { RouterContextProvider } from "react-router";
import { clockContext, dbContext, langContext } from "../lib/context";
import type { TranslationSection } from "../lib/i18n/client";
import { clientMessages, createI18n } from "../lib/i18n/i18n.server";
import type { Language } from "../lib/i18n/languages";
import type { PageMeta } from "../lib/page-meta";

/**
 * What a public page's loader needs: request values, a translator, the strings its
 * components render in the browser (only the parts named, e.g. `["forms.board",
 * "errors.validation"]`; see app/lib/i18n/client.ts) and its meta. Console pages have
 * `consolePage()` (app/controllers/console-page.server.ts).
 */
export function sitePage(context: Readonly<RouterContextProvider>, parts: readonly TranslationSection[]) {
  const lang: Language = context.get(langContext);
  const { t } = createI18n(lang);
  return {
    db: context.get(dbContext),
    now: context.get(clockContext)(),
    lang,
    t,
    // A public page's `errors.validation` leaves out the console forms' groups.
    i18n: clientMessages(lang, parts, "site"),
    meta: (title: string, description: string): PageMeta => {
      const siteName = t("common.siteName");
      return { title: `${title} | ${siteName}`, description, siteName, lang };
    },
  };
}
