import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";
import { SITE_COOKIES } from "../../../app/lib/cookies";

/**
 * Every cookie goes through app/lib/cookies.ts: no other file of app/ or worker/ names the
 * `Set-Cookie` header, writes cookie attributes, names a prefixed cookie, writes
 * `document.cookie` or `cookieStore`, or uses Hono's own cookie helpers. The sources are
 * parsed (Vite's own parser), so comments explaining a cookie are no finding; strings and
 * templates are.
 */
const ROOT = resolve(__dirname, "../../..");
const HELPER = "app/lib/cookies.ts";

/** Attributes only a cookie string has, after a `;` (never Cache-Control's or HSTS's max-age). */
const ATTRIBUTE = /;\s*(HttpOnly|Secure|SameSite\s*=|Max-Age\s*=|Path\s*=|Domain\s*=|Expires\s*=|Partitioned)/i;

/** What in one source breaks the rule, as `line: finding`. */
type Node = { type: string; start: number; [key: string]: unknown };

const isName = (node: unknown, name: string) => (node as Node).type === "Identifier" && (node as Node).name === name;

/** Every node of an ESTree tree, depth first. */
function* nodes(value: unknown): Generator<Node> {
  if (Array.isArray(value)) {
    for (const item of value) yield* nodes(item);
    return;
  }
  if (!value || typeof value !== "object") return;
  const node = value as Node;
  if (typeof node.type === "string") yield node;
  for (const [key, child] of Object.entries(node))
    if (key !== "parent" && typeof child === "object") yield* nodes(child);
}

function cookieWrites(fileName: string, text: string): string[] {
  const parsed = parseSync(fileName, text, { lang: fileName.endsWith(".tsx") ? "tsx" : "ts" });
  if (parsed.errors.length > 0) return [`does not parse: ${parsed.errors[0]?.message}`];
  const found: string[] = [];
  const at = (start: number, what: string) => found.push(`${text.slice(0, start).split("\n").length}: ${what}`);
  const inString = (start: number, value: unknown) => {
    if (typeof value !== "string") return;
    if (/^set-cookie$/i.test(value.trim())) at(start, "the Set-Cookie header named");
    if (ATTRIBUTE.test(value)) at(start, `cookie attributes written: ${JSON.stringify(value)}`);
    if (/(^|[^\w])__(Host|Secure)-/.test(value)) at(start, `a cookie name declared: ${JSON.stringify(value)}`);
  };
  for (const node of nodes(parsed.program)) {
    if (node.type === "Literal") inString(node.start, node.value);
    if (node.type === "TemplateElement") inString(node.start, (node.value as { cooked?: string }).cooked);
    if (node.type === "ImportDeclaration" && (node.source as Node).value === "hono/cookie") {
      at(node.start, "Hono's cookie helpers imported");
    }
    if (node.type === "Identifier" && node.name === "cookieStore") at(node.start, "cookieStore");
    if (node.type === "MemberExpression" && isName(node.property, "cookie")) {
      // `document.cookie`, also as `window.document.cookie` or `globalThis.document.cookie`.
      const owner = node.object as Node;
      if (isName(owner, "document") || (owner.type === "MemberExpression" && isName(owner.property, "document"))) {
        at(node.start, "document.cookie");
      }
    }
  }
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|js|mjs)$/.test(e.name) && !e.name.endsWith(".d.ts"))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

describe("cookies are written in one place", () => {
  it("finds no cookie written by hand in app/ or worker/ outside the helper", () => {
    const files = [...sources("app"), ...sources("worker")].filter((f) => f !== HELPER && !f.includes("/+types/"));
    expect(files.length).toBeGreaterThan(100);
    const findings = files.flatMap((file) =>
      cookieWrites(file, readFileSync(join(ROOT, file), "utf8")).map((f) => `${file}:${f}`),
    );
    expect(findings).toEqual([]);
  }, 120_000);

  it("catches each way of writing a cookie by hand, and not what only looks like one", () => {
    const bad = [
      'headers.append("Set-Cookie", c);',
      "c.header('set-cookie', c, { append: true });",
      "new Headers({ [`Set-Cookie`]: c });",
      "const a = `#{NAME}=#{v}; HttpOnly; Secure; SameSite=Lax; Path=/`;",
      "const a = `#{NAME}=; Path=/; Max-Age=0`;",
      'const a = "lng=en; Secure";',
      'const NAME = "__Host-session";',
      'const NAME = "__Secure-grant";',
      'document.cookie = "a=1";',
      "window.document.cookie = `a=#{b}`;",
      'await cookieStore.set("a", "1");',
      'import { setCookie } from "hono/cookie";',
    ];
    // `#{` stands for a template's `${` (a plain string holding `${` reads like a mistake).
    for (const line of bad) expect(cookieWrites("x.ts", line.replaceAll("#{", "${")), line).toHaveLength(1);
    const fine = [
      "// Set-Cookie: __Host-x=1; HttpOnly; Path=/ (a comment)",
      "/* document.cookie */ const a = 1;",
      'const cc = "public, max-age=300";',
      'h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");',
      'const ct = "text/html; charset=utf-8";',
      "response.headers.getSetCookie();",
      'const cookie = request.headers.get("cookie");',
    ];
    for (const line of fine) expect(cookieWrites("x.ts", line), line).toEqual([]);
  });

  it("lists every cookie of the table in the security guide", () => {
    const guide = readFileSync(join(ROOT, "docs/product/security.md"), "utf8");
    for (const { name } of Object.values(SITE_COOKIES)) expect(guide, name).toContain(`| \`${name}\``);
  });
});
