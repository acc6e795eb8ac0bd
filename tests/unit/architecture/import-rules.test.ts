import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../../app/routes";

/**
 * The import rules of `npm run lint` (.dependency-cruiser.mjs) run, as the lint does, over a
 * small tree laid out like ours: files that keep the direction pass, and each rule fails on
 * the one file written to break it.
 */
const ALLOWED: Record<string, string> = {
  "app/lib/format.ts": "export const format = 1;",
  "app/lib/enums.ts": 'export const KINDS = ["A"] as const;',
  "app/lib/env.ts": "export type AppEnv = { APP_ENV: string };",
  "app/lib/context.ts": 'import type { AppEnv } from "./env";\nexport type Context = AppEnv;',
  "app/components/button.tsx": 'import { format } from "../lib/format";\nexport const Button = format;',
  "app/features/notes/notes.server.ts":
    'import { format } from "../../lib/format";\nexport type Note = { id: string };\nexport const listNotes = () => format;',
  "app/features/notes/note-list.tsx":
    'import type { Note } from "./notes.server";\nimport { Button } from "../../components/button";\nexport const NoteList = (n: Note) => [n, Button];',
  "node_modules/react-router/package.json": '{ "name": "react-router", "main": "index.js" }',
  "node_modules/react-router/index.js": "exports.redirect = () => null;",
  "app/controllers/notes-page.server.ts":
    'import { redirect } from "react-router";\nimport { listNotes } from "../features/notes/notes.server";\nimport { format } from "../lib/format";\nexport const notesPage = () => [listNotes(), format, redirect];',
  "app/routes/notes.tsx":
    'import { notesPage } from "../controllers/notes-page.server";\nimport { NoteList } from "../features/notes/note-list";\nimport { Button } from "~/components/button";\nexport const loader = notesPage;\nexport default () => [NoteList, Button];',
  "worker/env.ts":
    'import type { AppEnv } from "../app/lib/env";\nexport const checkEnv = (): AppEnv => ({ APP_ENV: "" });',
  "worker/api/notes.ts":
    'import { listNotes } from "../../app/features/notes/notes.server";\nimport { format } from "../../app/lib/format";\nexport const notes = [listNotes, format];',
  "db/schema/notes.ts": 'import { KINDS } from "../../app/lib/enums";\nexport const kinds = KINDS;',
  "db/seed/index.ts":
    'import { listNotes } from "../../app/features/notes/notes.server";\nexport const seed = listNotes;',
};

/** One file per rule, breaking only that rule. */
const BROKEN: Record<string, [file: string, source: string]> = {
  "lib-imports-lib": ["app/lib/bad.ts", 'import { Button } from "~/components/button";\nexport const x = Button;'],
  "components-take-props": [
    "app/components/bad.tsx",
    'import { NoteList } from "../features/notes/note-list";\nexport const x = NoteList;',
  ],
  "features-below-routes": [
    "app/features/notes/bad-route.ts",
    'import { loader } from "../../routes/notes";\nexport const x = loader;',
  ],
  "feature-servers-speak-no-http": [
    "app/features/notes/bad-http.server.ts",
    'import { redirect } from "react-router";\nexport const x = redirect;',
  ],
  "controllers-serve-routes": [
    "app/controllers/bad.server.ts",
    'import { loader } from "../routes/notes";\nexport const x = loader;',
  ],
  "worker-uses-features-and-lib": [
    "worker/api/bad.ts",
    'import { Button } from "../../app/components/button";\nexport const x = Button;',
  ],
  "app-imports-no-worker": [
    "app/features/notes/bad-env.ts",
    'import type { checkEnv } from "../../../worker/env";\nexport type X = typeof checkEnv;',
  ],
  "server-code-has-no-ui": [
    "app/features/notes/bad-ui.server.ts",
    'import type { Button } from "../../components/button";\nexport type X = typeof Button;',
  ],
  "client-code-not-server": [
    "app/features/notes/bad-client.tsx",
    'import { listNotes } from "./notes.server";\nexport const x = listNotes;',
  ],
  "db-imports-enums-only": [
    "db/schema/bad.ts",
    'import { format } from "../../app/lib/format";\nexport const x = format;',
  ],
  "seed-writes-through-features": [
    "db/seed/bad.ts",
    'import { Button } from "../../app/components/button";\nexport const x = Button;',
  ],
  resolvable: ["app/features/notes/bad-missing.ts", 'import { y } from "./missing";\nexport const x = y;'],
};

