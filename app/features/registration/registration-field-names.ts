/*
 * What the interest registration form posts, apart from how it is checked
 * (registration-schema.ts): the form's page loads the schema only once the visitor starts
 * answering, so its first visit carries no zod (the client JS budget).
 */

/** The terms a registration asks for, in display order (which are required comes from D1). */
export const REGISTRATION_TERM_CODES = ["privacy", "marketing"] as const;

/** Fields that may repeat in the form (checkbox groups). */
export const REGISTRATION_LIST_FIELDS = ["terms", "unitTypes"] as const;
