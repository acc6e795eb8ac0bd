import { Form } from "react-router";
import { ErrorSummary, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { type FormValues, keptValue } from "../../lib/form-values";
import { useT } from "../../lib/i18n/client";
import { FORMAT_FIELDS } from "./format-field-names";

/** The check loads on the checker's first use: the page's first visit carries no zod. */
const loadSchema = () => import("./format-check").then((m) => m.formatCheckSchema);

/** Try the shared field formats; the action only validates. */
export function FormatChecker({
  result,
}: {
  result?: { errors: Record<string, string>; values: FormValues; checked: boolean };
}) {
  const t = useT();
  const form = useValidatedForm({ schema: loadSchema, serverErrors: result?.errors });
  const labels = Object.fromEntries(FORMAT_FIELDS.map((f) => [f.name, t(`forms.registration.${f.name}`)]));
  const allGood = result?.checked && Object.keys(result.errors).length === 0;
  return (
    <section aria-labelledby="checker-title" className="panel">
      <h2 id="checker-title">{t("forms.formats.checkerTitle")}</h2>
      <p>{t("forms.formats.checkerNote")}</p>
      <ErrorSummary form={form} labels={labels} />
      <div role="status">{allGood && <p className="result result--ok">{t("forms.formats.allGood")}</p>}</div>
      <Form method="post" className="form" {...form.formProps}>
        {FORMAT_FIELDS.map((f) => (
          <TextField
            key={f.name}
            form={form}
            name={f.name}
            label={labels[f.name]}
            type={f.name === "email" ? "email" : f.name === "phone" ? "tel" : "text"}
            inputMode={f.name === "phone" || f.name === "birth" ? "numeric" : undefined}
            defaultValue={keptValue(result?.values, f.name)}
          />
        ))}
        <div className="form-actions">
          <button type="submit" className="button">
            {t("forms.formats.check")}
          </button>
        </div>
      </Form>
    </section>
  );
}
