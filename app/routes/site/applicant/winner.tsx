import { data, Link } from "react-router";
import { WINNER_SECTIONS, winnerAction, winnerPage } from "../../../controllers/applications/winner-page.server";
import { sitePage } from "../../../controllers/site-page.server";
import { WinnerPanel } from "../../../features/after-draw/winner-panels";
import { VerifyPanel } from "../../../features/applications/inquiry/verify-panel";
import { RESULT_PATH, WINNER_PATH } from "../../../features/applications/paths";
import { scopeContext } from "../../../lib/context";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { unsharedPage } from "../../../lib/shared-page";
import type { Route } from "./+types/winner";
import "../site-pages.css";
import "../application/journey.css";

/** Only its applicant sees it: never kept by the page cache (and no-store as a private path). */
export const headers = unsharedPage;

/** /application/winner: the verified person's winners' checks and offers (docs/product/after-draw.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, WINNER_SECTIONS);
  const answer = await winnerPage(context.get(scopeContext), request, WINNER_PATH);
  return data(
    { i18n, meta: meta(t("applicant.winner.title"), t("applicant.winner.description")), ...answer.data },
    { status: answer.status },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return winnerAction(context.get(scopeContext), request);
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function Winner({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page page--narrow journey">
      <h1>{t("applicant.winner.title")}</h1>
      {actionData && !actionData.ok && (
        <p role="alert" className="form-error">
          {actionData.message}
        </p>
      )}
      {loaderData.view === "winner" ? (
        <>
          <p role="status">{loaderData.done ? t(`applicant.winner.done.${loaderData.done}`) : ""}</p>
          {loaderData.items.length ? (
            <ul className="result-list">
              {loaderData.items.map((item) => (
                <WinnerPanel key={item.applicationId} item={item} />
              ))}
            </ul>
          ) : (
            <p>{t("applicant.winner.none")}</p>
          )}
        </>
      ) : (
        <VerifyPanel
          text={t("applicant.winner.verifyText")}
          button={t("applicant.winner.verifyButton")}
          returnTo={loaderData.returnTo}
          problem={loaderData.problem}
        />
      )}
      <p>
        <Link to={RESULT_PATH}>{t("applicant.winner.resultLink")}</Link>
      </p>
    </div>
  );
}
