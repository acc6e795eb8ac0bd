import { Outlet, useRouteLoaderData } from "react-router";
import { ErrorPage } from "../components/error-page";
import { memberContext, memberSessionMiddleware } from "../controllers/member-guard.server";
import { getSiteSettings } from "../features/settings/settings.server";
import { SiteShell } from "../features/site/site-shell";
import { dbContext } from "../lib/context";
import { errorPageMeta } from "../lib/page-meta";
import { sharedPage } from "../lib/shared-page";
import type { Route } from "./+types/site-layout";
import "../styles/site.css";

/** Who is signed in as a member, for the header (server-rendered: no flash of the wrong links). */
export const middleware: Route.MiddlewareFunction[] = [memberSessionMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const member = context.get(memberContext);
  return {
    settings: await getSiteSettings(context.get(dbContext)),
    member: member && { username: member.username },
  };
}

/** A failed public page's title (the pages set their own otherwise). */
export const meta: Route.MetaFunction = (args) => errorPageMeta(args);

/**
 * Every public page is the same for all anonymous visitors unless it says otherwise
 * (app/lib/shared-page.ts). A member's pages differ (the header), but a member sends cookies,
 * so the page cache neither serves them the shared copy nor keeps theirs (worker/page-cache.ts).
 */
export const headers = sharedPage;

/** The public site's chrome around every public page (see features/site/site-shell.tsx). */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell settings={loaderData.settings} member={loaderData.member}>
      <Outlet />
    </SiteShell>
  );
}

/** A public page that fails (e.g. its loader answers 404) keeps the header and footer. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/site-layout");
  return (
    <SiteShell settings={data?.settings ?? null} member={data?.member ?? null}>
      <ErrorPage />
    </SiteShell>
  );
}
