import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GUIDE_CONTENT } from "../../../app/features/guide/content/index.server";
import type { Block, GuidePage } from "../../../app/features/guide/content/types";
import { findGuidePage, GUIDE_PAGES } from "../../../app/features/guide/pages";
import { guideRoutes } from "../../../app/routes/guide/routes";

const pageOf = (lang: "ko" | "en" | "cn", section: string, page: string): GuidePage =>
  (GUIDE_CONTENT[lang].sections as Record<string, { pages: Record<string, GuidePage> }>)[section]?.pages[
    page
  ] as GuidePage;

/** Everything about a block except its wording. */
function blockShape(block: Block): unknown {
  switch (block.kind) {
    case "paragraph":
    case "currentRound":
      return block.kind;
    case "list":
      return [block.kind, block.ordered, block.items.length];
    case "table":
      return [block.kind, block.columns.length, block.rows.map((r) => r.length), Boolean(block.note)];
    case "figure":
      return [block.kind, block.image, block.legend?.length ?? 0];
    case "callout":
      return [block.kind, block.tone, block.items.length];
    case "facts":
    case "steps":
      return [block.kind, block.items.length];
    case "links":
      return [block.kind, block.items.map((l) => l.href)];
  }
}

function pageShape(page: GuidePage) {
  return page.sections.map((s) => ({
    id: s.id,
    blocks: s.blocks.map(blockShape),
    subsections: (s.subsections ?? []).map((sub) => ({ id: sub.id, blocks: sub.blocks.map(blockShape) })),
  }));
}

/** Every text of a page, for "no empty copy" and fact checks. */
function texts(page: GuidePage): string[] {
  const out = [page.title, page.description, page.lead];
  const fromBlock = (b: Block): string[] => {
    switch (b.kind) {
      case "paragraph":
        return [b.text];
      case "list":
        return [...b.items];
      case "table":
        return [b.caption, ...b.columns, ...b.rows.flat(), ...(b.note ? [b.note] : [])];
      case "figure":
        return [b.alt, b.caption, ...(b.legend ?? [])];
      case "callout":
        return [b.title, ...b.items];
      case "facts":
        return b.items.flatMap((i) => [i.term, i.detail]);
      case "steps":
        return b.items.flatMap((i) => [i.title, i.text]);
      case "links":
        return b.items.map((i) => i.label);
      case "currentRound":
        return [];
    }
  };
  for (const s of page.sections) {
    out.push(s.heading, ...s.blocks.flatMap(fromBlock));
    for (const sub of s.subsections ?? []) out.push(sub.heading, ...sub.blocks.flatMap(fromBlock));
  }
  return out;
}

const allText = (lang: "ko" | "en" | "cn", section: string, page: string) =>
  texts(pageOf(lang, section, page)).join("\n");

describe("guide pages", () => {
  it("are the seventeen pages of docs/product.md §2.1, each with a route and a URL that finds it", () => {
    expect(GUIDE_PAGES.map((p) => `/${p.section}/${p.page}`)).toEqual([
      "/business/brand",
      "/business/overview",
      "/business/traffic",
      "/business/environment",
      "/business/feature",
      "/business/direction",
      "/business/supply",
      "/complex/community",
      "/complex/layout",
      "/complex/floor",
      "/complex/unit",
      "/complex/neighborhood",
      "/subscription/requirement",
      "/subscription/condition",
      "/subscription/recruitment",
      "/subscription/document",
      "/subscription/support",
    ]);
    expect(guideRoutes.map((r) => r.path)).toEqual(GUIDE_PAGES.map((p) => `${p.section}/${p.page}`));
    expect(new Set(guideRoutes.map((r) => r.id)).size).toBe(17);
    expect(findGuidePage("/complex/unit/")).toEqual({ section: "complex", page: "unit" });
    expect(findGuidePage("complex/unit")).toEqual({ section: "complex", page: "unit" });
    expect(findGuidePage("/complex/nothing")).toBeNull();
    expect(findGuidePage("/complex/unit/extra")).toBeNull();
  });

  for (const lang of ["en", "cn"] as const) {
    it(`in ${lang} have exactly the Korean structure, page by page`, () => {
      for (const { section, page } of GUIDE_PAGES) {
        expect(pageShape(pageOf(lang, section, page)), `${lang} ${section}/${page}`).toEqual(
          pageShape(pageOf("ko", section, page)),
        );
      }
    });
  }

  for (const lang of ["ko", "en", "cn"] as const) {
    it(`in ${lang} have no empty text and a description fit for a search result`, () => {
      for (const { section, page } of GUIDE_PAGES) {
        const p = pageOf(lang, section, page);
        for (const t of texts(p)) expect(t.trim(), `${lang} ${section}/${page}`).not.toBe("");
        expect(p.description.length, `${lang} ${section}/${page}`).toBeGreaterThan(25);
        expect(p.sections.length, `${lang} ${section}/${page}`).toBeGreaterThanOrEqual(2);
        // Table captions name the scrollable table regions, which must be told apart.
        const captions = p.sections
          .flatMap((s) => [...s.blocks, ...(s.subsections ?? []).flatMap((sub) => sub.blocks)])
          .flatMap((b) => (b.kind === "table" ? [b.caption] : []));
        expect(new Set(captions).size, `${lang} ${section}/${page}`).toBe(captions.length);
      }
      const ui = GUIDE_CONTENT[lang].ui;
      expect(Object.keys(ui.round.states)).toEqual(["beforeOpen", "open", "closed", "stopped"]);
    });
  }

  it("show the same amounts and areas in every language", () => {
    const figure = /^(?:약 )?([\d,.]+)(?:원| ㎡)$/;
    for (const { section, page } of GUIDE_PAGES) {
      const ko = texts(pageOf("ko", section, page));
      const values = ko.map((t) => figure.exec(t)?.[1]).filter((v): v is string => Boolean(v));
      for (const lang of ["en", "cn"] as const) {
        const other = allText(lang, section, page);
        for (const v of values) expect(other, `${lang} ${section}/${page} ${v}`).toContain(v);
      }
    }
  });
});

