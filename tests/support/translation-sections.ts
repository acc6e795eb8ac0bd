import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseSync } from "@swc/core";
import ko from "../../app/locales/ko";
import { flatten } from "../../app/locales/types";

/*
 * Reads, without a browser, which translation keys a page renders and which sections its
 * loaders ship, from the source: app/routes.ts gives each page's chain of route modules (root,
 * layouts, the page); every module a route imports inside app/ is parsed with SWC.
 *
 * - Keys rendered: string literals that are a key (`"qna.write.title"`, a column's
 *   `header: "console.logs.colDate"`), template literals with a static prefix
 *   (`` `console.applicationStatus.${s}` ``), `KeysUnder<"application.eligibility.reasons">`, and
 *   zod message codes (`"validation.questions.title"`, shown through `errors.validation`), in
 *   the route module and every module it imports that reaches the browser: `.server` modules
 *   and the bodies of `loader` and `action` run on the server, where i18next has every string,
 *   so they are not followed.
 * - Sections shipped: the parts of each `sitePage(context, parts)`, `consolePage(context, area,
 *   parts)` (with an area also `console` and `errors.validation`; without one
 *   `errors.validation`) and `clientMessages(lang, parts)` call in the route module and the
 *   modules it imports, evaluated as the server does: string literals and spreads of `const`
 *   lists, followed through imports (`...QUESTION_FORM_SECTIONS`).
 */

const APP = resolve(__dirname, "../../app");
const tree = flatten(ko) as unknown as Record<string, unknown>;

type Node = { type: string; span?: { start: number; end: number }; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === "span") continue;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (isNode(item)) out.push(item);
        else if (typeof item === "object" && item !== null) {
          // Call arguments and array elements are `{ spread, expression }`.
          const expression = (item as { expression?: unknown }).expression;
          if (isNode(expression)) out.push(expression);
        }
      }
    } else if (isNode(value)) out.push(value);
  }
  return out;
}

function lookup(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}
const isLeaf = (key: string) => typeof lookup(key) === "string";
const isBranch = (key: string) => {
  const node = lookup(key);
  return typeof node === "object" && node !== null;
};

const BASE = new Set(Object.keys(ko.base));
const NAMESPACES = new Set(Object.keys(ko).filter((ns) => ns !== "base"));

/** The section a key is shipped with: `"qna.write"` for `qna.write.title`, `"base"` for `common.siteName`. */
export function sectionOf(key: string): string {
  const [ns = "", section = ""] = key.split(".");
  return BASE.has(ns) ? "base" : `${ns}.${section}`;
}

/** A key (or a key's prefix) written in the code, or null when the text names none. */
function asKey(text: string, prefix: boolean): string | null {
  const [ns = ""] = text.split(".");
  const known = prefix ? isBranch : isLeaf;
  if (ns === "validation" && !prefix && known(`errors.${text}`)) return `errors.${text}`;
  if (!NAMESPACES.has(ns) && !BASE.has(ns)) return null;
  // A key is at least `ns.section.key` (`common.key` in base); a prefix at least its section.
  if (text.split(".").length < (BASE.has(ns) ? 2 : 3) - (prefix ? 1 : 0)) return null;
  return known(text) ? text : null;
}

type Binding = { from: string; name: string };
/** One top-level statement: the names it declares, the keys in it, the names it refers to. */
type Unit = { names: string[]; keys: string[]; codes: string[]; refs: Set<string>; loads: string[] };
type Module = {
  file: string;
  /** Value imports inside app/ (static), resolved to files. */
  imports: string[];
  /** Local names bound by imports (`"default"` for a default import, `"*"` for a namespace). */
  bindings: Map<string, Binding>;
  /** `export { a as b }`: b → a; `export { x } from "./y"`: x → y's x; `export * from`. */
  aliases: Map<string, string>;
  reexports: Map<string, Binding>;
  stars: string[];
  /** Top-level `const` initialisers by name. */
  consts: Map<string, Node>;
  units: Unit[];
  /** `sitePage`, `consolePage` and `clientMessages` calls. */
  calls: Node[];
  /** Whether it has a default export: a resource route renders nothing in the browser. */
  renders: boolean;
};

