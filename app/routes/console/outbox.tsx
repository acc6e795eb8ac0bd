import { Link } from "react-router";
import { z } from "zod";
import { auditActor } from "../../features/audit/audit.server";
import { requireConsole } from "../../features/auth/guard.server";
import { viewOutbox } from "../../features/messaging/messaging.server";
import { envContext, langContext, scopeContext } from "../../lib/context";
import { formatDateTime, formatNumber } from "../../lib/format";
import { clientMessages, createI18n } from "../../lib/i18n";
import { useT } from "../../lib/i18n/client";
import type { Route } from "./+types/outbox";
import { Pagination } from "./ui/pagination";
import "./ui/console-screens.css";

const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/**
 * What the sender recorded: with SENDER=outbox (local, tests) nothing leaves the machine and
 * this is where messages can be read. Addresses and texts are applicants' data: the same
 * guard as sending (area "application"), and each view is recorded in the audit log.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const principal = requireConsole(context, "application");
  const lang = context.get(langContext);
  const page = pageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1);
  const scope = context.get(scopeContext);
  const { items, total, pages } = await viewOutbox(scope.db, page, auditActor(scope, request, principal));
  return {
    i18n: clientMessages(lang, ["console"]),
    title: createI18n(lang).t("console.outbox.title"),
    local: context.get(envContext).SENDER === "outbox",
    items: items.map((m) => ({ ...m, createdAt: formatDateTime(m.createdAt), sentAt: formatDateTime(m.sentAt) })),
    total,
    page,
    pages,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
}

export default function Outbox({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <p>
        <Link to="/console">{t("console.dashboard.title")}</Link>
      </p>
      <h1>{t("console.outbox.title")}</h1>
      <p className={d.local ? "console-note" : undefined}>
        {d.local ? t("console.outbox.introOutbox") : t("console.outbox.introProvider")}
      </p>
      {d.items.length === 0 ? (
        <p>{t("console.outbox.empty")}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <caption>{t("console.outbox.caption", { total: formatNumber(d.total) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("console.outbox.at")}</th>
                <th scope="col">{t("console.outbox.channel")}</th>
                <th scope="col">{t("console.outbox.to")}</th>
                <th scope="col">{t("console.outbox.subject")}</th>
                <th scope="col">{t("console.outbox.status")}</th>
                <th scope="col">{t("console.outbox.body")}</th>
              </tr>
            </thead>
            <tbody>
              {d.items.map((m) => (
                <tr key={m.id}>
                  <td className="console-nowrap">{m.createdAt}</td>
                  <td>{t(`console.outbox.channels.${m.channel}`)}</td>
                  <td className="console-break">{m.to}</td>
                  <td>{m.subject}</td>
                  <td>{t(`console.outbox.statuses.${m.status as "SENT"}`)}</td>
                  <td>
                    <details>
                      <summary>{t("console.outbox.showBody")}</summary>
                      <pre className="console-pre">{m.body}</pre>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={d.page} pages={d.pages} href={(p) => `/console/outbox?page=${p}`} />
    </>
  );
}
