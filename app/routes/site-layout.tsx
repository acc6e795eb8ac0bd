import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { SiteShell } from "../components/site-shell";
import { getSiteSettings } from "../features/settings/settings.server";
import { dbContext } from "../lib/context";
import { useT } from "../lib/i18n/client";
import type { Route } from "./+types/site-layout";
import "../styles/site.css";

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await getSiteSettings(context.get(dbContext)) };
}

/** The public site's chrome around every public page (see components/site-shell.tsx). */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell settings={loaderData.settings}>
      <Outlet />
    </SiteShell>
  );
}

/** A public page that fails (e.g. its loader answers 404) keeps the header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const data = useRouteLoaderData<typeof loader>("routes/site-layout");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell settings={data?.settings ?? null}>
      <div className="error-page">
        <h1>{notFound ? t("errors.notFoundTitle") : t("errors.errorTitle")}</h1>
        <p>{notFound ? t("errors.notFound") : t("errors.error")}</p>
        <p>
          <a href="/">{t("errors.backHome")}</a>
        </p>
      </div>
    </SiteShell>
  );
}
