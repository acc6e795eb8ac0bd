import { Link } from "react-router";
import { ManagedText, RichText } from "../../../components/center/managed-text";
import { SearchForm } from "../../../components/center/search-form";
import { Pagination } from "../../../components/pagination";
import { sitePage } from "../../../controllers/site-page.server";
import { faqListQuerySchema } from "../../../features/faqs/faq-schema";
import { listFaqCategories, listPublishedFaqs, publicFaqJson } from "../../../features/faqs/faqs.server";
import { listQueryOfUrl } from "../../../features/managed-content/managed-schema";
import { CONTENT_PAGE } from "../../../lib/content-page";
import { useT } from "../../../lib/i18n/client";
import { listHref } from "../../../lib/list-href";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/faqs";
import "../site-pages.css";
import "./center.css";

const BASE = "/center/faqs";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = sitePage(context, ["center.common", "center.faqs"]);
  const query = listQueryOfUrl(faqListQuerySchema, request.url);
  const [categories, page] = await Promise.all([listFaqCategories(db, true), listPublishedFaqs(db, query)]);
  return {
    i18n,
    meta: meta(t("center.faqs.title"), t("center.faqs.description")),
    q: query.q,
    category: categories.some((c) => c.id === query.category) ? query.category : undefined,
    categories: categories.filter((c) => c.faqCount > 0).map((c) => ({ id: c.id, name: c.name })),
    faqs: page.items.map(publicFaqJson),
    page: page.page,
    total: page.total,
    totalPages: page.totalPages,
  };
}

/** A content page: rendered on the server only, with the shell's small script (app/root.tsx). */
export const handle = CONTENT_PAGE;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/**
 * Categories are links (the list reloads, also without JavaScript); each question is a
 * <details> element: opened by keyboard and announced as expanded or collapsed natively.
 */
export default function Faqs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { q, category, categories, faqs, page, total, totalPages } = loaderData;
  const tabs = [
    { id: undefined, name: t("center.faqs.all"), managed: false },
    ...categories.map((c) => ({ ...c, managed: true })),
  ];
  return (
    <div className="page">
      <h1>{t("center.faqs.title")}</h1>
      <p className="page-lead">{t("center.faqs.description")}</p>
      <nav aria-label={t("center.faqs.categories")}>
        <ul className="center-categories">
          {tabs.map((c) => (
            <li key={c.id ?? "all"}>
              <Link to={listHref(BASE, { category: c.id, q })} aria-current={c.id === category ? "page" : undefined}>
                {c.managed ? <ManagedText>{c.name}</ManagedText> : c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SearchForm action={BASE} q={q} placeholder={t("center.faqs.searchPlaceholder")} keep={{ category }} />
      <p className="center-count" role="status">
        {q ? t("center.common.searchResult", { q, count: total }) : t("center.common.total", { count: total })}
      </p>
      {faqs.length === 0 ? (
        <p className="notice">{q ? t("center.common.noResults") : t("center.faqs.empty")}</p>
      ) : (
        <ul className="center-faqs" aria-label={t("center.faqs.questions")}>
          {faqs.map((f) => (
            <li key={f.id} className="center-faqs__item">
              <details>
                <summary>
                  <span className="center-faqs__q" aria-hidden="true">
                    Q
                  </span>
                  <ManagedText className="center-faqs__category">[{f.categoryName}]</ManagedText>{" "}
                  <ManagedText>{f.question}</ManagedText>
                </summary>
                <RichText html={f.answer} className="rich-text center-faqs__answer" />
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} href={(p) => listHref(BASE, { category, q, page: p })} />
    </div>
  );
}
