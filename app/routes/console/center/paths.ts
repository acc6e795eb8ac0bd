/** A console list's address with its filters and page (defaults left out). */
export function listHref(base: string, query: { q?: string; status?: string; category?: string }, page = 1): string {
  const search = new URLSearchParams();
  if (query.q) search.set("q", query.q);
  if (query.status && query.status !== "all") search.set("status", query.status);
  if (query.category) search.set("category", query.category);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * The current address with one query value set (a flash after a redirect), keeping the filters.
 * A submission with JavaScript posts to the page's `.data` address: the redirect goes to the page.
 */
export function withParam(url: string, name: string, value: string): string {
  const next = new URL(url);
  next.pathname = next.pathname.replace(/\.data$/, "");
  next.searchParams.delete("index");
  for (const flash of ["changed", "created", "deleted", "saved"]) next.searchParams.delete(flash);
  next.searchParams.set(name, value);
  return `${next.pathname}${next.search}`;
}
