/** A list's filter values as they go into its address; empty ones are left out. */
export type ListQuery = Record<string, string | number | null | undefined>;

/**
 * The address of a list page, public or console: `base` with the query's values in the order
 * given, leaving out empty values (`""`, `null`, `undefined`), values equal to the list's
 * `defaults` (a status of "all", the default order) and page 1, so the first page of an
 * unfiltered list is `base` itself. Values are encoded as a form would send them.
 */
export function listHref(base: string, query: ListQuery, defaults: ListQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (key === "page" && Number(value) <= 1) continue;
    const fallback = defaults[key];
    if (fallback !== undefined && fallback !== null && String(fallback) === String(value)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
