/**
 * How a page tells the shared page cache (worker/page-cache.ts) whether it may be kept, as a
 * route module `headers` export. Public pages inherit `sharedPage` from the site layout; a
 * page whose content changes without a console write (visitors' board posts) exports
 * `headers = unsharedPage`. Pages outside the site layout are never kept unless they opt in.
 */

/**
 * How long a kept page may be served at most. Console writes and scheduled changes (round
 * windows, terms coming into force) take effect at once anyway (app/lib/public-content.server.ts);
 * this bounds what neither covers, such as a database fixed by hand.
 */
export const PAGE_CACHE_MAX_AGE_S = 300;

/** Anonymous visitors all see the same page: the shared cache may keep it. */
export function sharedPage(): HeadersInit {
  return { "Cache-Control": `public, s-maxage=${PAGE_CACHE_MAX_AGE_S}` };
}

/** Never kept by a shared cache; browsers ask again each time. */
export function unsharedPage(): HeadersInit {
  return { "Cache-Control": "private, no-cache" };
}
