import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { banners, rounds, settings, termVersions } from "../../db/schema";

/**
 * What public pages show changes in two ways, and the page cache (worker/page-cache.ts)
 * follows both:
 * - a console write (settings, popups, terms, rounds, ...): the writer adds
 *   `publicContentChanged()` to its own db.batch(), which gives public content a new
 *   version; cached pages are keyed by the version, so pages render afresh once the version
 *   is read again: at once in the isolate that wrote, within VERSION_TRUST_MS elsewhere;
 * - the clock: a round opens or closes, a term version comes into force, a banner's period
 *   begins or ends.
 *   `nextPublicContentChange()` is the next such moment, and no cached page outlives it.
 */

/** The `settings` row holding the version (a random token, new on every change). */
export const CONTENT_VERSION_KEY = "public-content-version";

/** Public content before any console change has been recorded. */
const INITIAL_VERSION = "0";

/**
 * How long an isolate trusts the version it last read. Reading it is a D1 query that would
 * cost a cached page as much as the rest of its answer; a second of trust keeps that to one
 * query per second per isolate, and is the bound on how late a console change shows.
 */
export const VERSION_TRUST_MS = 1000;
let trusted: { version: string; until: number } | null = null;

/**
 * The statement that marks public content as changed. Every console write to something a
 * public page shows puts it in the same db.batch() as the change, so both land together.
 */
export function publicContentChanged(db: Db, at: Date) {
  // This isolate reads the version again after its own change (others within VERSION_TRUST_MS).
  trusted = null;
  const value = crypto.randomUUID();
  return db
    .insert(settings)
    .values({ key: CONTENT_VERSION_KEY, value, updatedAt: at })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } });
}

/** The current version of public content: a primary-key read, at most once a second per isolate. */
export async function publicContentVersion(db: Db): Promise<string> {
  const t = Date.now();
  if (trusted && t < trusted.until) return trusted.version;
  const row = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, CONTENT_VERSION_KEY))
    .get();
  const version = typeof row?.value === "string" ? row.value : INITIAL_VERSION;
  trusted = { version, until: t + VERSION_TRUST_MS };
  return version;
}

/**
 * The first moment after `now` at which a public page may show something else without any
 * write: a shown round opening or closing, a term version coming into force, an active
 * banner's period beginning or ending (the home hero's slides). Null when
 * nothing is scheduled. Add here whatever else public pages show by the clock.
 */
export async function nextPublicContentChange(db: Db, now: Date): Promise<Date | null> {
  const t = now.getTime();
  const row = await db.get<{ next: number | null }>(sql`
    select min(at) as next from (
      select ${rounds.openAt} as at from ${rounds} where ${rounds.shows} = 1 and ${rounds.openAt} > ${t}
      union all
      select ${rounds.deadAt} from ${rounds} where ${rounds.shows} = 1 and ${rounds.deadAt} > ${t}
      union all
      select ${termVersions.effectiveAt} from ${termVersions} where ${termVersions.effectiveAt} > ${t}
      union all
      select ${banners.startsAt} from ${banners} where ${banners.active} = 1 and ${banners.startsAt} > ${t}
      union all
      select ${banners.endsAt} from ${banners} where ${banners.active} = 1 and ${banners.endsAt} > ${t}
    )`);
  return row?.next == null ? null : new Date(row.next);
}
