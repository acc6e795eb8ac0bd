import type { Db } from "../../../db/client";
import { formatDateTime } from "../../lib/format";
import type { Language } from "../../lib/i18n/languages";
import { currentRoundWindow } from "../schedules/rounds.server";
import { GUIDE_CONTENT } from "./content/index.server";
import type { Block, GuidePage, GuideUi } from "./content/types";
import { findGuidePage, GUIDE_SECTIONS } from "./pages";
import type { GuidePageView, ResolvedBlock, RoundView } from "./view";

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

/**
 * One guide page in one language, with its live part (the current round) filled in, or
 * null when the route path names no guide page.
 */
export async function loadGuidePage(
  routePath: string,
  lang: Language,
  db: Db,
  now: Date,
): Promise<GuidePageView | null> {
  const ref = findGuidePage(routePath);
  if (!ref) return null;
  const content = GUIDE_CONTENT[lang];
  const section = content.sections[ref.section];
  const pages: Record<string, GuidePage> = section.pages;
  const page = pages[ref.page];
  if (!page) return null;

  const allBlocks = page.sections.flatMap((s) => [...s.blocks, ...(s.subsections ?? []).flatMap((sub) => sub.blocks)]);
  const round = allBlocks.some((b) => b.kind === "currentRound") ? await roundView(content.ui, lang, db, now) : null;
  const resolve = (blocks: readonly Block[]): ResolvedBlock[] =>
    blocks.flatMap((b): ResolvedBlock[] => (b.kind !== "currentRound" ? [b] : round ? [round] : []));

  return {
    lang,
    ui: { newWindow: content.ui.newWindow, sectionNav: fill(content.ui.sectionNav, { section: section.title }) },
    meta: {
      title: `${page.title} | ${section.title} | ${content.ui.siteName}`,
      description: page.description,
      siteName: content.ui.siteName,
    },
    section: {
      title: section.title,
      pages: GUIDE_SECTIONS[ref.section].map((key: string) => ({
        href: `/${ref.section}/${key}`,
        title: pages[key]?.title ?? key,
        current: key === ref.page,
      })),
    },
    page: {
      title: page.title,
      lead: page.lead,
      sections: page.sections.map((s) => ({
        id: s.id,
        heading: s.heading,
        blocks: resolve(s.blocks),
        subsections: (s.subsections ?? []).map((sub) => ({
          id: sub.id,
          heading: sub.heading,
          blocks: resolve(sub.blocks),
        })),
      })),
    },
  };
}

async function roundView(ui: GuideUi, lang: Language, db: Db, now: Date): Promise<RoundView> {
  const current = await currentRoundWindow(db, now);
  if (!current) {
    return {
      kind: "round",
      facts: [],
      notes: [{ text: ui.round.none }],
      link: { label: ui.round.register, href: "/form/registration" },
    };
  }
  const { state } = current.window;
  return {
    kind: "round",
    facts: [
      { term: ui.round.state, detail: `${fill(ui.round.name, { n: current.round.round })}: ${ui.round.states[state]}` },
      {
        term: ui.round.period,
        detail: `${formatDateTime(current.round.openAt)} ~ ${formatDateTime(current.round.deadAt)}`,
      },
    ],
    // A round's own messages are Korean text written by managers.
    notes: current.window.messages.map((text) => (lang === "ko" ? { text } : { text, lang: "ko" })),
    link: { label: state === "open" ? ui.round.apply : ui.round.details, href: "/application" },
  };
}
