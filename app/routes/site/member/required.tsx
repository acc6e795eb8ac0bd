import { Link, useNavigate, useNavigationType } from "react-router";
import { AlertDialog } from "../../../components/console/dialog";
import { sitePage } from "../../../controllers/site-page.server";
import { refererPath } from "../../../features/auth/guard.server";
import { MEMBER_PATHS } from "../../../features/members/paths";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/required";
import "../site-pages.css";
import "./members.css";

/**
 * Where a member page sends a visitor without a session: "로그인 후 이용가능합니다" in an alert
 * dialog, then back to the previous page (history with JavaScript; the Referer without) or home.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, ["members.required"]);
  const back = refererPath(request, [MEMBER_PATHS.required, MEMBER_PATHS.myPage, MEMBER_PATHS.withdraw]) ?? "/";
  // 200, not 401: the page is where the visitor is sent, and a 401 document is a console error.
  return { i18n, meta: meta(t("members.required.title"), t("members.required.message")), back };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

function sameOrigin(url: string): boolean {
  try {
    return new URL(url).origin === window.location.origin;
  } catch {
    return false;
  }
}

export default function LoginRequired({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const arrival = useNavigationType();
  function leave() {
    // Back only to a page of this site (an in-app navigation, or a link from one of ours); else home.
    const fromHere = arrival !== "POP" || sameOrigin(document.referrer);
    if (fromHere && window.history.length > 1) navigate(-1);
    else window.location.assign(loaderData.back);
  }
  return (
    <div className="page page--narrow">
      <h1>{t("members.required.title")}</h1>
      <p>
        <Link to={MEMBER_PATHS.login}>{t("members.required.login")}</Link>
      </p>
      <AlertDialog
        title={t("members.required.title")}
        message={t("members.required.message")}
        okLabel={t("members.required.ok")}
        okHref={loaderData.back}
        onClose={leave}
      />
    </div>
  );
}
