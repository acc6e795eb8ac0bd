import { data, useNavigate, useNavigationType } from "react-router";
import { AlertDialog } from "../../components/console/dialog";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import { homeOf, refererPath } from "../../features/auth/guard.server";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import type { Route } from "./+types/denied";

/**
 * Where a denied console page sends the browser: "접근권한이 없습니다" in an alert dialog,
 * then back to the previous page (history with JavaScript; the Referer without), or home.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { principal, scope, t, meta } = consolePage(context);
  const home = homeOf(principal, scope.env.DEVELOPER_USERNAME) ?? "/";
  const back = refererPath(request, [CONSOLE_PATHS.denied, CONSOLE_PATHS.login]) ?? home;
  return data({ meta: meta(t("auth.denied.title")), back, home }, { status: 403 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

function sameOrigin(url: string): boolean {
  try {
    return new URL(url).origin === window.location.origin;
  } catch {
    return false;
  }
}

export default function Denied({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const arrival = useNavigationType();
  const { back, home } = loaderData;
  function leave() {
    // Back only to a page of this site: after an in-app navigation (a document load counts
    // as "POP") or a link from one of our pages; else home.
    const fromHere = arrival !== "POP" || sameOrigin(document.referrer);
    if (fromHere && window.history.length > 1) navigate(-1);
    else window.location.assign(home);
  }
  return (
    <>
      <h1>{t("auth.denied.title")}</h1>
      <AlertDialog
        title={t("auth.denied.title")}
        message={t("auth.denied.message")}
        okLabel={t("auth.denied.ok")}
        okHref={back}
        onClose={leave}
      />
    </>
  );
}
