import { data, Form, Link, redirect } from "react-router";
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
  const { db, now, t, i18n, meta } = consolePage(context, "terms", ["managed.common", "managed.terms"]);
  const terms = await listTermsForConsole(db, now);
  const ref = (v: { version: number; effectiveAt: Date } | null) =>
    v && { version: v.version, effectiveAt: formatDateTime(v.effectiveAt) };
  return {
    i18n,
    meta: meta(t("managed.terms.title")),
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
    v ? t("managed.terms.versionValue", { version: v.version, date: v.effectiveAt }) : t("managed.terms.none");
  return (
    <>
      <h1>{t("managed.terms.title")}</h1>
      <p>{t("managed.terms.lead")}</p>
      <section className="console-section" aria-label={t("managed.terms.caption")}>
        <div className="console-table-wrap">
          <table className="console-table">
            <caption>{t("managed.terms.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("managed.terms.termTitle")}</th>
                <th scope="col">{t("managed.terms.code")}</th>
                <th scope="col">{t("managed.terms.required")}</th>
                <th scope="col">{t("managed.terms.inForce")}</th>
                <th scope="col">{t("managed.terms.scheduled")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.terms.map((term) => (
                <tr key={term.id}>
                  <th scope="row">
                    <Link
                      to={consoleItemPath("terms", term.id)}
                      aria-label={t("managed.terms.manage", { title: term.title })}
                    >
                      {term.title}
                    </Link>
                  </th>
                  <td>
                    <code>{term.code}</code>
                  </td>
                  <td>{t(term.required ? "managed.terms.requiredYes" : "managed.terms.requiredNo")}</td>
                  <td className="console-nowrap">{version(term.inForce)}</td>
                  <td className="console-nowrap">{version(term.scheduled)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="console-section" aria-labelledby="terms-create">
        <h2 id="terms-create">{t("managed.terms.createHeading")}</h2>
        <FormError message={actionData?.message} />
        <Form method="post" className="managed-form" {...form.formProps} key={JSON.stringify(values ?? {})}>
          <TextField
            form={form}
            name="code"
            label={t("managed.terms.code")}
            hint={t("managed.terms.codeHint")}
            defaultValue={values?.code}
            maxLength={40}
            autoComplete="off"
            required
          />
          <TextField
            form={form}
            name="title"
            label={t("managed.terms.termTitle")}
            defaultValue={values?.title}
            maxLength={100}
            required
          />
          <Checkbox
            form={form}
            name="required"
            label={t("managed.terms.requiredLabel")}
            checked={values?.required ?? true}
          />
          <TextField
            form={form}
            name="body"
            label={t("managed.terms.body")}
            hint={t("managed.terms.bodyHint")}
            defaultValue={values?.body}
            multiline
            rows={12}
            required
          />
          <TextField
            form={form}
            name="effectiveAt"
            type="datetime-local"
            label={t("managed.terms.effectiveAt")}
            hint={t("managed.terms.effectiveAtHint")}
            defaultValue={values?.effectiveAt}
          />
          <p>
            <button type="submit" className="console-button console-button--primary">
              {t("managed.terms.create")}
            </button>
          </p>
        </Form>
      </section>
    </>
  );
}
