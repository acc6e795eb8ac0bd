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
