import { gatePath } from "../app/features/waiting-room/waiting-room.server";
import { appendCookies, SITE_COOKIES } from "../app/lib/cookies";
import { withHeaders } from "../app/lib/response-headers";

/**
 * Reads off the primary (docs/data-model.md, "Read replicas"): the application journey's and
 * the console's requests run their queries in a D1 session (`withSession`), which lets D1 serve
 * reads from a replica that has every write the session saw. The browser keeps the session's
 * bookmark in a cookie, so the next request reads its own writes: an applicant who saved a step
 * never sees the step unsaved, a manager who changed a status never sees the old one.
 *
 * A request without a bookmark starts at the primary ("first-primary"): its first query is
 * as fresh as the database; only what follows it may come from a replica. Everything else
 * (the public pages, their API, the cron and queue handlers) uses the database as it is.
 */
const COOKIE = SITE_COOKIES.d1Bookmark;
export const BOOKMARK_COOKIE = COOKIE.name;

/** The paths whose reads may go to replicas (as the routers match them, see gatePath). */
const SESSION_PATHS =
  /^\/(?:form\/application|application\/(?:inquiry|result|self-check)|console|common\/kcp|api\/v1\/application|api\/v1\/cert|api\/console|api\/auth)(?:\/|$)/;
const READ_ONLY_API = /^\/api\/v1\/application\/(?:schedules|competition)(?:\/|$)/;

/** D1's bookmark: four hex groups (anything else the client sends is not one, and is ignored). */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

export function readsInSession(pathname: string): boolean {
  const path = gatePath(pathname);
  return SESSION_PATHS.test(path) && !READ_ONLY_API.test(path);
}

export type D1Session = {
  db: D1Database;
  /** The session's first query goes to the primary (no bookmark came with the request). */
  firstPrimary: boolean;
  /** The response with the session's newest bookmark in its cookie (when it moved). */
  finish: (response: Response) => Response;
};

/** The request's D1 session, or null when its reads stay as they are. */
export function d1Session(request: Request, db: D1Database): D1Session | null {
  if (!readsInSession(new URL(request.url).pathname)) return null;
  const sent = COOKIE.read(request);
  const bookmark = sent && BOOKMARK.test(sent) ? sent : null;
  const session = db.withSession(bookmark ?? "first-primary");
  return {
    // A session prepares and batches like the database (drizzle and preparedBatch use only those).
    db: session as unknown as D1Database,
    firstPrimary: bookmark === null,
    finish(response) {
      const next = session.getBookmark();
      if (!next || next === bookmark || /\bpublic\b/.test(response.headers.get("cache-control") ?? "")) {
        return response;
      }
      // A session cookie: the bookmark matters for the next few requests only.
      return withHeaders(response, (h) => appendCookies(h, [COOKIE.set(next)]));
    },
  };
}
