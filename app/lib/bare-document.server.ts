import { escapeHtml } from "./html";
import { HTML_LANG, type Language } from "./i18n/languages";
import { builtStylesheet } from "./inline-css.server";

/** Markup a template made: interpolated into another as it is, not escaped again. */
export class Markup {
  constructor(readonly text: string) {}
}

type Part = Markup | string | number | null | undefined | false | readonly Part[];

function partText(part: Part): string {
  if (part === null || part === undefined || part === false) return "";
  if (part instanceof Markup) return part.text;
  if (Array.isArray(part)) return part.map(partText).join("");
  return escapeHtml(String(part));
}

/**
 * HTML from a template: every value put in is escaped (text and attribute values alike), except
 * markup this function made; a list is put in item after item, and null, undefined and false
 * put in nothing.
 */
export function html(strings: TemplateStringsArray, ...parts: Part[]): Markup {
  let out = strings[0] ?? "";
  for (let i = 0; i < parts.length; i++) out += partText(parts[i]) + (strings[i + 1] ?? "");
  return new Markup(out);
}

export type BareDocument = {
  lang: Language;
  title: string;
  description: string;
  /** This response's CSP nonce, for the scripts. */
  nonce: string;
  /** Built stylesheets (`?url` imports), inlined so the first paint waits for no request. */
  stylesheets: readonly string[];
  /** Built scripts (`?worker&url` imports), run as modules once the document is parsed. */
  scripts: readonly string[];
  /** What goes in <body>. */
  body: Markup;
  status: number;
};

/**
 * A page of its own outside React Router's rendering: the few pages on the way to the
 * identity provider, which a visitor sees for a moment on the busiest minute of a round and
 * which never hydrate (docs/identity.md). Not indexed; no site chrome. A stylesheet that
 * cannot be read through the assets binding stays a link.
 */
export async function bareDocument(
  doc: BareDocument,
  assets: { assets: Fetcher | undefined; origin: string },
): Promise<Response> {
  const styles = await Promise.all(
    doc.stylesheets.map(async (href) => {
      const css = await builtStylesheet(assets.assets, assets.origin, href);
      return css === null ? html`<link rel="stylesheet" href="${href}">` : html`<style>${new Markup(css)}</style>`;
    }),
  );
  const scripts = doc.scripts.map((src) => html`<script type="module" src="${src}" nonce="${doc.nonce}"></script>`);
  const page = html`<!DOCTYPE html>
<html lang="${HTML_LANG[doc.lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0f4c81"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${doc.title}</title><meta name="description" content="${doc.description}"><meta name="robots" content="noindex">${styles}</head>
<body>${doc.body}${scripts}</body></html>`;
  return new Response(page.text, { status: doc.status, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
