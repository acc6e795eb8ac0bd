import { Link } from "react-router";
import { useErrorText } from "../../components/forms/error-text";
import { formValues } from "../../components/forms/form-values";
import { FORMAT_FIELDS, formatCheckSchema } from "../../features/registration/format-check";
import { FormatChecker } from "../../features/registration/format-checker";
import { type TKey, useT } from "../../lib/i18n/client";
import { pageMeta } from "../../lib/page-meta";
import { fieldErrors } from "../../lib/validation";
import type { Route } from "./+types/default-form";
import { sitePage } from "./page.server";
import "./site-pages.css";
import { readForm } from "../../lib/read-form.server";

export function loader({ context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, ["common", "validation", "registration", "formats"]);
  return { i18n, meta: meta(t("forms.formats.title"), t("forms.formats.description")) };
}

/** Checks only: nothing posted here is stored or logged. */
export async function action({ request }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const parsed = formatCheckSchema.safeParse(values);
  return { checked: true, errors: parsed.success ? {} : fieldErrors(parsed.error), values };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function DefaultFormPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const errorText = useErrorText();
  return (
    <div className="page">
      <h1>{t("forms.formats.title")}</h1>
      <p className="page-lead">{t("forms.formats.intro")}</p>
      <div className="table-wrap">
        <table className="table">
          <caption>{t("forms.formats.tableCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("forms.formats.field")}</th>
              <th scope="col">{t("forms.formats.rule")}</th>
              <th scope="col">{t("forms.formats.example")}</th>
              <th scope="col">{t("forms.formats.message")}</th>
            </tr>
          </thead>
          <tbody>
            {FORMAT_FIELDS.map((f) => (
              <tr key={f.name}>
                <th scope="row">{t(`forms.registration.${f.name}` as TKey)}</th>
                <td>{t(`forms.formats.${f.rule}` as TKey)}</td>
                <td>
                  <code lang={f.name === "name" ? "ko" : undefined}>{f.example}</code>
                </td>
                <td>{errorText(f.message)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FormatChecker result={actionData} />
      <p>
        {t("forms.formats.downloads")} <Link to="/center/download">{t("forms.formats.downloadsLink")}</Link>
      </p>
    </div>
  );
}
