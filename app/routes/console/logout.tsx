import { redirect, useNavigate } from "react-router";
import { LogoutDialog } from "../../components/console/logout-button";
import {
  CONSOLE_LOGIN_PATH,
  CONSOLE_LOGOUT_PATH,
  homeOf,
  principalContext,
  refererPath,
  sessionContextOf,
} from "../../features/auth/guard.server";
import { clearedSessionCookies, logout, sessionCookieValues } from "../../features/auth/session.server";
import { envContext, langContext } from "../../lib/context";
import { appendCookies } from "../../lib/cookies";
import { createI18n } from "../../lib/i18n";
import { useT } from "../../lib/i18n/client";
import type { Route } from "./+types/logout";

/** The logout confirmation as a page, for browsers without JavaScript (the chrome opens it as a dialog). */
export function loader({ request, context }: Route.LoaderArgs) {
  const principal = context.get(principalContext);
  if (!principal) throw redirect(CONSOLE_LOGIN_PATH);
  const home = homeOf(principal, context.get(envContext).DEVELOPER_USERNAME) ?? "/";
  const back = refererPath(request, [CONSOLE_LOGOUT_PATH, CONSOLE_LOGIN_PATH]) ?? home;
  return { title: createI18n(context.get(langContext)).t("auth.logout.title"), back };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
}

/** Revokes this browser's session (its refresh family), clears the cookies, shows the login. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = sessionContextOf(context, request);
  await logout(ctx, { principal: context.get(principalContext), refreshToken: sessionCookieValues(request).refresh });
  const headers = appendCookies(new Headers(), clearedSessionCookies());
  throw redirect(CONSOLE_LOGIN_PATH, { headers });
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <>
      <h1>{t("auth.logout.title")}</h1>
      <LogoutDialog back={loaderData.back} onCancel={() => navigate(loaderData.back)} />
    </>
  );
}
