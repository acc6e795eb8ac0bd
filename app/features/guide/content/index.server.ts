import type { Language } from "../../../lib/i18n/languages";
import type { GuidePageKey, GuideSectionKey } from "../pages";
import * as cn from "./cn/index.server";
import * as en from "./en/index.server";
import * as ko from "./ko/index.server";
import type { GuidePage, GuideUi } from "./types";

export type GuideLanguageContent = {
  ui: GuideUi;
  sections: { [S in GuideSectionKey]: { title: string; pages: Record<GuidePageKey<S>, GuidePage> } };
};

/** All guide copy, per language. Server-only: a page's loader sends just one page of one language. */
export const GUIDE_CONTENT: Record<Language, GuideLanguageContent> = { ko, en, cn };
