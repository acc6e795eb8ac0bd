import { z } from "zod";
import { pageNumberSchema } from "../../lib/pagination";

/*
 * Inputs shared by the managed content of the customer centre (notices, FAQ, downloads):
 * their list queries, titles, flags and rich-text bodies. Client-safe: the console's forms
 * check with the same schemas as the actions and the API.
 */

export const managedTitleSchema = z
  .string({ error: "validation.content.title" })
  .trim()
  .min(1, "validation.content.title")
  .max(200, "validation.content.title");

/**
 * A rich-text body as posted (HTML from the editor, or typed without JavaScript). Whether it
 * says anything is decided after sanitising (`requireRichText`), where a body of empty
 * paragraphs counts as empty.
 */
export const richTextSchema = (message: "validation.content.body" | "validation.content.answer") =>
  z.string({ error: message }).trim().min(1, message).max(100_000, "validation.content.bodyTooLong");

export const flagSchema = z.boolean({ error: "validation.content.flag" });

/**
 * The writer's confirmation that files and images the leak scan cannot read hold no personal
 * data (docs/product/publishing.md): the form's box, the API's `confirmUnreadable: true`.
 */
export const confirmUnreadableSchema = flagSchema.optional();

export const sortOrderSchema = z.coerce
  .number({ error: "validation.content.sortOrder" })
  .int("validation.content.sortOrder")
  .min(0, "validation.content.sortOrder")
  .max(9999, "validation.content.sortOrder");

/** A search term: trimmed, empty means none. */
export const searchTermSchema = z
  .string({ error: "validation.content.query" })
  .trim()
  .max(100, "validation.content.query")
  .optional()
  .transform((q) => q || undefined);

/** `?page=&q=` of a public list (pages and /api/v1). */
export const publicListQuerySchema = z.object({ page: pageNumberSchema, q: searchTermSchema });
export type PublicListQuery = z.output<typeof publicListQuerySchema>;

export const PUBLICATION_FILTERS = ["all", "published", "hidden"] as const;
export type PublicationFilter = (typeof PUBLICATION_FILTERS)[number];

/** `?page=&q=&status=` of a console list. */
export const consoleListQuerySchema = publicListQuerySchema.extend({
  status: z.enum(PUBLICATION_FILTERS, { error: "validation.content.status" }).default("all"),
});
export type ConsoleListQuery = z.output<typeof consoleListQuerySchema>;

/** Pin or publish (or both) without touching the rest: the console list's buttons, PATCH /:id. */
export const managedFlagsSchema = z
  .object({ pinned: flagSchema.optional(), published: flagSchema.optional() })
  .refine((f) => f.pinned !== undefined || f.published !== undefined, "validation.content.flags");
export type ManagedFlags = z.output<typeof managedFlagsSchema>;

/** A checkbox of a posted form: present ("on") or not. */
export const checked = (form: FormData, name: string) => form.get(name) !== null;

/** Search-list parameters from a page URL; anything malformed reads as its default. */
export function listQueryOfUrl<S extends z.ZodType>(schema: S, url: string | URL): z.output<S> {
  const params = Object.fromEntries(new URL(url).searchParams);
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  // Keep what is valid: a bad page number should not drop the search term.
  const kept = Object.fromEntries(
    Object.entries(params).filter(([key, value]) => schema.safeParse({ [key]: value }).success),
  );
  return schema.parse(kept);
}
