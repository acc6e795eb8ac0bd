import { data, Link, redirect, useSearchParams } from "react-router";
import { ManagedFilters, ManagedTable } from "../../../components/console/managed-table";
import { FormError, StatusMessage } from "../../../components/forms/fields";
import { consolePage } from "../../../controllers/console-page.server";
import { withParam } from "../../../controllers/flash-url";
import { CONSOLE_PATHS } from "../../../features/auth/console-paths";
import { FaqCategories } from "../../../features/faqs/faq-categories";
import {
  consoleFaqListQuerySchema,
  faqCategoryFromForm,
  faqCategoryInputSchema,
} from "../../../features/faqs/faq-schema";
import {
  createFaqCategory,
  deleteFaqCategory,
  listFaqCategories,
  listFaqsForConsole,
  setFaqFlags,
  updateFaqCategory,
} from "../../../features/faqs/faqs.server";
import { flagsFromForm } from "../../../features/managed-content/managed-actions.server";
import { listQueryOfUrl } from "../../../features/managed-content/managed-schema";
import { useT } from "../../../lib/i18n/client";
import { listHref } from "../../../lib/list-href";
import { recordIdParam } from "../../../lib/not-found.server";
import { consoleMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import type { Route } from "./+types/faqs";

import "../../../components/console/managed-screens.css";

const BASE = CONSOLE_PATHS.faqs;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = consolePage(context, "faqs");
  const query = listQueryOfUrl(consoleFaqListQuerySchema, request.url);
  const [categories, page] = await Promise.all([listFaqCategories(db, false), listFaqsForConsole(db, query)]);
  return {
    i18n,
    meta: meta(t("console.center.faqs.title")),
    query,
    categories,
    rows: page.items.map((f) => ({ ...f, title: f.question })),
    total: page.total,
    page: page.page,
    totalPages: page.totalPages,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

/** The rows' pin / publish buttons and the categories' forms, told apart by `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, failure } = consolePage(context, "faqs");
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "category-create") {
      await createFaqCategory(db, faqCategoryInputSchema.parse(faqCategoryFromForm(form)), actor(request));
    } else if (intent === "category-update") {
      const id = recordIdParam(String(form.get("id") ?? ""));
      await updateFaqCategory(db, id, faqCategoryInputSchema.parse(faqCategoryFromForm(form)), actor(request));
    } else if (intent === "category-delete") {
      await deleteFaqCategory(db, recordIdParam(String(form.get("id") ?? "")), actor(request));
    } else {
      const { id, flags } = flagsFromForm(form);
      const faq = await setFaqFlags(db, id, flags, actor(request));
      return redirect(withParam(request.url, "changed", faq.question));
    }
    return redirect(withParam(request.url, "saved", "category"));
  } catch (error) {
    const refused = failure(error);
    return data({ intent, id: form.get("id"), ...refused }, refused.status);
  }
}

export default function Faqs({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const changed = params.get("changed");
  const created = params.get("created");
  const deleted = params.get("deleted");
  const categoryFailure = actionData?.intent.startsWith("category") ? actionData : undefined;
  return (
    <>
      <h1>{t("console.center.faqs.title")}</h1>
      <StatusMessage>
        {changed && t("console.center.list.flagsDone", { title: changed })}
        {created && t("console.center.list.created", { title: created })}
        {deleted && t("console.center.list.deleted", { title: deleted })}
        {params.get("saved") && !actionData && t("console.center.faqs.categorySaved")}
      </StatusMessage>
      {!categoryFailure && <FormError message={actionData?.message} />}
      <div className="content-toolbar">
        <ManagedFilters q={d.query.q} status={d.query.status}>
          <div className="field">
            <label htmlFor="content-category">{t("console.center.faqs.category")}</label>
            <select id="content-category" name="category" defaultValue={d.query.category ?? ""}>
              <option value="">{t("console.center.faqs.allCategories")}</option>
              {d.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        </ManagedFilters>
        {d.categories.length > 0 && (
          <Link className="console-button console-button--primary" to={`${BASE}/new`}>
            {t("console.center.list.new")}
          </Link>
        )}
      </div>
      <ManagedTable
        caption={t("console.center.list.caption", { title: t("console.center.faqs.title"), total: d.total })}
        extraHeader="console.center.faqs.category"
        rows={d.rows.map((r) => ({ ...r, extra: r.categoryName }))}
        editHref={(id) => `${BASE}/${id}`}
        pager={{
          page: d.page,
          totalPages: d.totalPages,
          href: (p) =>
            listHref(
              BASE,
              { q: d.query.q, status: d.query.status, category: d.query.category, page: p },
              { status: "all" },
            ),
        }}
      />
      <FaqCategories categories={d.categories} failure={categoryFailure} />
    </>
  );
}
