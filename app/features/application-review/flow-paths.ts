import { CONSOLE_PATHS } from "../auth/console-paths";

/*
 * The review workflow's console pages (docs/product.md §2.2), client-safe. Static segments
 * ("status", "notices") sit beside /console/application/:applicationId: React Router ranks
 * static segments first.
 */

export const STATUS_PAGE = `${CONSOLE_PATHS.application}/status`;
export const NOTICES_PAGE = `${CONSOLE_PATHS.application}/notices`;

/** The status page for a selection: /console/application/status?id=A&id=B. */
export function statusPagePath(ids: readonly string[]): string {
  return `${STATUS_PAGE}?${new URLSearchParams(ids.map((id) => ["id", id])).toString()}`;
}

/** One application's detail page (review-list's). */
export function applicationDetailPath(applicationId: string): string {
  return `${CONSOLE_PATHS.application}/${encodeURIComponent(applicationId)}`;
}

/** A document's file, streamed through the authorised route (review-list's). */
export function documentFilePath(applicationId: string, documentId: string): string {
  return `${applicationDetailPath(applicationId)}/documents/${encodeURIComponent(documentId)}`;
}

/** A document's review page. */
export function documentReviewPath(applicationId: string, documentId: string): string {
  return `${documentFilePath(applicationId, documentId)}/review`;
}

/** The notice template page, on one status and language. */
export function noticesPagePath(status: string, lang: string): string {
  return `${NOTICES_PAGE}?${new URLSearchParams({ status, lang }).toString()}`;
}

/** Where a status change lands: the application's detail for one, the list for many. */
export function afterChangePath(ids: readonly string[]): string {
  return ids.length === 1 && ids[0]
    ? `${applicationDetailPath(ids[0])}?statusChanged=1`
    : `${CONSOLE_PATHS.application}?statusChanged=${ids.length}`;
}
