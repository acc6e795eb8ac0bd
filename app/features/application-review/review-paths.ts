import { CONSOLE_PATHS } from "../auth/console-paths";

/*
 * The application review's console paths, client-safe. The static ones sit beside
 * /console/application/:applicationId; React Router ranks static segments first.
 */

export const APPLICATION_EXPORT_PATH = `${CONSOLE_PATHS.application}/export`;
/** The status page (review-flow): single and bulk change, `?id=A&id=B`. */
export const APPLICATION_STATUS_PATH = `${CONSOLE_PATHS.application}/status`;
/** Paper entry: the form, then a draft's documents step, where it is also registered. */
export const APPLICATION_NEW_PATH = `${CONSOLE_PATHS.application}/new`;
export const paperDocumentsPath = (id: string) => `${APPLICATION_NEW_PATH}/${encodeURIComponent(id)}`;
/** The status notice templates (review-flow). */
export const MESSAGE_TEMPLATES_PAGE = `${CONSOLE_PATHS.application}/notices`;

export const applicationDetailPath = (id: string) => `${CONSOLE_PATHS.application}/${encodeURIComponent(id)}`;

export const applicationStatusPath = (id: string) => `${APPLICATION_STATUS_PATH}?id=${encodeURIComponent(id)}`;

/** The file route: an applicant's document, audited, never a public URL. */
export const applicationDocumentPath = (id: string, documentId: string) =>
  `${applicationDetailPath(id)}/documents/${encodeURIComponent(documentId)}`;

/**
 * The sub-password page before a document downloads (no grant in this session, or it ran
 * out); `file` is the SHA-256 the page that linked named, carried on to the download.
 */
export const applicationDocumentUnlockPath = (id: string, documentId: string, file?: string | null) =>
  `${applicationDocumentPath(id, documentId)}/unlock${file ? `?file=${encodeURIComponent(file)}` : ""}`;

/** The document review page (review-flow). */
export const applicationDocumentReviewPath = (id: string, documentId: string) =>
  `${applicationDocumentPath(id, documentId)}/review`;

/** The status page for a selection: /console/application/status?id=A&id=B. */
export function statusPagePath(ids: readonly string[]): string {
  return `${APPLICATION_STATUS_PATH}?${new URLSearchParams(ids.map((id) => ["id", id])).toString()}`;
}

/** The notice template page, on one status and language. */
export function messageTemplatesPagePath(status: string, lang: string): string {
  return `${MESSAGE_TEMPLATES_PAGE}?${new URLSearchParams({ status, lang }).toString()}`;
}

/** Where a status change lands: the application's detail for one, the list for many. */
export function afterChangePath(ids: readonly string[]): string {
  return ids.length === 1 && ids[0]
    ? `${applicationDetailPath(ids[0])}?statusChanged=1`
    : `${CONSOLE_PATHS.application}?statusChanged=${ids.length}`;
}
