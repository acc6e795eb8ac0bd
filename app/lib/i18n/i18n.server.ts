import i18next, { type i18n } from "i18next";
import cn from "../../locales/cn";
import en from "../../locales/en";
import ko from "../../locales/ko";
import { flatten } from "../../locales/types";
import type { ClientMessages, Namespace, TranslationSection } from "./client";
import { DEFAULT_LANGUAGE, type Language } from "./languages";

/*
 * Server only: every language's resources live here and never reach the browser. Pages get
 * the strings they render through loader data (see ./client.ts and `clientMessages`).
 */

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

const instances = new Map<Language, i18n>();

/**
 * The i18next instance of one language (loaders, actions, API), initialised synchronously
 * on first use and then shared: nothing changes its language or resources afterwards.
 */
export function createI18n(lang: Language): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    instance.init({
      resources,
      lng: lang,
      fallbackLng: DEFAULT_LANGUAGE,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}

/** Fills keys missing in `lang` from Korean, the fallback, as i18next would. */
function withFallback<T>(value: T, fallback: T): T {
  if (typeof fallback !== "object" || fallback === null) return value ?? fallback;
  const out: Record<string, unknown> = {};
  const source = (value ?? {}) as Record<string, unknown>;
  for (const [key, fb] of Object.entries(fallback as Record<string, unknown>)) {
    out[key] = withFallback(source[key], fb);
  }
  return out as T;
}

/**
 * The strings of one language that a page needs in the browser. The root loader sends the
 * shell's (`base` and the shell's sections of `site`); a route whose components need more returns
 * `{ i18n: clientMessages(lang, ["forms.board", "errors.validation"]) }` from its loader (a
 * namespace, or one section of it), and `useT()` merges it in.
 */
const completed = new Map<Language, Translation>();

/**
 * The groups of `errors.validation` that only the console's forms use. A public page
 * (`audience` "site", see sitePage()) that names `errors.validation` gets the shared field
 * messages and the public forms' groups without these: about 8 kB of each public form
 * page's HTML. A group missing here only costs bytes; tests/unit/i18n/i18n-client.test.ts checks
 * that no public feature uses one that is here.
 */
export const CONSOLE_VALIDATION_GROUPS = [
  "paper",
  "contracts",
  "units",
  "manager",
  "settings",
  "terms",
  "popups",
  "messages",
  "registrations",
  "logs",
  "schedules",
  "waitingRoom",
  "content",
  "banners",
  "boards",
  "applicationList",
  "applicationFlow",
] as const;

/** A public page's `errors.validation` of each language, made once like `completed`. */
const siteValidation = new Map<Language, Record<string, unknown>>();

function withoutConsoleGroups(lang: Language, validation: Record<string, unknown>): Record<string, unknown> {
  let kept = siteValidation.get(lang);
  if (!kept) {
    kept = { ...validation };
    for (const group of CONSOLE_VALIDATION_GROUPS) delete kept[group];
    siteValidation.set(lang, kept);
  }
  return kept;
}

export function clientMessages(
  lang: Language,
  parts: readonly TranslationSection[] = [],
  audience: "site" | "console" = "console",
): ClientMessages {
  let all = completed.get(lang);
  if (!all) {
    all = withFallback(translations[lang], translations[DEFAULT_LANGUAGE]);
    completed.set(lang, all);
  }
  const picked: Record<string, unknown> = {};
  for (const part of parts) {
    const [ns, section] = part.split(".") as [Namespace, string | undefined];
    if (ns === "base") {
      const {
        site: _s,
        forms: _f,
        auth: _a,
        console: _c,
        errors: _e,
        identity: _i,
        application: _p,
        applicant: _q,
        members: _m,
        center: _n,
        qna: _qna,
        ...base
      } = all;
      Object.assign(picked, base);
    } else if (section === undefined) {
      picked[ns] = all[ns];
    } else {
      const tree = all[ns] as Record<string, unknown>;
      const value =
        audience === "site" && ns === "errors" && section === "validation"
          ? withoutConsoleGroups(lang, tree[section] as Record<string, unknown>)
          : tree[section];
      picked[ns] = { ...(picked[ns] as object | undefined), [section]: value };
    }
  }
  return picked as ClientMessages;
}
