import { redirect, useNavigate } from "react-router";
import { LogoutDialog } from "../../components/console/logout-button";
import { sessionContextOf } from "../../controllers/console-guard.server";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import { homeOf, refererPath } from "../../features/auth/guard.server";
import { clearedSessionCookies, logout, sessionCookieValues } from "../../features/auth/session.server";
import { appendCookies } from "../../lib/cookies";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import type { Route } from "./+types/logout";

/** The logout confirmation as a page, for browsers without JavaScript (the chrome opens it as a dialog). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { principal, scope, t, meta } = consolePage(context);
  if (!principal) throw redirect(CONSOLE_PATHS.login);
  const home = homeOf(principal, scope.env.DEVELOPER_USERNAME) ?? "/";
  const back = refererPath(request, [CONSOLE_PATHS.logout, CONSOLE_PATHS.login]) ?? home;
  return { meta: meta(t("auth.logout.title")), back };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

/** Revokes this browser's session (its refresh family), clears the cookies, shows the login. */
export async function action({ request, context }: Route.ActionArgs) {
  const { principal } = consolePage(context);
  const ctx = sessionContextOf(context, request);
  await logout(ctx, { principal, refreshToken: sessionCookieValues(request).refresh });
  const headers = appendCookies(new Headers(), clearedSessionCookies());
  throw redirect(CONSOLE_PATHS.login, { headers });
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <>
      <h1>{t("auth.logout.title")}</h1>
      <LogoutDialog action={CONSOLE_PATHS.logout} back={loaderData.back} onCancel={() => navigate(loaderData.back)} />
    </>
  );
}
