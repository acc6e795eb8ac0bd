import { isRouteErrorResponse, useRouteError } from "react-router";
import { useT } from "../lib/i18n/client";

/**
 * What an error boundary shows: "not found" for a 404, a general error otherwise, and the way
 * home. The caller decides what surrounds it (`as="main"` when no layout renders <main>).
 */
export function ErrorPage({ as: Tag = "div" }: { as?: "main" | "div" }) {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Tag id={Tag === "main" ? "main" : undefined} className="error-page">
      <h1>{notFound ? t("errorPage.notFoundTitle") : t("errorPage.errorTitle")}</h1>
      <p>{notFound ? t("errorPage.notFound") : t("errorPage.error")}</p>
      <p>
        <a href="/">{t("errorPage.backHome")}</a>
      </p>
    </Tag>
  );
}
