import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, instant, json } from "../columns";

/** A finding as kept: a message code of `errors.publishing` and its values (counts, places). */
export type PublishingFinding = {
  code: string;
  values?: Record<string, string | number | { code: string; values?: Record<string, string | number> }>;
};

/**
 * A refused publication's request for an override (docs/product/publishing.md): one part of
 * some content (a body, a file) the leak scan refused, by the hash of its exact bytes. A
 * second manager approves it with their sub-password; the requester can then publish that
 * exact part once. What was found is kept as counts and places, never the values.
 */
export const publishingOverrides = sqliteTable(
  "publishing_overrides",
  {
    id: id(),
    /** The kind of content (notice, download, faq, question, popup, banner). */
    targetType: text("target_type").notNull(),
    /** SHA-256 (hex) of the part as it was scanned. */
    contentHash: text("content_hash").notNull(),
    /** What was found where: the refusal's messages as codes and values (no personal data). */
    findings: json<PublishingFinding[]>("findings").notNull(),
    requestedBy: text("requested_by").notNull(),
    requestedAt: createdAt(),
    approvedBy: text("approved_by"),
    approvedAt: instant("approved_at"),
    usedAt: instant("used_at"),
    /** A request waits a week; an approval holds a day. */
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [
    index("publishing_overrides_hash_idx").on(t.contentHash, t.requestedBy),
    index("publishing_overrides_expires_idx").on(t.expiresAt),
  ],
);
