import sanitizeHtml from "sanitize-html";
import { PHOTO_URL_PREFIX } from "../photos/photo-keys";

/*
 * The one allow-list for manager-written HTML (notice bodies, FAQ answers, and any later
 * rich text): what the console's editor can make, nothing else. Bodies are cleaned with it
 * before they are stored, and cleaned again when a page or the API hands them out, so a row
 * written around this module (by hand, by an older version) still cannot carry script.
 * sanitize-html parses the markup and writes it anew, so what comes out is balanced: a stray
 * `</div>` cannot close the page around it.
 */

/** Body images: only the editor's own uploads (POST /api/editor/photos), served from this site. */
const PHOTO_SRC = new RegExp(`^${PHOTO_URL_PREFIX.replaceAll("/", "\\/")}[0-9a-f]{32}\\.(png|jpg|gif|webp)$`);

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "em",
    "u",
    "s",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "hr",
    "a",
    "img",
  ],
  allowedAttributes: {
    // `rel` is always the one set below, never the input's.
    a: ["href", "rel", { name: "target", multiple: false, values: ["_blank"] }],
    img: ["src", "alt", "width", "height"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The page's title is its only h1; the editor's bold/italic marks may arrive as b/i.
  transformTags: {
    h1: "h2",
    b: "strong",
    i: "em",
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer nofollow" },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !PHOTO_SRC.test(frame.attribs.src ?? ""),
};

/** Manager-written HTML reduced to the allow-list. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, POLICY).trim();
}

/** Block ends that read as a break between words once the tags are gone. */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi;

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };

/**
 * The text of some HTML, for search and descriptions: tags dropped, blocks separated by a
 * space. sanitize-html decodes the input's entities and escapes only these four again.
 */
export function richTextToPlain(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, "$& "), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/** Plain text (a seed, an older row) as the same kind of HTML: paragraphs and line breaks. */
export function plainTextToRichText(text: string): string {
  const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return text
    .trim()
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeText(block).replace(/\n/g, "<br />")}</p>`)
    .join("");
}
