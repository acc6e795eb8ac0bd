import { Form } from "react-router";
import { FormError } from "../../components/forms/fields";
import { useT } from "../../lib/i18n/client";

type Category = { id: string; name: string; sortOrder: number; faqCount: number; sample: boolean };
type Failure = { intent: string; id?: unknown; message: string; errors: Record<string, string> };

/**
 * The FAQ screen's categories: each renamed or reordered by its own small form, deleted when
 * empty, and a form to add one. Every form posts to the FAQ screen's action (`intent`).
 */
export function FaqCategories({ categories, failure }: { categories: Category[]; failure?: Failure }) {
  const t = useT();
  const errorFor = (id: string | null) =>
    failure && (failure.id ?? null) === id
      ? (failure.errors.name ?? failure.errors.sortOrder ?? failure.message)
      : undefined;
  return (
    <section className="console-section" aria-labelledby="faq-categories">
      <h2 id="faq-categories">{t("console.center.faqs.categoriesHeading")}</h2>
      {categories.length === 0 && <p>{t("console.center.faqs.noCategories")}</p>}
      <ul className="content-files">
        {categories.map((c) => (
          <li key={c.id}>
            <FormError message={errorFor(c.id)} />
            <Form method="post" className="content-row-actions">
              <input type="hidden" name="id" value={c.id} />
              <label>
                {t("console.center.faqs.categoryName")}{" "}
                <input name="name" defaultValue={c.name} maxLength={40} required />
              </label>
              <label>
                {t("console.center.form.sortOrder")}{" "}
                <input name="sortOrder" type="number" min={0} max={9999} defaultValue={c.sortOrder} />
              </label>
              <span>
                {t("console.center.faqs.categoryCount")}: {c.faqCount}
              </span>
              {c.sample && (
                <span className="console-badge console-badge--sample">{t("console.center.list.sampleBadge")}</span>
              )}
              <button
                type="submit"
                name="intent"
                value="category-update"
                className="console-button console-button--small"
              >
                {t("console.center.faqs.saveCategory")}
              </button>
              {c.faqCount === 0 && (
                <button
                  type="submit"
                  name="intent"
                  value="category-delete"
                  className="console-button console-button--small console-button--danger"
                >
                  {t("console.center.faqs.deleteCategory", { name: c.name })}
                </button>
              )}
            </Form>
          </li>
        ))}
      </ul>
      <FormError message={errorFor(null)} />
      <Form method="post" className="content-row-actions">
        <label>
          {t("console.center.faqs.categoryName")} <input name="name" maxLength={40} required />
        </label>
        <label>
          {t("console.center.form.sortOrder")}{" "}
          <input name="sortOrder" type="number" min={0} max={9999} defaultValue={0} />
        </label>
        <button type="submit" name="intent" value="category-create" className="console-button">
          {t("console.center.faqs.addCategory")}
        </button>
      </Form>
    </section>
  );
}
