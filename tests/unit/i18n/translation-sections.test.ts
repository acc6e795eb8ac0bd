import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../../app/routes";
import {
  appFile,
  covers,
  declaredLists,
  moduleKeys,
  renderedKeys,
  sectionOf,
  shippedSections,
} from "../../support/translation-sections";

/** Each page as the chain of route modules whose loaders' strings `useT()` merges: root first. */
function pages(entries: RouteConfigEntry[], parents: string[] = ["root.tsx"]): string[][] {
  return entries.flatMap((entry) => {
    const chain = [...parents, entry.file];
    return [chain, ...pages(entry.children ?? [], chain)];
  });
}

/** What a chain of routes renders that none of its loaders ships. */
function missing(chain: string[]): string[] {
  const shipped = new Set(chain.flatMap((file) => shippedSections(appFile(file))));
  const out = new Set<string>();
  for (const file of chain) {
    for (const { key, from } of renderedKeys(appFile(file))) {
      if (!covers(shipped, key)) out.add(`${chain.at(-1)}: ${from} renders ${key}; ${sectionOf(key)} is not shipped`);
    }
  }
  return [...out];
}

describe("translation sections", () => {
  const chains = pages(routes);

  it("every page ships the section of every key its components render", () => {
    expect(chains.length).toBeGreaterThan(60);
    expect(chains.flatMap(missing)).toEqual([]);
  });

  it("reads the keys and lists it checks (the check is not empty)", () => {
    const inquiry = ["root.tsx", "routes/site-layout.tsx", "routes/site/center/inquiry.tsx"];
    const keys = inquiry.flatMap((file) => renderedKeys(appFile(file)).map((k) => k.key));
    // From the page, from a shared component, a zod code of its form's schema and the shell.
    expect(keys).toEqual(expect.arrayContaining(["qna.status.answered", "errors.validation.questions.title"]));
    expect(keys.some((k) => k.startsWith("site.menu."))).toBe(true);
    const shipped = inquiry.flatMap((file) => shippedSections(appFile(file)));
    expect(shipped).toEqual(expect.arrayContaining(["base", "site.menu", "qna.list", "errors.validation"]));
    expect(shippedSections(appFile("routes/console/popup-edit.tsx"))).toEqual(
      expect.arrayContaining(["console", "errors.validation", "site.popups"]),
    );
  });

  it("a component's own *_SECTIONS list names every section it and what it imports render", () => {
    const files = (readdirSync(appFile("features"), { recursive: true }) as string[])
      .map((f) => join("features", f))
      .filter((f) => /\.tsx?$/.test(f));
    const shell = new Set(shippedSections(appFile("root.tsx")));
    const incomplete: string[] = [];
    let lists = 0;
    for (const file of files) {
      for (const { name, parts } of declaredLists(appFile(file))) {
        lists += 1;
        const declared = new Set([...shell, ...parts]);
        for (const { key, from } of moduleKeys(appFile(file))) {
          if (!covers(declared, key)) incomplete.push(`${file} ${name}: ${from} renders ${key}`);
        }
      }
    }
    expect(lists).toBeGreaterThanOrEqual(5);
    expect(incomplete).toEqual([]);
  });
});
