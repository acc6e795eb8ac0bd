import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { DeleteSection } from "../../../components/console/delete-section";
import { FormError, SelectField, StatusMessage, TextField } from "../../../components/forms/fields";
import { useValidatedForm } from "../../../components/forms/use-validated-form";
import { consolePage } from "../../../controllers/console-page.server";
import { CONSOLE_PATHS } from "../../../features/auth/console-paths";
import { faqFromForm, faqInputSchema } from "../../../features/faqs/faq-schema";
import {
  createFaq,
  deleteFaq,
  getFaqForConsole,
  listFaqCategories,
  updateFaq,
} from "../../../features/faqs/faqs.server";
import { RichTextField } from "../../../features/managed-content/rich-text-field";
import { UnreadableConfirm } from "../../../features/publishing/unreadable-confirm";
import { useT } from "../../../lib/i18n/client";
import { orNotFound, recordIdParam } from "../../../lib/not-found.server";
import { consoleMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import type { Route } from "./+types/faq-edit";
import "../../../components/console/managed-screens.css";
import { PublishFlags, SaveButton } from "../../../features/managed-content/center-form-parts";

const BASE = CONSOLE_PATHS.faqs;

/** /console/center/faqs/new (no id) and /console/center/faqs/:id. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = consolePage(context, "faqs");
  const [faq, categories] = await Promise.all([
    params.id ? orNotFound(() => getFaqForConsole(db, recordIdParam(params.id))) : null,
    listFaqCategories(db, false),
  ]);
  const title = faq ? t("console.center.faqs.editTitle") : t("console.center.faqs.newTitle");
  return {
    i18n,
    meta: meta(faq ? `${title}: ${faq.question}` : title),
    faq,
    categories: categories.map((c) => ({ value: c.id, label: c.name })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, actor, failure } = consolePage(context, "faqs");
  const form = await readForm(request);
  const values = faqFromForm(form);
  try {
    if (params.id && form.get("intent") === "delete") {
      const removed = await deleteFaq(db, recordIdParam(params.id), actor(request));
      return redirect(`${BASE}?deleted=${encodeURIComponent(removed.question)}`);
    }
    const input = faqInputSchema.parse(values);
    if (!params.id) {
      const created = await createFaq(db, input, actor(request));
      return redirect(`${BASE}?created=${encodeURIComponent(created.question)}`);
    }
    const id = recordIdParam(params.id);
    await updateFaq(db, id, input, actor(request));
    return redirect(`${BASE}/${id}?saved=1`);
  } catch (error) {
    const refused = failure(error);
    return data({ values, ...refused }, refused.status);
  }
}

export default function FaqEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const { faq, categories } = loaderData;
  const values = actionData?.values ?? (faq ? { ...faq, sortOrder: String(faq.sortOrder) } : undefined);
  const form = useValidatedForm({ schema: faqInputSchema, read: faqFromForm, serverErrors: actionData?.errors });
  return (
    <>
      <p>
        <Link to={BASE}>{t("console.common.backToList")}</Link>
      </p>
      <h1>{faq ? t("console.center.faqs.editTitle") : t("console.center.faqs.newTitle")}</h1>
      <StatusMessage>{params.get("saved") && !actionData && t("console.center.form.saved")}</StatusMessage>
      <FormError message={actionData?.message} />
      <Form method="post" className="console-form console-form--wide" {...form.formProps}>
        <SelectField
          form={form}
          name="categoryId"
          label={t("console.center.faqs.category")}
          options={categories}
          defaultValue={values?.categoryId}
          required
        />
        <TextField
          form={form}
          name="question"
          label={t("console.center.faqs.question")}
          defaultValue={values?.question}
          required
        />
        <RichTextField
          form={form}
          name="answer"
          label={t("console.center.faqs.answer")}
          hint={t("console.center.form.bodyHint")}
          defaultValue={values?.answer}
          required
        />
        <UnreadableConfirm form={form} />
        <TextField
          form={form}
          name="sortOrder"
          type="number"
          min={0}
          max={9999}
          label={t("console.center.form.sortOrder")}
          hint={t("console.center.form.sortOrderHint")}
          defaultValue={values?.sortOrder ?? "0"}
        />
        <PublishFlags form={form} values={values} />
        <SaveButton stored={Boolean(faq)} />
      </Form>
      {faq && <DeleteSection title={faq.question} />}
    </>
  );
}
