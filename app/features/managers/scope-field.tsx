import { ChoiceGroup } from "../../components/forms/fields";
import type { ValidatedForm } from "../../components/forms/use-validated-form";
import type { Scope } from "../../lib/enums";
import { useT } from "../../lib/i18n/client";

/** A manager's areas, one box each: only those the signed-in manager may grant. */
export function ScopeField({
  form,
  grantable,
  checked,
}: {
  form: ValidatedForm;
  grantable: readonly Scope[];
  checked: readonly string[];
}) {
  const t = useT();
  return (
    <ChoiceGroup
      form={form}
      name="scope"
      type="checkbox"
      label={t("console.managers.scope")}
      hint={t("console.managers.scopeHint")}
      options={grantable.map((s) => ({ value: s, label: t(`console.scopes.${s}`) }))}
      checked={checked}
    />
  );
}
