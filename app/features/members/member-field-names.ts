/*
 * What the join form posts, apart from how it is checked (member-schema.ts): the join page
 * loads the schema only once the visitor starts answering, so its first visit carries no zod
 * (the client JS budget).
 */

/** The terms joining asks for, in display order (which are required comes from D1). */
export const MEMBER_TERM_CODES = ["privacy", "marketing"] as const;

/** Fields that may repeat in a form (checkbox groups). */
export const MEMBER_LIST_FIELDS = ["terms"] as const;
