import { Link } from "react-router";
import { sitePage } from "../../../controllers/site-page.server";
import { readWithdrawalNote } from "../../../features/members/withdrawal-note.server";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/withdrawn";
import "../site-pages.css";
import "./members.css";

/** After withdrawal: done, and what the law keeps until when (from the withdrawal's own note). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, ["members.withdraw"]);
  const note = readWithdrawalNote(request);
  return { i18n, meta: meta(t("members.withdraw.title"), t("members.withdraw.done")), kept: note?.kept ?? [] };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function WithdrawnPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page page--narrow">
      <h1>{t("members.withdraw.title")}</h1>
      <p role="status">{t("members.withdraw.done")}</p>
      <section className="member-section" aria-labelledby="kept">
        <h2 id="kept">{t("members.withdraw.kept")}</h2>
        {loaderData.kept.length === 0 ? (
          <p>{t("members.withdraw.nothingKept")}</p>
        ) : (
          <ul>
            {loaderData.kept.map((k) => (
              <li key={`${k.round}-${k.receiptNo}`}>
                {t("members.withdraw.keptItem", { round: k.round, receiptNo: k.receiptNo ?? "-", until: k.keptUntil })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>
        <Link to="/">{t("members.withdraw.home")}</Link>
      </p>
    </div>
  );
}
