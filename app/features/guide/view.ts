import type { Language } from "../../lib/i18n/languages";
import type { Block, GuideSection } from "./content/types";

/** What a guide page's loader sends to the browser: one page of one language. */

/** The current round, as the recruitment page shows it. */
export type RoundView = {
  kind: "round";
  facts: { term: string; detail: string }[];
  /** Texts to show; a round's own messages are written in Korean by managers, hence `lang`. */
  notes: { text: string; lang?: string }[];
  link: { label: string; href: string };
};

export type ResolvedBlock = Exclude<Block, { kind: "currentRound" }> | RoundView;
export type ResolvedSection = Omit<GuideSection, "blocks" | "subsections"> & {
  blocks: ResolvedBlock[];
  subsections: { id: string; heading: string; blocks: ResolvedBlock[] }[];
};

export type GuidePageView = {
  lang: Language;
  ui: { newWindow: string; sectionNav: string };
  meta: { title: string; description: string; siteName: string };
  section: { title: string; pages: { href: string; title: string; current: boolean }[] };
  page: { title: string; lead: string; sections: ResolvedSection[] };
};

/** What the page route sends. */
export type GuidePageData = GuidePageView;
