import { redirect, useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/console/dialog";
import { memberContext, memberContextFrom } from "../../../controllers/member-guard.server";
import { sitePage } from "../../../controllers/site-page.server";
import { refererPath } from "../../../features/auth/guard.server";
import {
  clearedMemberCookies,
  logoutMember,
  memberCookieValues,
} from "../../../features/members/member-session.server";
import { MEMBER_PATHS } from "../../../features/members/paths";
import { appendCookies } from "../../../lib/cookies";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/logout";
import "../site-pages.css";
import "./members.css";

/** "로그아웃 하시겠습니까?" as a dialog on its own page: the header links here, with or without JavaScript. */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.get(memberContext)) throw redirect("/");
  const { t, i18n, meta } = sitePage(context, ["members.logout"]);
  const back = refererPath(request, [MEMBER_PATHS.logout, MEMBER_PATHS.login]) ?? "/";
  return { i18n, meta: meta(t("members.logout.title"), t("members.logout.title")), back };
}

/** Ends this browser's session (its refresh family) and clears the cookies. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = memberContextFrom(context, request);
  await logoutMember(ctx, { member: context.get(memberContext), refreshToken: memberCookieValues(request).refresh });
  throw redirect("/", { headers: appendCookies(new Headers(), clearedMemberCookies()) });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function LogoutPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="page page--narrow">
      <h1>{t("members.logout.title")}</h1>
      <ConfirmDialog
        title={t("members.logout.title")}
        message={t("members.logout.question")}
        cancelLabel={t("members.logout.cancel")}
        cancelHref={loaderData.back}
        onCancel={() => navigate(loaderData.back)}
      >
        <form method="post" action={MEMBER_PATHS.logout}>
          <button type="submit" className="console-button console-button--primary">
            {t("members.logout.confirm")}
          </button>
        </form>
      </ConfirmDialog>
    </div>
  );
}
