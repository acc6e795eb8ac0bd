import { isRouteErrorResponse, useRouteError } from "react-router";
import { useT } from "../lib/i18n/client";
import { errorTitleKey } from "../lib/page-meta";

/** The refusal's own message (a body past its limit says what to do), when it sent one. */
function messageOf(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status !== 413) return null;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? message : null;
}

/**
 * What an error boundary shows: "not found" for a 404, "too large" with the refusal's message
 * for a body past its limit (413), a general error otherwise, and the way home. The caller
 * decides what surrounds it (`as="main"` when no layout renders <main>).
 */
export function ErrorPage({ as: Tag = "div" }: { as?: "main" | "div" }) {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Tag id={Tag === "main" ? "main" : undefined} className="error-page">
      <h1>{t(errorTitleKey(error))}</h1>
      <p>{messageOf(error) ?? (notFound ? t("errorPage.notFound") : t("errorPage.error"))}</p>
      <p>
        <a href="/">{t("errorPage.backHome")}</a>
      </p>
    </Tag>
  );
}
