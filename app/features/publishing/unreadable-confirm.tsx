import { Checkbox } from "../../components/forms/fields";
import type { ValidatedForm } from "../../components/forms/use-validated-form";
import { useT } from "../../lib/i18n/client";

/**
 * The writer's confirmation that files and images the leak scan cannot read hold no personal
 * data (docs/product/publishing.md): never ticked in advance, asked again on every post, and
 * recorded in the audit log when it lets something through.
 */
export function UnreadableConfirm({ form }: { form: ValidatedForm }) {
  const t = useT();
  return (
    <Checkbox
      form={form}
      name="confirmUnreadable"
      label={t("console.publishing.confirmUnreadable")}
      hint={t("console.publishing.confirmUnreadableHint")}
      checked={false}
    />
  );
}
