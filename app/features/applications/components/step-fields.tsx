import { ChoiceGroup, TextField } from "../../../components/forms/fields";
import type { ValidatedForm } from "../../../components/forms/use-validated-form";
import {
  QUALIFICATION_TYPES,
  RANKS,
  SUPPLY_CATEGORIES,
  SUPPLY_TYPES,
  UNIT_TYPE_CODES,
  UNIT_TYPES,
} from "../../../lib/enums";
import { type TFunction, useT } from "../../../lib/i18n/client";
import type { FormStep } from "../application-form";

type Props = { form: ValidatedForm; values: Record<string, string> };

/** The labels of every field of a step, for its error summary. */
export function stepLabels(t: TFunction, step: FormStep): Record<string, string> {
  const a = (key: string) => t(`application.${step}.${key}` as Parameters<TFunction>[0]);
  switch (step) {
    case "details":
      return { email: a("email"), qualificationType: a("qualificationType"), unitType: a("unitType") };
    case "supply":
      return {
        supplyType: a("supplyType"),
        supplyCategory: a("supplyCategory"),
        earningRank: a("earningRank"),
        regionRank: a("regionRank"),
      };
    case "answers":
      return { isHomeless: a("isHomeless"), isAsset: a("isAsset"), isCar: a("isCar"), carValue: a("carValue") };
    case "spouse":
      return {
        spouseName: a("spouseName"),
        spousePhone: a("spousePhone"),
        spouseBirth: a("spouseBirth"),
        marriage: a("marriage"),
        marriageDate: a("marriageDate"),
      };
  }
}

export function DetailsFields({ form, values }: Props) {
  const t = useT();
  return (
    <>
      <TextField
        form={form}
        name="email"
        type="email"
        autoComplete="email"
        required
        label={t("application.details.email")}
        hint={t("application.details.emailHint")}
        defaultValue={values.email}
      />
      <ChoiceGroup
        form={form}
        name="qualificationType"
        type="radio"
        required
        label={t("application.details.qualificationType")}
        checked={[values.qualificationType ?? ""]}
        options={QUALIFICATION_TYPES.map((value) => ({ value, label: t(`application.details.${value}`) }))}
      />
      <ChoiceGroup
        form={form}
        name="unitType"
        type="radio"
        required
        label={t("application.details.unitType")}
        checked={[values.unitType ?? ""]}
        options={UNIT_TYPE_CODES.map((code) => ({
          value: code,
          label: t("application.details.unitOption", { code, area: UNIT_TYPES[code].toFixed(2) }),
        }))}
      />
    </>
  );
}

export function SupplyFields({ form, values }: Props) {
  const t = useT();
  const rank = (name: "earningRank" | "regionRank") => (
    <ChoiceGroup
      form={form}
      name={name}
      type="radio"
      label={t(`application.supply.${name}`)}
      hint={t("application.supply.rankHint")}
      checked={[values[name] ?? ""]}
      options={RANKS.map((value) => ({ value, label: t(`application.supply.${value}`) }))}
    />
  );
  return (
    <>
      <ChoiceGroup
        form={form}
        name="supplyType"
        type="radio"
        required
        label={t("application.supply.supplyType")}
        hint={t("application.supply.supplyTypeHint")}
        checked={[values.supplyType ?? ""]}
        options={SUPPLY_TYPES.map((value) => ({ value, label: t(`application.supply.${value}`) }))}
      />
      <ChoiceGroup
        form={form}
        name="supplyCategory"
        type="radio"
        required
        label={t("application.supply.supplyCategory")}
        hint={t("application.supply.categoryHint")}
        checked={[values.supplyCategory ?? ""]}
        options={SUPPLY_CATEGORIES.map((value) => ({ value, label: t(`application.supply.${value}`) }))}
      />
      {rank("earningRank")}
      {rank("regionRank")}
    </>
  );
}

export function AnswersFields({ form, values }: Props) {
  const t = useT();
  const yesNo = (name: "isHomeless" | "isAsset" | "isCar", hint?: string) => (
    <ChoiceGroup
      form={form}
      name={name}
      type="radio"
      required
      label={t(`application.answers.${name}`)}
      hint={hint}
      checked={[values[name] ?? ""]}
      options={[
        { value: "true", label: t("application.answers.yes") },
        { value: "false", label: t("application.answers.no") },
      ]}
    />
  );
  return (
    <>
      {yesNo("isHomeless")}
      {yesNo("isAsset", t("application.answers.assetHint"))}
      {yesNo("isCar")}
      <TextField
        form={form}
        name="carValue"
        inputMode="numeric"
        maxLength={6}
        label={t("application.answers.carValue")}
        hint={t("application.answers.carValueHint")}
        defaultValue={values.carValue}
      />
    </>
  );
}

export function SpouseFields({ form, values }: Props) {
  const t = useT();
  return (
    <>
      <p>{t("application.spouse.intro")}</p>
      <TextField
        form={form}
        name="spouseName"
        required
        label={t("application.spouse.spouseName")}
        defaultValue={values.spouseName}
      />
      <TextField
        form={form}
        name="spousePhone"
        type="tel"
        inputMode="numeric"
        maxLength={11}
        required
        label={t("application.spouse.spousePhone")}
        hint={t("application.spouse.phoneHint")}
        defaultValue={values.spousePhone}
      />
      <TextField
        form={form}
        name="spouseBirth"
        inputMode="numeric"
        maxLength={8}
        required
        label={t("application.spouse.spouseBirth")}
        hint={t("application.spouse.birthHint")}
        defaultValue={values.spouseBirth}
      />
      <ChoiceGroup
        form={form}
        name="marriage"
        type="radio"
        required
        label={t("application.spouse.marriage")}
        checked={[values.marriage ?? ""]}
        options={[
          { value: "married", label: t("application.spouse.married") },
          { value: "planned", label: t("application.spouse.planned") },
        ]}
      />
      <TextField
        form={form}
        name="marriageDate"
        inputMode="numeric"
        maxLength={8}
        label={t("application.spouse.marriageDate")}
        hint={t("application.spouse.marriageDateHint")}
        defaultValue={values.marriageDate}
      />
    </>
  );
}
