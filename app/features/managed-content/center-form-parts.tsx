import { Checkbox } from "../../components/forms/fields";
import type { ValidatedForm } from "../../components/forms/use-validated-form";
import { useT } from "../../lib/i18n/client";

/** The pinned and published boxes of a centre item's form (a new item: not pinned, published). */
export function PublishFlags({
  form,
  values,
}: {
  form: ValidatedForm;
  values?: { pinned?: boolean; published?: boolean } | null;
}) {
  const t = useT();
  return (
    <>
      <Checkbox form={form} name="pinned" label={t("console.center.form.pinned")} checked={values?.pinned ?? false} />
      <Checkbox
        form={form}
        name="published"
        label={t("console.center.form.published")}
        hint={t("console.center.form.publishedHint")}
        checked={values?.published ?? true}
      />
    </>
  );
}

/** The form's button: "저장" for a stored item, "등록" for a new one. */
export function SaveButton({ stored }: { stored: boolean }) {
  const t = useT();
  return (
    <p>
      <button type="submit" className="console-button console-button--primary">
        {stored ? t("console.center.form.save") : t("console.center.form.create")}
      </button>
    </p>
  );
}
