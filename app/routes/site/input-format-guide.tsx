import { Link } from "react-router";
import { TableWrap } from "../../components/table-wrap";
import { sitePage } from "../../controllers/site-page.server";
import { formatCheckSchema } from "../../features/registration/format-check";
import { FormatChecker } from "../../features/registration/format-checker";
import { FORMAT_FIELDS } from "../../features/registration/format-field-names";
import { langContext } from "../../lib/context";
import { fieldErrors } from "../../lib/field-errors";
import { errorTranslator } from "../../lib/form-failure.server";
import { formValues } from "../../lib/form-values";
import { type TKey, useT } from "../../lib/i18n/client";
import { pageMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/input-format-guide";
import "./site-pages.css";

export function loader({ context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, [
    "forms.common",
    "errors.validation",
    "forms.registration",
    "forms.formats",
  ]);
  return { i18n, meta: meta(t("forms.formats.title"), t("forms.formats.description")) };
}

/** Checks only: nothing posted here is stored or logged. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const parsed = formatCheckSchema.safeParse(values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, errorTranslator(context.get(langContext)));
  return { checked: true, errors, values };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** /default-form: the input formats every application form shares, and a checker to try them. */
export default function InputFormatGuide({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page">
      <h1>{t("forms.formats.title")}</h1>
      <p className="page-lead">{t("forms.formats.intro")}</p>
      <TableWrap labelledBy="formats-caption">
        <table className="table">
          <caption id="formats-caption">{t("forms.formats.tableCaption")}</caption>
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
                <td>{t(`errors.${f.message}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <FormatChecker result={actionData} />
      <p>
        {t("forms.formats.downloads")} <Link to="/center/download">{t("forms.formats.downloadsLink")}</Link>
      </p>
    </div>
  );
}
