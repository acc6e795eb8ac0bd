import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import { useIsDocumentLocation } from "../lib/document-location";
import { useT } from "../lib/i18n/client";
import { errorTitleKey } from "../lib/page-meta";

/** The refusal's own message (a body past its limit says what to do), when it sent one. */
function messageOf(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status !== 413) return null;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? message : null;
}

/**
 * The id of the request that failed (worker/request-log.ts), as the root loader gave it: only
 * on the document the server rendered. After a client navigation the root's data may belong
 * to an earlier request, and a wrong number would send the call centre to the wrong failure,
 * so none is shown; a reload shows the page's own.
 */
function useFailedRequestId(): string | null {
  const root = useRouteLoaderData("root") as { requestId?: unknown } | undefined;
  const own = useIsDocumentLocation();
  return own && typeof root?.requestId === "string" ? root.requestId : null;
}

/**
 * What an error boundary shows: "not found" for a 404, "too large" with the refusal's message
 * for a body past its limit (413), a general error otherwise with the request's id for the call
 * centre, and the way home. The caller
 * decides what surrounds it (`as="main"` when no layout renders <main>).
 */
export function ErrorPage({ as: Tag = "div" }: { as?: "main" | "div" }) {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const requestId = useFailedRequestId();
  return (
    <Tag id={Tag === "main" ? "main" : undefined} className="error-page">
      <h1>{t(errorTitleKey(error))}</h1>
      <p>{messageOf(error) ?? (notFound ? t("errorPage.notFound") : t("errorPage.error"))}</p>
      {requestId && !notFound ? (
        <p className="error-page-id" data-request-id={requestId}>
          {t("errorPage.requestId", { id: requestId })} {t("errorPage.requestIdHint")}
        </p>
      ) : null}
      <p>
        <a href="/">{t("errorPage.backHome")}</a>
      </p>
    </Tag>
  );
}
