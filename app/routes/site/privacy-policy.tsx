import { Link } from "react-router";
import { z } from "zod";
import { sitePage } from "../../controllers/site-page.server";
import { TermText } from "../../features/terms/term-text";
import { getTermHistory } from "../../features/terms/terms.server";
import { CONTENT_PAGE } from "../../lib/content-page";
import { formatDate } from "../../lib/format";
import { useLang, useT } from "../../lib/i18n/client";
import { notFound } from "../../lib/not-found.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/privacy-policy";
import "./site-pages.css";

const query = z.object({ version: z.coerce.number().int().positive().optional() });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, now, t, i18n, meta } = sitePage(context, ["forms.common", "forms.privacy"]);
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) notFound();
  const history = await getTermHistory(db, "privacy", now);
  const shown =
    parsed.data.version === undefined || parsed.data.version === history?.current.version
      ? history?.current
      : history?.previous.find((v) => v.version === parsed.data.version);
  if (parsed.data.version !== undefined && !shown) notFound();
  return {
    i18n,
    meta: meta(t("forms.privacy.title"), t("forms.privacy.description")),
    shown: shown ? { version: shown.version, body: shown.body, effectiveAt: formatDate(shown.effectiveAt) } : null,
    isCurrent: shown === history?.current,
    previous: (history?.previous ?? []).map((v) => ({ version: v.version, effectiveAt: formatDate(v.effectiveAt) })),
  };
}

/** A content page: rendered on the server only, with the shell's small script (app/root.tsx). */
export const handle = CONTENT_PAGE;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { shown, isCurrent, previous } = loaderData;
  return (
    <div className="page page--narrow">
      <h1>{t("forms.privacy.title")}</h1>
      {shown ? (
        <article className="term" aria-labelledby="term-version">
          <p id="term-version" className="term-version">
            {t("forms.common.version", { version: shown.version })} ·{" "}
            {t("forms.common.effectiveAt", { date: shown.effectiveAt })}
          </p>
          {!isCurrent && (
            <p className="notice" role="note">
              {t("forms.privacy.viewingOld", { version: shown.version })}{" "}
              <Link to="/privacy-policy">{t("forms.privacy.current")}</Link>
            </p>
          )}
          <TermText body={shown.body} lang={lang === "ko" ? undefined : "ko"} />
        </article>
      ) : (
        <p className="notice">{t("forms.privacy.none")}</p>
      )}
      {previous.length > 0 && (
        <section aria-labelledby="previous-title" className="panel">
          <h2 id="previous-title">{t("forms.privacy.previousTitle")}</h2>
          <ul className="link-list">
            {previous.map((v) => (
              <li key={v.version}>
                <Link
                  to={`/privacy-policy?version=${v.version}`}
                  aria-current={shown?.version === v.version ? "page" : undefined}
                >
                  {t("forms.privacy.previousItem", { version: v.version, date: v.effectiveAt })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
