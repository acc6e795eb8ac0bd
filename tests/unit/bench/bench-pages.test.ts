import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../../app/routes";
import { NOT_BENCHED, PAGES } from "../../../scripts/bench-pages.ts";

/** Every page route's full pattern ("/" for the index), walking layouts, without the console's. */
function patterns(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.index || entry.path ? [path] : [];
    return [...own, ...patterns(entry.children ?? [], entry.path ? path : parent)];
  });
}

/** Whether a concrete path is one of a pattern's pages (":param" is one segment). */
function matches(pattern: string, path: string): boolean {
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+");
  return new RegExp(`^${source}$`).test(path);
}

describe("the pages npm run bench measures", () => {
  const publicPatterns = patterns(routes).filter((p) => !p.startsWith("/console"));

  it("cover every public page route, or say why one is left out", () => {
    const uncovered = publicPatterns.filter(
      (pattern) => !(pattern in NOT_BENCHED) && !PAGES.some((path) => matches(pattern, path)),
    );
    expect(uncovered).toEqual([]);
  });

  it("are all pages of the route table, and leave out only routes that exist", () => {
    expect(PAGES.filter((path) => !publicPatterns.some((pattern) => matches(pattern, path)))).toEqual([]);
    expect(Object.keys(NOT_BENCHED).filter((pattern) => !publicPatterns.includes(pattern))).toEqual([]);
  });
});
