import i18next, { type i18n } from "i18next";
import cn from "../../locales/cn";
import en from "../../locales/en";
import ko, { type Messages } from "../../locales/ko";
import { DEFAULT_LANGUAGE, type Language } from "./languages";

export const resources = {
  ko: { translation: ko },
  en: { translation: en },
  cn: { translation: cn },
} satisfies Record<Language, { translation: Messages }>;

declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: Messages };
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
