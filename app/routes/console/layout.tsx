import { Outlet } from "react-router";
import { ConsoleChrome } from "../../components/console/console-chrome";
import { RequiredMarks } from "../../components/forms/fields";
import { consoleSessionMiddleware, homeOf, principalContext } from "../../features/auth/guard.server";
import { CONSOLE_AREAS, can } from "../../features/auth/scopes";
import { envContext, langContext } from "../../lib/context";
import { clientMessages } from "../../lib/i18n";
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
  return (
    <RequiredMarks value={false}>
      {session ? (
        <ConsoleChrome username={session.username} areas={session.areas} home={session.home}>
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
