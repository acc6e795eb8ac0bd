import { data, Form, Link, redirect } from "react-router";
import { type Column, ListResults } from "../../components/console/console-list";
import { Checkbox, FormError, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { consolePage } from "../../controllers/console-page.server";
import { consoleItemPath } from "../../features/auth/console-paths";
import { createTermFromForm, createTermSchema } from "../../features/terms/term-schema";
import { createTerm, listTermsForConsole } from "../../features/terms/terms-console.server";
import { formatDateTime } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/terms";
import "./managed-content.css";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, now, t, i18n, meta } = consolePage(context, "terms");
  const terms = await listTermsForConsole(db, now);
  const ref = (v: { version: number; effectiveAt: Date } | null) =>
    v && { version: v.version, effectiveAt: formatDateTime(v.effectiveAt) };
  return {
    i18n,
    meta: meta(t("console.terms.title")),
    terms: terms.map((term) => ({ ...term, inForce: ref(term.inForce), scheduled: ref(term.scheduled) })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, failure } = consolePage(context, "terms");
  const input = createTermFromForm(await readForm(request));
  try {
    const { term } = await createTerm(db, createTermSchema.parse(input), actor(request));
    return redirect(`${consoleItemPath("terms", term.id)}?done=created`);
  } catch (error) {
    const refused = failure(error);
    return data({ values: input, ...refused }, refused.status);
  }
}

export default function ConsoleTerms({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const form = useValidatedForm({
    schema: createTermSchema,
    read: createTermFromForm,
    serverErrors: actionData?.errors,
  });
  const values = actionData?.values;
  const version = (v: { version: number; effectiveAt: string } | null) =>
    v ? t("console.terms.versionValue", { version: v.version, date: v.effectiveAt }) : t("console.terms.none");
  const columns: Column<(typeof loaderData.terms)[number]>[] = [
    {
      header: "console.terms.termTitle",
      rowHeader: true,
      cell: (term) => (
        <Link to={consoleItemPath("terms", term.id)} aria-label={t("console.terms.manage", { title: term.title })}>
          {term.title}
        </Link>
      ),
    },
    { header: "console.terms.code", cell: (term) => <code>{term.code}</code> },
    {
      header: "console.terms.required",
      cell: (term) => t(term.required ? "console.terms.requiredYes" : "console.terms.requiredNo"),
    },
    { header: "console.terms.inForce", className: "console-nowrap", cell: (term) => version(term.inForce) },
    { header: "console.terms.scheduled", className: "console-nowrap", cell: (term) => version(term.scheduled) },
  ];
  return (
    <>
      <h1>{t("console.terms.title")}</h1>
      <p>{t("console.terms.lead")}</p>
      <ListResults
        label={t("console.terms.caption")}
        caption={t("console.terms.caption")}
        columns={columns}
        rows={loaderData.terms}
        rowKey={(term) => term.id}
      />
      <section className="console-section" aria-labelledby="terms-create">
        <h2 id="terms-create">{t("console.terms.createHeading")}</h2>
        <FormError message={actionData?.message} />
        <Form method="post" className="managed-form" {...form.formProps} key={JSON.stringify(values ?? {})}>
          <TextField
            form={form}
            name="code"
            label={t("console.terms.code")}
            hint={t("console.terms.codeHint")}
            defaultValue={values?.code}
            maxLength={40}
            autoComplete="off"
            required
          />
          <TextField
            form={form}
            name="title"
            label={t("console.terms.termTitle")}
            defaultValue={values?.title}
            maxLength={100}
            required
          />
          <Checkbox
            form={form}
            name="required"
            label={t("console.terms.requiredLabel")}
            checked={values?.required ?? true}
          />
          <TextField
            form={form}
            name="body"
            label={t("console.terms.body")}
            hint={t("console.terms.bodyHint")}
            defaultValue={values?.body}
            multiline
            rows={12}
            required
          />
          <TextField
            form={form}
            name="effectiveAt"
            type="datetime-local"
            label={t("console.terms.effectiveAt")}
            hint={t("console.terms.effectiveAtHint")}
            defaultValue={values?.effectiveAt}
          />
          <p>
            <button type="submit" className="console-button console-button--primary">
              {t("console.terms.create")}
            </button>
          </p>
        </Form>
      </section>
    </>
  );
}
