import { CONSOLE_PATHS } from "../auth/console-paths";

/*
 * The application review's console paths (issue 12), client-safe. The static ones sit beside
 * /console/application/:applicationId; React Router ranks static segments first.
 */

export const APPLICATION_EXPORT_PATH = `${CONSOLE_PATHS.application}/export`;
/** The status page (review-flow): single and bulk change, `?id=A&id=B`. */
export const APPLICATION_STATUS_PATH = `${CONSOLE_PATHS.application}/status`;
/** Paper entry (paper). */
export const APPLICATION_NEW_PATH = `${CONSOLE_PATHS.application}/new`;

export const applicationDetailPath = (id: string) => `${CONSOLE_PATHS.application}/${encodeURIComponent(id)}`;

export const applicationStatusPath = (id: string) => `${APPLICATION_STATUS_PATH}?id=${encodeURIComponent(id)}`;

/** The file route: an applicant's document, audited, never a public URL. */
export const applicationDocumentPath = (id: string, documentId: string) =>
  `${applicationDetailPath(id)}/documents/${encodeURIComponent(documentId)}`;

/** The document review page (review-flow). */
export const applicationDocumentReviewPath = (id: string, documentId: string) =>
  `${applicationDocumentPath(id, documentId)}/review`;
