/**
 * Where the page cache (worker/page-cache.ts) keeps rendered pages: the data centre's Cache
 * API, with a small copy of the most used pages in this isolate's memory in front of it (a
 * hit then costs no trip to the cache service). Both tiers hold the same entries under the
 * same keys, so what is valid in one is valid in the other.
 */

/** A rendered page as kept: its HTML, the nonce it was rendered with, its validity window. */
export type KeptPage = {
  html: string;
  contentType: string;
  nonce: string;
  /** Request-clock milliseconds: the page may be served for `from <= now < until`. */
  from: number;
  until: number;
};

const NONCE = "x-page-nonce";
const VALID_FROM = "x-page-valid-from";
const VALID_UNTIL = "x-page-valid-until";

/** Pages kept in memory per isolate (tens of kB each; an isolate has 128 MB). */
const MEMORY_ENTRIES = 64;
const memory = new Map<string, KeptPage>();

function remember(key: string, page: KeptPage) {
  memory.delete(key);
  memory.set(key, page);
  // A Map iterates in insertion order: the first key is the least recently used.
  while (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
}

/** The data centre's cache (typed by hand: the DOM lib's CacheStorage has no `default`). */
const dataCentre = () => (caches as CacheStorage & { default: Cache }).default;

export async function findPage(key: string): Promise<KeptPage | null> {
  const inMemory = memory.get(key);
  if (inMemory) {
    remember(key, inMemory);
    return inMemory;
  }
  const stored = await dataCentre().match(key);
  if (!stored) return null;
  const page: KeptPage = {
    html: await stored.text(),
    contentType: stored.headers.get("content-type") ?? "text/html; charset=utf-8",
    nonce: stored.headers.get(NONCE) ?? "",
    from: Number(stored.headers.get(VALID_FROM)),
    until: Number(stored.headers.get(VALID_UNTIL)),
  };
  remember(key, page);
  return page;
}

export function forgetPage(key: string) {
  memory.delete(key);
}

/** Keeps the page in both tiers; the Cache API drops it by itself once `ttlSeconds` have passed. */
export async function keepPage(key: string, page: KeptPage, ttlSeconds: number) {
  remember(key, page);
  const headers = new Headers({
    "Content-Type": page.contentType,
    "Cache-Control": `public, max-age=${Math.max(1, Math.floor(ttlSeconds))}`,
    [NONCE]: page.nonce,
    [VALID_FROM]: String(page.from),
    [VALID_UNTIL]: String(page.until),
  });
  await dataCentre().put(key, new Response(page.html, { headers }));
}
