import { data, Form, Link } from "react-router";
import { giveUpAction, giveUpPage, WINNER_SECTIONS } from "../../../controllers/applications/winner-page.server";
import { sitePage } from "../../../controllers/site-page.server";
import { VerifyPanel } from "../../../features/applications/inquiry/verify-panel";
import { GIVE_UP_PATH, WINNER_PATH } from "../../../features/applications/paths";
import { scopeContext } from "../../../lib/context";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { unsharedPage } from "../../../lib/shared-page";
import type { Route } from "./+types/winner-give-up";
import "../site-pages.css";
import "../application/journey.css";

export const headers = unsharedPage;

/**
 * /application/winner/give-up?id=: the confirmation of 당첨 포기. Opening it (a link in a
 * message, a scanner's visit) changes nothing; only its form's POST, with the box ticked, does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, WINNER_SECTIONS);
  const answer = await giveUpPage(context.get(scopeContext), request);
  return data(
    { i18n, meta: meta(t("applicant.winner.giveUpTitle"), t("applicant.winner.description")), ...answer.data },
    { status: answer.status },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return giveUpAction(context.get(scopeContext), request);
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function GiveUp({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const item = loaderData.view === "winner" ? loaderData.items[0] : undefined;
  return (
    <div className="page page--narrow journey">
      <h1>{t("applicant.winner.giveUpTitle")}</h1>
      {actionData && !actionData.ok && (
        <p role="alert" className="form-error">
          {actionData.message}
        </p>
      )}
      {loaderData.view !== "winner" ? (
        <VerifyPanel
          text={t("applicant.winner.verifyText")}
          button={t("applicant.winner.verifyButton")}
          returnTo={loaderData.returnTo}
          problem={loaderData.problem}
        />
      ) : item ? (
        <Form method="post" action={`${GIVE_UP_PATH}?id=${item.applicationId}`} className="stack">
          <p className="panel panel--danger">{t("applicant.winner.giveUpWarning")}</p>
          <input type="hidden" name="applicationId" value={item.applicationId} />
          <p>
            <input id="give-up-confirm" type="checkbox" name="confirm" value="yes" required />{" "}
            <label htmlFor="give-up-confirm">{t("applicant.winner.giveUpConfirm", { receipt: item.receiptNo })}</label>
          </p>
          <button type="submit" className="button button--danger">
            {t("applicant.winner.giveUpSubmit")}
          </button>
        </Form>
      ) : (
        <p>{t("applicant.winner.giveUpNone")}</p>
      )}
      <p>
        <Link to={WINNER_PATH}>{t("applicant.winner.back")}</Link>
      </p>
    </div>
  );
}
