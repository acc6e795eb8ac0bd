import { Link } from "react-router";
import { ConsoleTable } from "../../components/console/console-list";
import { Pagination } from "../../components/pagination";
import { consolePage } from "../../controllers/console-page.server";
import { MESSAGE_TEMPLATES_PAGE } from "../../features/application-review/review-paths";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import { viewOutbox } from "../../features/messaging/messaging.server";
import type { OutboxStatus } from "../../lib/enums";
import { formatDateTime, formatNumber } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { listHref } from "../../lib/list-href";
import { consoleMeta } from "../../lib/page-meta";
import { pageOfUrl } from "../../lib/pagination";
import type { Route } from "./+types/outbox";

/**
 * What the sender recorded: with SENDER=outbox (local, tests) nothing leaves the machine and
 * this is where messages can be read. Addresses and texts are applicants' data: the same
 * guard as sending (area "application"), and each view is recorded in the audit log.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, scope, t, i18n, meta, actor } = consolePage(context, "application");
  const { items, total, page, totalPages } = await viewOutbox(db, pageOfUrl(request.url), actor(request));
  return {
    i18n,
    meta: meta(t("console.outbox.title")),
    local: scope.env.SENDER === "outbox",
    items: items.map(({ redactedAt, ...m }) => ({
      ...m,
      createdAt: formatDateTime(m.createdAt),
      sentAt: formatDateTime(m.sentAt),
      redacted: redactedAt !== null,
    })),
    total,
    page,
    totalPages,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export default function Outbox({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <p>
        <Link to={CONSOLE_PATHS.dashboard}>{t("console.dashboard.title")}</Link>
      </p>
      <h1>{t("console.outbox.title")}</h1>
      <p className={d.local ? "console-note" : undefined}>
        {d.local ? t("console.outbox.introOutbox") : t("console.outbox.introProvider")}
      </p>
      <p>
        <Link to={MESSAGE_TEMPLATES_PAGE}>{t("console.applicationFlow.messages.title")}</Link>
      </p>
      {d.items.length === 0 ? (
        <p>{t("console.outbox.empty")}</p>
      ) : (
        <ConsoleTable
          caption={t("console.outbox.caption", { total: formatNumber(d.total) })}
          headers={[
            t("console.outbox.at"),
            t("console.outbox.channel"),
            t("console.outbox.to"),
            t("console.outbox.subject"),
            t("console.outbox.status"),
            t("console.outbox.body"),
          ]}
        >
          {d.items.map((m) => (
            <tr key={m.id}>
              <td className="console-nowrap">{m.createdAt}</td>
              <td data-channel={m.channel}>
                {t(`console.outbox.channels.${m.channel}`)}
                {m.fallbackOf && <small className="console-outbox-fallback">{t("console.outbox.fallbackSms")}</small>}
              </td>
              <td className="console-break">{m.to}</td>
              <td>{m.subject}</td>
              <td>
                {t(`console.outbox.statuses.${m.status as OutboxStatus}`)}
                {m.status === "UNDELIVERABLE" && (
                  <small className="console-outbox-fallback">{t("console.outbox.fellBack")}</small>
                )}
              </td>
              <td>
                {m.redacted ? (
                  t("console.outbox.redacted")
                ) : (
                  <details>
                    <summary>{t("console.outbox.showBody")}</summary>
                    <pre className="console-pre">{m.body}</pre>
                  </details>
                )}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Pagination page={d.page} totalPages={d.totalPages} href={(p) => listHref(CONSOLE_PATHS.outbox, { page: p })} />
    </>
  );
}