const modules = new Map<string, Module>();

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = join(APP, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (candidate.startsWith(APP) && /\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

const SERVER_FUNCTIONS = new Set(["loader", "action"]);
const SHIPPING_CALLS = new Set(["sitePage", "consolePage", "clientMessages"]);

function declaredNames(node: Node): string[] {
  switch (node.type) {
    case "FunctionDeclaration":
    case "ClassDeclaration":
      return [(node.identifier as Node).value as string];
    case "TsTypeAliasDeclaration":
    case "TsInterfaceDeclaration":
    case "TsEnumDeclaration":
      return [(node.id as Node).value as string];
    case "VariableDeclaration":
      return (node.declarations as Node[]).flatMap((d) => {
        const id = d.id as Node;
        return id.type === "Identifier" ? [id.value as string] : [];
      });
    default:
      return [];
  }
}

function read(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const source = readFileSync(file, "utf8");
  const program = parseSync(source, { syntax: "typescript", tsx: file.endsWith(".tsx") }) as unknown as Node;
  const module: Module = {
    file,
    imports: [],
    bindings: new Map(),
    aliases: new Map(),
    reexports: new Map(),
    stars: [],
    consts: new Map(),
    units: [],
    calls: [],
    renders: false,
  };
  modules.set(file, module);

  const scan = (node: Node, serverSide: boolean, unit: Unit) => {
    let server = serverSide;
    // `export async function loader`, `export const action = …`
    if (node.type === "FunctionDeclaration" && SERVER_FUNCTIONS.has((node.identifier as Node).value as string)) {
      server = true;
    }
    if (node.type === "VariableDeclarator") {
      const id = node.id as Node;
      if (id.type === "Identifier" && SERVER_FUNCTIONS.has(id.value as string)) server = true;
    }
    if (node.type === "CallExpression") {
      const callee = node.callee as Node;
      if (callee.type === "Identifier" && SHIPPING_CALLS.has(callee.value as string)) module.calls.push(node);
      if (callee.type === "Import" && !server) {
        const arg = (node.arguments as { expression: Node }[])[0]?.expression;
        if (arg?.type === "StringLiteral") {
          const target = resolveImport(file, arg.value as string);
          if (target) unit.loads.push(target);
        }
      }
    }
    if (!server) {
      if (node.type === "Identifier") unit.refs.add(node.value as string);
      if (node.type === "StringLiteral") {
        const text = node.value as string;
        const key = asKey(text, false);
        if (key) (text.startsWith("validation.") ? unit.codes : unit.keys).push(key);
      }
      if (node.type === "TemplateLiteral") {
        const quasis = node.quasis as Node[];
        const head = (quasis[0]?.cooked ?? quasis[0]?.raw ?? "") as string;
        if (quasis.length === 1) {
          const key = asKey(head, false);
          if (key) unit.keys.push(key);
        } else if (head.endsWith(".")) {
          const key = asKey(head.slice(0, -1), true);
          if (key) unit.keys.push(`${key}.*`);
        }
      }
      if (node.type === "TsTypeReference" && (node.typeName as Node).value === "KeysUnder") {
        const param = ((node.typeParams as Node | undefined)?.params as Node[] | undefined)?.[0];
        const literal = param?.type === "TsLiteralType" ? (param.literal as Node) : undefined;
        const key = literal?.type === "StringLiteral" ? asKey(literal.value as string, true) : null;
        if (key) unit.keys.push(`${key}.*`);
        return;
      }
    }
    for (const child of children(node)) scan(child, server, unit);
  };

  for (const item of program.body as Node[]) {
    if (item.type === "ImportDeclaration") {
      if (item.typeOnly) continue;
      const target = resolveImport(file, (item.source as Node).value as string);
      if (!target) continue;
      module.imports.push(target);
      for (const s of item.specifiers as Node[]) {
        if (s.isTypeOnly) continue;
        const local = (s.local as Node).value as string;
        const imported =
          s.type === "ImportDefaultSpecifier"
            ? "default"
            : s.type === "ImportNamespaceSpecifier"
              ? "*"
              : isNode(s.imported)
                ? (s.imported.value as string)
                : local;
        module.bindings.set(local, { from: target, name: imported });
      }
      continue;
    }
    if (item.type === "ExportNamedDeclaration" || item.type === "ExportAllDeclaration") {
      if (item.typeOnly) continue;
      const target = isNode(item.source) ? resolveImport(file, item.source.value as string) : null;
      if (item.type === "ExportAllDeclaration") {
        if (target) {
          module.stars.push(target);
          module.imports.push(target);
        }
        continue;
      }
      if (target) module.imports.push(target);
      for (const s of (item.specifiers as Node[]) ?? []) {
        if (s.type !== "ExportSpecifier" || s.isTypeOnly) continue;
        const orig = (s.orig as Node).value as string;
        const exported = isNode(s.exported) ? (s.exported.value as string) : orig;
        if (target) module.reexports.set(exported, { from: target, name: orig });
        else module.aliases.set(exported, orig);
      }
      continue;
    }
    const declaration = item.type === "ExportDeclaration" ? (item.declaration as Node) : item;
    const names = declaredNames(declaration);
    if (item.type === "ExportDefaultDeclaration" || item.type === "ExportDefaultExpression") {
      module.renders = true;
      names.push("default");
      const decl = item.decl as Node | undefined;
      if (decl && isNode(decl.identifier)) names.push(decl.identifier.value as string);
    }
    if (declaration.type === "VariableDeclaration") {
      for (const d of declaration.declarations as Node[]) {
        const id = d.id as Node;
        if (id.type === "Identifier" && isNode(d.init)) module.consts.set(id.value as string, d.init);
      }
    }
    const unit: Unit = { names, keys: [], codes: [], refs: new Set(), loads: [] };
    scan(item, false, unit);
    module.units.push(unit);
  }
  return module;
}

const notLocales = (path: string) => !path.startsWith(join(APP, "locales"));
const reachesBrowser = (path: string) => notLocales(path) && !/\.server\.tsx?$/.test(path);

/**
 * The keys the browser may render from `name` of `file` ("*" for the whole module) and what
 * it uses in turn: the declarations it refers to, the imports those name, what they load.
 * zod codes count only in what a form loads with `import()`.
 */
function keysFrom(entries: { file: string; name: string; loaded: boolean }[]): { key: string; from: string }[] {
  const out: { key: string; from: string }[] = [];
  const seen = new Set<string>();
  const stack = [...entries];
  const push = (file: string, name: string, loaded: boolean) => {
    if (!reachesBrowser(file)) return;
    const id = `${file}|${name}|${loaded}`;
    if (!seen.has(id)) stack.push({ file, name, loaded });
  };
  while (stack.length > 0) {
    const { file, name, loaded } = stack.pop() as { file: string; name: string; loaded: boolean };
    const id = `${file}|${name}|${loaded}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const module = read(file);
    const reexport = module.reexports.get(name);
    if (reexport) push(reexport.from, reexport.name, loaded);
    for (const star of module.stars) if (name !== "default") push(star, name, loaded);
    const wanted = new Set([name, module.aliases.get(name) ?? name]);
    // Statements declaring nothing (side effects) always run; then what the wanted names use.
    const included = new Set(module.units.filter((u) => name === "*" || u.names.length === 0));
    for (const unit of module.units) if (unit.names.some((n) => wanted.has(n))) included.add(unit);
    const queue = [...included];
    while (queue.length > 0) {
      const unit = queue.pop() as Unit;
      for (const key of unit.keys) out.push({ key, from: relative(APP, file) });
      if (loaded) for (const key of unit.codes) out.push({ key, from: relative(APP, file) });
      for (const target of unit.loads) push(target, "*", true);
      for (const ref of unit.refs) {
        const binding = module.bindings.get(ref);
        if (binding) push(binding.from, binding.name, loaded);
        for (const other of module.units) {
          if (!included.has(other) && other.names.includes(ref)) {
            included.add(other);
            queue.push(other);
          }
        }
      }
    }
  }
  return out;
}

/** Files whose shipping calls take their parts as parameters: the helpers themselves. */
const HELPERS = new Set(
  ["lib/i18n/i18n.server.ts", "controllers/site-page.server.ts", "controllers/console-page.server.ts"].map((f) =>
    join(APP, f),
  ),
);

/** The parts a list expression evaluates to, following `const`s and imports. */
function evaluate(expression: Node, module: Module, where: string): string[] {
  switch (expression.type) {
    case "StringLiteral":
      return [expression.value as string];
    case "ArrayExpression":
      return (expression.elements as { expression: Node }[]).flatMap((e) => evaluate(e.expression, module, where));
    case "TsAsExpression":
    case "TsSatisfiesExpression":
    case "TsConstAssertion":
    case "ParenthesisExpression":
      return evaluate(expression.expression as Node, module, where);
    case "Identifier": {
      const name = expression.value as string;
      const local = module.consts.get(name);
      if (local) return evaluate(local, module, where);
      const binding = module.bindings.get(name);
      if (binding) {
        const target = read(binding.from);
        const init = target.consts.get(binding.name);
        if (init) return evaluate(init, target, where);
      }
      break;
    }
  }
  throw new Error(`${where}: the sections it ships are not a list of literals and const lists`);
}

function shippedByCall(call: Node, module: Module): string[] {
  const where = relative(APP, module.file);
  const args = (call.arguments as { expression: Node }[]).map((a) => a.expression);
  const callee = (call.callee as Node).value;
  if (callee === "consolePage") {
    const parts = args[2] ? evaluate(args[2], module, where) : [];
    return args.length >= 2 ? ["console", "errors.validation", ...parts] : ["errors.validation"];
  }
  return args[1] ? evaluate(args[1], module, where) : [];
}

/** The keys a module and what it imports may render in the browser, with the module each comes from. */
export function moduleKeys(file: string): { key: string; from: string }[] {
  return keysFrom([{ file, name: "*", loaded: false }]);
}

/** The keys a route module renders: none for a resource route (no default export). */
export function renderedKeys(file: string): { key: string; from: string }[] {
  return read(file).renders ? moduleKeys(file) : [];
}

/** The sections a route module's loader (or a helper it calls) ships. */
export function shippedSections(file: string): string[] {
  const seen = new Map<string, Module>();
  const stack = [file];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (seen.has(next) || HELPERS.has(next) || !notLocales(next)) continue;
    const module = read(next);
    seen.set(next, module);
    stack.push(...module.imports);
  }
  return [...seen.values()].flatMap((m) => m.calls.flatMap((call) => shippedByCall(call, m)));
}

/** A `*_SECTIONS` list a component declares beside itself, evaluated. */
export function declaredLists(file: string): { name: string; parts: string[] }[] {
  const module = read(file);
  return [...module.consts.entries()]
    .filter(([name]) => /_SECTIONS$/.test(name))
    .flatMap(([name, init]) => {
      try {
        return [{ name, parts: evaluate(init, module, relative(APP, file)) }];
      } catch {
        return [];
      }
    });
}

/** Whether the shipped parts (namespaces or sections) carry a rendered key. */
export function covers(parts: ReadonlySet<string>, key: string): boolean {
  const [ns = ""] = key.split(".");
  return parts.has(sectionOf(key)) || (!BASE.has(ns) && parts.has(ns));
}

export const appFile = (path: string) => join(APP, path);
