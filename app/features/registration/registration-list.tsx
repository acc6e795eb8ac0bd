import { Link } from "react-router";
import { type Column, ListFilters } from "../../components/console/console-list";
import { SubPasswordExportForm } from "../../components/console/export-form";
import { SelectField, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { QUALIFICATION_TYPES, UNIT_TYPE_CODES } from "../../lib/enums";
import { useT } from "../../lib/i18n/client";
import { CONSOLE_PATHS } from "../auth/console-paths";
import { FILTER_KEYS, registrationExportSchema, registrationFilterSchema } from "./registration-filters";

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
    <ListFilters
      heading={{ id: "registration-filters", text: t("console.registrations.filtersHeading") }}
      invalid={message}
      values={values}
      form={form}
      resetTo={CONSOLE_PATHS.registration}
    >
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
    </ListFilters>
  );
}

/** The list's columns: the name links to the registration's page. */
export function useRegistrationColumns(): Column<ListItem>[] {
  const t = useT();
  return [
    { header: "console.registrations.columns.createdAt", className: "console-nowrap", cell: (r) => r.createdAt },
    {
      header: "console.registrations.columns.name",
      cell: (r) => (
        <Link to={registrationDetailPath(r.id)} aria-label={t("console.registrations.view", { name: r.name })}>
          {r.name}
        </Link>
      ),
    },
    { header: "console.registrations.columns.phone", className: "console-nowrap", cell: (r) => r.phone },
    {
      header: "console.registrations.columns.qualificationType",
      cell: (r) => t(`console.registrations.qualification.${r.qualificationType}`),
    },
    { header: "console.registrations.columns.unitTypes", cell: (r) => r.unitTypes.join(", ") },
    {
      header: "console.registrations.earlier",
      className: "console-num",
      cell: (r) => (r.earlier ? t("console.registrations.earlierCount", { count: r.earlier }) : "-"),
    },
  ];
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
