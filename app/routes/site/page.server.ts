import type { RouterContextProvider } from "react-router";
import { clockContext, dbContext, langContext } from "../../lib/context";
import { clientMessages, createI18n } from "../../lib/i18n";
import type { ClientMessages } from "../../lib/i18n/client";
import type { Language } from "../../lib/i18n/languages";
import type { PageMeta } from "../../lib/page-meta";
import type ko from "../../locales/ko";

type FormsSection = keyof (typeof ko)["forms"];

/**
 * Request values the pages of this area need, plus only the `forms` sections the page
 * renders, in the visitor's language (see app/lib/i18n/client.ts).
 */
export function sitePage(context: Readonly<RouterContextProvider>, sections: readonly FormsSection[]) {
  const lang: Language = context.get(langContext);
  const forms = clientMessages(lang, ["forms"]).forms;
  const picked: Record<string, unknown> = {};
  for (const s of sections) picked[s] = forms?.[s];
  const { t } = createI18n(lang);
  return {
    db: context.get(dbContext),
    now: context.get(clockContext)(),
    lang,
    t,
    i18n: { forms: picked } as ClientMessages,
    meta: (title: string, description: string): PageMeta => {
      const siteName = t("common.siteName");
      return { title: `${title} | ${siteName}`, description, siteName, lang };
    },
  };
}
