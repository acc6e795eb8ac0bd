import { eq, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { DomainError } from "../../lib/domain-error";
import type { PublicationFilter } from "./managed-schema";
import { richTextToPlain, sanitizeRichText } from "./sanitize.server";

/**
 * Rows whose columns contain the search term as typed: `%` and `_` are matched literally.
 * SQLite's LIKE ignores case for Latin letters; Korean has none.
 */
export function containsText(q: string, ...columns: SQLiteColumn[]): SQL | undefined {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => sql`${column} like ${pattern} escape '\\'`));
}

/**
 * A posted rich-text body made safe to keep: sanitised, with its text for search. A body
 * that says nothing once cleaned (only empty paragraphs, only a script) is refused on `field`.
 */
export function cleanRichText(
  html: string,
  field: string,
  code: "validation.content.body" | "validation.content.answer",
): { html: string; text: string } {
  const clean = sanitizeRichText(html);
  const text = richTextToPlain(clean);
  if (!text && !clean.includes("<img")) throw new DomainError(400, code, field);
  return { html: clean, text };
}

/** How long a notice counts as new (the list's "N" badge). */
export const NEW_FOR_MS = 7 * 86_400_000;

export function isNew(publishedAt: Date, now: Date): boolean {
  return now.getTime() - publishedAt.getTime() < NEW_FOR_MS;
}

/** A console list's publication filter (`?status=`) on the entry's `published` column. */
export function publicationFilter(published: SQLiteColumn, status: PublicationFilter): SQL | undefined {
  return status === "all" ? undefined : eq(published, status === "published");
}
