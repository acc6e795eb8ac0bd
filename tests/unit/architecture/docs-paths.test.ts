import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The docs are the map: every file path they cite in backticks and every relative link (with
 * its #anchor) must exist, so a rename or a removal that forgets the docs fails here.
 */
const DOCS = ["README.md", ...readdirSync("docs", { recursive: true }).map((f) => join("docs", String(f)))].filter(
  (f) => f.endsWith(".md"),
);

/** Roots of the project's own files, as the docs cite them. */
const CITED_PATH = /`((?:app|worker|db|scripts|tests|migrations|docs|public|\.github|\.ci)\/[^`\s]+)`/g;
/** A placeholder or a pattern, not one file: `tests/e2e/<feature>/x.test.ts`, `app/**`. */
const NOT_A_PATH = /[<>*{}…|]/;

function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    if (fenced || !/^#{1,6} /.test(line)) continue;
    // GitHub's slug: lower case, punctuation dropped, spaces to hyphens.
    const slug = line
      .replace(/^#+ /, "")
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}_\- ]/gu, "")
      .replaceAll(" ", "-");
    anchors.add(slug);
  }
  return anchors;
}

function missingIn(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const missing: string[] = [];
  for (const match of text.matchAll(CITED_PATH)) {
    const cited = match[1] ?? "";
    if (NOT_A_PATH.test(cited)) continue;
    // A decision record may name a file it later removed: "(`app/x.ts`, removed with 0013)".
    if (/^[`,\s]*removed\b/.test(text.slice(match.index + match[0].length, match.index + match[0].length + 20)))
      continue;
    const path = cited.replace(/[.,:;]+$/, "").replace(/#.*$/, "");
    if (!existsSync(path)) missing.push(`\`${cited}\``);
  }
  for (const [, target = ""] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(https?:|mailto:)/.test(target)) continue;
    const [path = "", anchor] = target.split("#");
    const resolved = path ? normalize(join(dirname(file), path)) : file;
    if (!existsSync(resolved)) missing.push(`(${target})`);
    else if (anchor && resolved.endsWith(".md") && !anchorsOf(resolved).has(decodeURIComponent(anchor)))
      missing.push(`(${target}) anchor`);
  }
  return missing;
}

describe("the docs' paths and links", () => {
  it.each(DOCS)("%s cites only files and anchors that exist", (file) => {
    expect(missingIn(file)).toEqual([]);
  });
});
