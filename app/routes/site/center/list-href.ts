/** A centre list's address with its search, category and page (page 1 and empty values left out). */
export function listHref(base: string, params: { q?: string; category?: string; page?: number }): string {
  const search = new URLSearchParams();
  if (params.category) search.set("category", params.category);
  if (params.q) search.set("q", params.q);
  if (params.page && params.page > 1) search.set("page", String(params.page));
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}
