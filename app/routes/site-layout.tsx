import { Outlet, useRouteLoaderData } from "react-router";
import { ErrorPage } from "../components/error-page";
import { getSiteSettings } from "../features/settings/settings.server";
import { SiteShell } from "../features/site/site-shell";
import { dbContext } from "../lib/context";
import { sharedPage } from "../lib/page-cache";
import { errorPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/site-layout";
import "../styles/site.css";

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await getSiteSettings(context.get(dbContext)) };
}

/** A failed public page's title (the pages set their own otherwise). */
export const meta: Route.MetaFunction = (args) => errorPageMeta(args);

/** Every public page is the same for all anonymous visitors unless it says otherwise (app/lib/page-cache.ts). */
export const headers = sharedPage;

/** The public site's chrome around every public page (see features/site/site-shell.tsx). */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell settings={loaderData.settings}>
      <Outlet />
    </SiteShell>
  );
}

/** A public page that fails (e.g. its loader answers 404) keeps the header and footer. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/site-layout");
  return (
    <SiteShell settings={data?.settings ?? null}>
      <ErrorPage />
    </SiteShell>
  );
}