describe("docs/product.md facts in the Korean copy", () => {
  it("lists the six unit types with their exclusive areas on the unit page", () => {
    const unit = allText("ko", "complex", "unit");
    for (const [code, area] of [
      ["18A", "18.88 ㎡"],
      ["18B", "18.55 ㎡"],
      ["36A", "36.65 ㎡"],
      ["36B", "36.65 ㎡"],
      ["36C", "36.66 ㎡"],
      ["39A", "39.41 ㎡"],
    ]) {
      expect(unit).toContain(`${code} (전용 ${area})`);
    }
    const figures = pageOf("ko", "complex", "unit")
      .sections.flatMap((s) => (s.subsections ?? []).flatMap((sub) => sub.blocks))
      .filter((b) => b.kind === "figure");
    expect(figures.map((f) => f.image.src)).toEqual([
      "/images/guide/unit-18a.svg",
      "/images/guide/unit-18b.svg",
      "/images/guide/unit-36a.svg",
      "/images/guide/unit-36b.svg",
      "/images/guide/unit-36c.svg",
      "/images/guide/unit-39a.svg",
    ]);
  });

  it("states the eligibility rules of docs/product.md §9.2 on the requirement page", () => {
    const ko = allText("ko", "subscription", "requirement");
    expect(ko).toContain("일반공급은 소득·자산·지역 조건이 없습니다.");
    expect(ko).toContain("청년: 만 19세 이상 39세 이하");
    expect(ko).toContain("신혼부부: 혼인 기간 7년 이내이거나 혼인신고 예정인 예비 신혼부부");
    expect(ko).toContain("무주택자");
    expect(ko).toContain("자동차: 보유하지 않았거나 자동차 가액 3,803만 원 이하 (2025년 기준)");
    const en = allText("en", "subscription", "requirement");
    expect(en).toContain("General supply has no income, asset or region conditions.");
    expect(en).toContain("aged 19 to 39");
    expect(en).toContain("KRW 38.03 million (2025 basis)");
    const cn = allText("cn", "subscription", "requirement");
    expect(cn).toContain("一般供应不设收入、资产和地区条件。");
    expect(cn).toContain("3,803万韩元以下（2025年标准）");
  });

  it("gives the fitness centre 65 pyeong and the 21st-floor library 54 pyeong", () => {
    for (const [section, page] of [
      ["business", "feature"],
      ["complex", "community"],
    ]) {
      const ko = allText("ko", section as string, page as string);
      expect(ko).toContain("피트니스센터 65평");
      expect(ko).toMatch(/21층[^\n]*54평|54평[^\n]*21층/);
    }
  });

  it("offers Kakao and Naver map links on the directions page", () => {
    const links = pageOf("ko", "business", "direction")
      .sections.flatMap((s) => s.blocks)
      .flatMap((b) => (b.kind === "links" ? b.items.map((i) => i.href) : []));
    expect(links.some((h) => h.startsWith("https://map.kakao.com/link/map/"))).toBe(true);
    expect(links.some((h) => h.startsWith("https://map.kakao.com/link/to/"))).toBe(true);
    expect(links.some((h) => h.startsWith("https://map.naver.com/"))).toBe(true);
  });
});

describe("guide images", () => {
  it("exist with the width and height the pages declare", () => {
    const seen = new Map<string, { width: number; height: number }>();
    for (const { section, page } of GUIDE_PAGES) {
      for (const s of pageOf("ko", section, page).sections) {
        for (const b of [...s.blocks, ...(s.subsections ?? []).flatMap((sub) => sub.blocks)]) {
          if (b.kind === "figure") seen.set(b.image.src, b.image);
        }
      }
    }
    expect(seen.size).toBe(14);
    for (const [src, { width, height }] of seen) {
      const svg = readFileSync(`public${src}`, "utf8");
      expect(svg, src).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(svg, src).toContain("<title>");
    }
  });
});
