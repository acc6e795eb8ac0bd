import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "../../../app/features/audit/audit-actions";
import { ALIMTALK_KINDS } from "../../../app/lib/alimtalk";
import cn from "../../../app/locales/cn";
import en from "../../../app/locales/en";
import ko from "../../../app/locales/ko";
import { flatten } from "../../../app/locales/types";

/** Every dotted key to a string in a tree. */
function leaves(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : leaves(value as object, `${prefix}${key}.`),
  );
}

function lookup(tree: object, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

const CODES = leaves(ko.errors);
const HANGUL = /[\uac00-\ud7a3]/;

/** The source files of the app and the worker, without the locale resources themselves. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.endsWith(join("app", "locales")) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("error codes", () => {
  it("are many, one per message, and every one has its Korean text", () => {
    expect(CODES.length).toBeGreaterThan(100);
    for (const code of CODES) expect(lookup(ko.errors, code), code).toMatch(/\S/);
  });

  for (const [lang, messages] of [
    ["en", en],
    ["cn", cn],
  ] as const) {
    it(`every code reads in ${lang}, not in Korean`, () => {
      for (const code of CODES) {
        const text = lookup(messages.errors, code);
        expect(typeof text, code).toBe("string");
        expect(text, code).not.toMatch(HANGUL);
        expect(String(text).length, code).toBeGreaterThan(3);
      }
    });
  }

  it("every code written in the code base exists (a typo in a zod message or a DomainError fails here)", () => {
    const groups = Object.keys(ko.errors).join("|");
    // A key written as KeysUnder's prefix (`KeysUnder<"application.eligibility.reasons">`) must
    // be a branch of the tree, whose keys it stands for.
    const literal = new RegExp(`(KeysUnder<)?["'\`]((?:${groups})\\.[A-Za-z][\\w.]*)["'\`]`, "g");
    // Audit action names ("auth.login") and 알림톡 kinds ("application.submitted") look alike
    // but are no messages.
    // Sections of a namespace ("application.receipt") name what a page ships (clientMessages).
    const sections = Object.entries(flatten(ko)).flatMap(([ns, v]) =>
      typeof v === "object" ? Object.keys(v).map((k) => `${ns}.${k}`) : [],
    );
    const branches = (tree: object, prefix = ""): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === "object" ? [`${prefix}${key}`, ...branches(value as object, `${prefix}${key}.`)] : [],
      );
    const known = new Set<string>([...CODES, ...leaves(flatten(ko)), ...sections, ...AUDIT_ACTIONS, ...ALIMTALK_KINDS]);
    const prefixes = new Set(branches(flatten(ko)));
    const unknown: string[] = [];
    let used = 0;
    for (const file of [...sources("app"), ...sources("worker")]) {
      for (const [, keysUnder, key] of readFileSync(file, "utf8").matchAll(literal)) {
        if (!key || key.endsWith(".")) continue;
        used += 1;
        if (!(keysUnder ? prefixes : known).has(key)) unknown.push(`${file}: ${key}`);
      }
    }
    expect(used).toBeGreaterThan(100);
    expect(unknown).toEqual([]);
  });
});
