/** The agreements step's repeated field (apart from its schema, which the page loads on the first answer). */
export const AGREEMENT_FIELDS = ["terms"] as const;
