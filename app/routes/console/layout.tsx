import { Outlet } from "react-router";
import { ConsoleChrome } from "../../components/console/console-chrome";
import { RequiredMarks } from "../../components/forms/fields";
import { consoleSessionMiddleware, principalContext } from "../../controllers/console-guard.server";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import { homeOf } from "../../features/auth/guard.server";
import { CONSOLE_AREAS, can } from "../../features/auth/scopes";
import { envContext, langContext } from "../../lib/context";
import { useT } from "../../lib/i18n/client";
import { clientMessages } from "../../lib/i18n/i18n.server";
import type { Route } from "./+types/layout";
import "../../components/console/console.css";
import "../../components/console/console-screens.css";

export const middleware: Route.MiddlewareFunction[] = [consoleSessionMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  const principal = context.get(principalContext);
  const developer = context.get(envContext).DEVELOPER_USERNAME;
  return {
    i18n: clientMessages(context.get(langContext), ["auth"]),
    session: principal && {
      username: principal.username,
      areas: CONSOLE_AREAS.filter((area) => can(principal, area, developer)),
      home: homeOf(principal, developer) ?? "/",
    },
  };
}

/** Every console page: the console frame for a signed-in manager, else the page alone (login). */
export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const { session } = loaderData;
  const t = useT();
  return (
    <RequiredMarks value={false}>
      {session ? (
        <ConsoleChrome
          username={session.username}
          home={session.home}
          logoutPath={CONSOLE_PATHS.logout}
          menu={session.areas.map((area) => ({
            href: CONSOLE_PATHS[area],
            label: t(`auth.areas.${area}`),
            // The dashboard's path begins every other one: it is current only on itself.
            end: area === "dashboard",
          }))}
        >
          <Outlet />
        </ConsoleChrome>
      ) : (
        <main id="main" className="console-public">
          <Outlet />
        </main>
      )}
    </RequiredMarks>
  );
}
