import { Form, Link } from "react-router";
import { SubPasswordExportForm } from "../../components/console/export-form";
import { FormError, SelectField, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { QUALIFICATION_TYPES, UNIT_TYPE_CODES } from "../../lib/enums";
import { useT } from "../../lib/i18n/client";
import { CONSOLE_PATHS } from "../auth/console-paths";
import {
  FILTER_KEYS,
  type RegistrationColumn,
  registrationExportSchema,
  registrationFilterSchema,
} from "./registration-filters";

/* The console registration list's parts: the filter form, the table and the export form. */

export type FilterValues = Record<(typeof FILTER_KEYS)[number], string>;

export type ListItem = {
  id: string;
  name: string;
  phone: string;
  qualificationType: (typeof QUALIFICATION_TYPES)[number];
  unitTypes: string[];
  createdAt: string;
  earlier: number;
};

export const registrationDetailPath = (id: string) => `${CONSOLE_PATHS.registration}/${encodeURIComponent(id)}`;
export const REGISTRATION_EXPORT_PATH = `${CONSOLE_PATHS.registration}/export`;

export function RegistrationFilterForm({
  values,
  errors,
  message,
}: {
  values: FilterValues;
  errors: Record<string, string>;
  message: string;
}) {
  const t = useT();
  const form = useValidatedForm({ schema: registrationFilterSchema, serverErrors: errors });
  const all = { value: "", label: t("console.common.all") };
  return (
    <section className="console-section" aria-labelledby="registration-filters">
      <h2 id="registration-filters">{t("console.registrations.filtersHeading")}</h2>
      <FormError message={message} />
      <Form method="get" className="console-filters" key={JSON.stringify(values)} {...form.formProps}>
        <SelectField
          form={form}
          name="qualificationType"
          label={t("console.registrations.qualificationType")}
          defaultValue={values.qualificationType}
          options={[
            all,
            ...QUALIFICATION_TYPES.map((q) => ({ value: q, label: t(`console.registrations.qualification.${q}`) })),
          ]}
        />
        <SelectField
          form={form}
          name="unitType"
          label={t("console.registrations.unitType")}
          defaultValue={values.unitType}
          options={[
            all,
            ...UNIT_TYPE_CODES.map((code) => ({ value: code, label: t("console.registrations.unitOption", { code }) })),
          ]}
        />
        <TextField
          form={form}
          name="from"
          type="date"
          label={t("console.registrations.from")}
          defaultValue={values.from}
        />
        <TextField form={form} name="to" type="date" label={t("console.registrations.to")} defaultValue={values.to} />
        <TextField
          form={form}
          name="q"
          type="search"
          label={t("console.registrations.q")}
          hint={t("console.registrations.qHint")}
          defaultValue={values.q}
          maxLength={50}
        />
        <p className="console-actions">
          <button type="submit" className="console-button console-button--primary">
            {t("console.common.search")}
          </button>
          <Link to={CONSOLE_PATHS.registration}>{t("console.common.reset")}</Link>
        </p>
      </Form>
    </section>
  );
}

export function RegistrationTable({ items, caption }: { items: ListItem[]; caption: string }) {
  const t = useT();
  const c = (key: RegistrationColumn) => t(`console.registrations.columns.${key}`);
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{c("createdAt")}</th>
            <th scope="col">{c("name")}</th>
            <th scope="col">{c("phone")}</th>
            <th scope="col">{c("qualificationType")}</th>
            <th scope="col">{c("unitTypes")}</th>
            <th scope="col">{t("console.registrations.earlier")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r.id}>
              <td className="console-nowrap">{r.createdAt}</td>
              <td>
                <Link to={registrationDetailPath(r.id)} aria-label={t("console.registrations.view", { name: r.name })}>
                  {r.name}
                </Link>
              </td>
              <td className="console-nowrap">{r.phone}</td>
              <td>{t(`console.registrations.qualification.${r.qualificationType}`)}</td>
              <td>{r.unitTypes.join(", ")}</td>
              <td className="console-num">
                {r.earlier ? t("console.registrations.earlierCount", { count: r.earlier }) : "-"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The export of the filtered list, after the sub-password. */
export function RegistrationExportForm({
  filter,
  total,
  message,
}: {
  filter: FilterValues;
  total: string;
  message: string;
}) {
  const t = useT();
  return (
    <SubPasswordExportForm
      id="registration-export"
      action={REGISTRATION_EXPORT_PATH}
      filter={Object.fromEntries(FILTER_KEYS.map((key) => [key, filter[key]]))}
      schema={registrationExportSchema}
      message={message}
      text={{
        heading: t("console.registrations.exportHeading"),
        intro: t("console.registrations.exportIntro", { total }),
        subPassword: t("console.registrations.subPassword"),
        submit: t("console.registrations.exportSubmit"),
      }}
    />
  );
}
