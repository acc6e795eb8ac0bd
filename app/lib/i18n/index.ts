import i18next, { type i18n } from "i18next";
import cn from "../../locales/cn";
import en from "../../locales/en";
import ko from "../../locales/ko";
import { flatten } from "../../locales/types";
import { DEFAULT_LANGUAGE, type Language } from "./languages";

const translations = { ko: flatten(ko), en: flatten(en), cn: flatten(cn) };
export type Translation = (typeof translations)["ko"];

export const resources = {
  ko: { translation: translations.ko },
  en: { translation: translations.en },
  cn: { translation: translations.cn },
} satisfies Record<Language, { translation: Translation }>;

declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: Translation };
  }
}

/** A synchronously initialised i18next instance for one language. */
export function createI18n(lang: Language): i18n {
  const instance = i18next.createInstance();
  instance.init({
    resources,
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