type Cruise = {
  summary: { violations: { rule: { name: string }; from: string }[]; ruleSetUsed: { forbidden: { name: string }[] } };
};

let root: string;

function write(files: Record<string, string>) {
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), `${source}\n`);
  }
}

/** `npm run lint`'s depcruise call, in the fixture tree. */
function cruise(): Cruise {
  const bin = resolve("node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");
  const config = resolve(".dependency-cruiser.mjs");
  const args = [bin, "--config", config, "--output-type", "json", "app", "worker", "db"];
  // depcruise exits non-zero when it finds violations; the JSON is on stdout either way.
  try {
    return JSON.parse(execFileSync(process.execPath, args, { cwd: root, encoding: "utf8" }));
  } catch (error) {
    const stdout = (error as { stdout?: string }).stdout;
    if (!stdout) throw error;
    return JSON.parse(stdout);
  }
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "import-rules-"));
  writeFileSync(join(root, "tsconfig.json"), JSON.stringify({ compilerOptions: { paths: { "~/*": ["./app/*"] } } }));
  write(ALLOWED);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

// dependency-cruiser spawns its own process: seconds, more on a loaded machine.
describe("import rules", { timeout: 60_000 }, () => {
  it("pass a tree that keeps the direction (type-only imports of .server included)", () => {
    expect(cruise().summary.violations).toEqual([]);
  });

  it("fail each file that breaks one, naming the rule, and every rule has such a file", () => {
    write(Object.fromEntries(Object.values(BROKEN)));
    const result = cruise();
    const found = result.summary.violations.map((v) => `${v.rule.name}: ${v.from}`).sort();
    const expected = Object.entries(BROKEN)
      .map(([rule, [file]]) => `${rule}: ${file}`)
      .sort();
    expect(found).toEqual(expected);
    expect(result.summary.ruleSetUsed.forbidden.map((r) => r.name).sort()).toEqual(Object.keys(BROKEN).sort());
  });
});

/** Every module file of the route table (paths relative to app/), layouts and their children. */
function routeFiles(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);
}

/**
 * A module under app/routes that is not a route is code the layers have no place for: shared
 * UI belongs in a feature or app/components, shared request code in app/controllers.
 */
function modulesNotRoutes(files: string[], table: RouteConfigEntry[]): string[] {
  const registered = new Set(routeFiles(table));
  return files.filter((file) => !/(^|\/)routes\.ts$|\.css$/.test(file) && !registered.has(file));
}

describe("app/routes", () => {
  it("holds only route modules of the route table, their routes.ts tables and stylesheets", () => {
    const files = (readdirSync(resolve("app/routes"), { recursive: true }) as string[])
      .filter((file) => !file.includes("+types") && /\.(tsx?|css)$/.test(file))
      .map((file) => `routes/${file.split("\\").join("/")}`);
    expect(files.length).toBeGreaterThan(50);
    expect(modulesNotRoutes(files, routes)).toEqual([]);
  });

  it("names a module the table does not register", () => {
    const table = [{ id: "a", path: "a", file: "routes/a.tsx", children: [{ id: "b", file: "routes/b/b.tsx" }] }];
    const files = ["routes/a.tsx", "routes/b/b.tsx", "routes/b/routes.ts", "routes/b/b.css", "routes/b/helper.ts"];
    expect(modulesNotRoutes(files, table)).toEqual(["routes/b/helper.ts"]);
  });
});
