import { data } from "react-router";
import { sitePage } from "../../../controllers/site-page.server";
import { waitingLoader } from "../../../controllers/waiting-page.server";
import { estimateWording } from "../../../features/waiting-room/room";
import waitingScriptUrl from "../../../features/waiting-room/waiting-script.ts?worker&url";
import { CONTENT_PAGE, type ContentPageHandle } from "../../../lib/content-page";
import { scopeContext } from "../../../lib/context";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { unsharedPage } from "../../../lib/shared-page";
import type { Route } from "./+types/waiting";
import "../site-pages.css";

/**
 * /form/application/waiting?return=: the open round's waiting room (docs/waiting-room.md).
 * Asking keeps the ticket's place; once admitted, on to the page asked for. A light content
 * page: its own small script follows the place, and without JavaScript it reloads itself.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, ["application.waiting"]);
  const { data: body, init } = await waitingLoader(context.get(scopeContext), request);
  const page = { ...body, i18n, meta: meta(t("application.waiting.title"), t("application.waiting.description")) };
  return data(page, init ?? undefined);
}

export const headers = unsharedPage;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export const handle: ContentPageHandle = { ...CONTENT_PAGE, scripts: [waitingScriptUrl] };

const escapeAttribute = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

export default function Waiting({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { back, self, status, limited } = loaderData;
  if (!status) {
    return (
      <div className="page page--narrow">
        <h1>{t("application.waiting.title")}</h1>
        <p className="notice" role="alert">
          {limited}
        </p>
        <p>
          <a href={self}>{t("application.waiting.check")}</a>
        </p>
      </div>
    );
  }
  const wording = estimateWording(status.estimateSeconds);
  const template = (key: "position" | "estimate") =>
    t(`application.waiting.${key}`, key === "position" ? { position: "{n}" } : { minutes: "{n}" });
  return (
    <div className="page page--narrow">
      <h1>{t("application.waiting.title")}</h1>
      <p className="page-lead">{t("application.waiting.lead")}</p>
      <div
        className="notice"
        role="status"
        aria-live="polite"
        data-waiting
        data-return={back}
        data-retry={status.retryAfter}
        data-position-text={template("position")}
        data-estimate={template("estimate")}
        data-estimate-soon={t("application.waiting.estimateSoon")}
        data-estimate-unknown={t("application.waiting.estimateUnknown")}
        data-admitted={t("application.waiting.admitted")}
      >
        <p data-waiting-position>
          <strong>{t("application.waiting.position", { position: status.position })}</strong>
        </p>
        <p data-waiting-estimate>{t(`application.waiting.${wording.key}`, { minutes: wording.minutes })}</p>
      </div>
      <p>{t("application.waiting.keep")}</p>
      <p>{t("application.waiting.refreshNote", { seconds: status.retryAfter })}</p>
      <p>
        <a href={self}>{t("application.waiting.check")}</a>
      </p>
      {/* Without JavaScript the page reloads itself; with it, the script asks instead. */}
      <noscript
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant tag around our own validated path
        dangerouslySetInnerHTML={{
          __html: `<meta http-equiv="refresh" content="${status.retryAfter};url=${escapeAttribute(self)}">`,
        }}
      />
    </div>
  );
}
