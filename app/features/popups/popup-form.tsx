import { ManagedUploadForm, OrderAndActiveFields, type Refusal } from "../../components/console/managed-form";
import { Checkbox, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { useT } from "../../lib/i18n/client";
import { UnreadableConfirm } from "../publishing/unreadable-confirm";
import { popupFormSchema, popupFromForm } from "./popup-schema";

/** The form's values as text (what a re-rendered form shows). */
export type PopupFormValues = {
  title: string;
  body: string;
  imageKey: string;
  imageUrl: string | null;
  imageAlt: string;
  linkUrl: string;
  startsAt: string;
  endsAt: string;
  sortOrder: string;
  active: boolean;
};

/**
 * The console's popup form (create and edit): a multipart post, so the picture goes with it
 * without JavaScript. The current picture is kept unless a new one comes or it is removed.
 */
export function PopupForm({
  values,
  refused,
  submitLabel,
}: {
  values: PopupFormValues;
  refused?: Refusal;
  submitLabel: string;
}) {
  const t = useT();
  const form = useValidatedForm({ schema: popupFormSchema, read: popupFromForm, serverErrors: refused?.errors });
  return (
    <ManagedUploadForm form={form} refused={refused} values={values} submitLabel={submitLabel}>
      <input type="hidden" name="imageKey" value={values.imageKey} />
      <TextField
        form={form}
        name="title"
        label={t("console.popups.titleLabel")}
        defaultValue={values.title}
        maxLength={100}
        required
      />
      <TextField
        form={form}
        name="body"
        label={t("console.popups.body")}
        hint={t("console.popups.bodyHint")}
        defaultValue={values.body}
        multiline
        rows={6}
        maxLength={5000}
      />
      <TextField
        form={form}
        name="image"
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        label={t("console.popups.image")}
        hint={t("console.popups.imageHint")}
      />
      <UnreadableConfirm form={form} />
      {values.imageUrl && (
        <div className="managed-current-image">
          <p>{t("console.popups.currentImage")}</p>
          <img src={values.imageUrl} alt={values.imageAlt} width="180" height="120" />
          <Checkbox form={form} name="removeImage" label={t("console.popups.removeImage")} checked={false} />
        </div>
      )}
      <TextField
        form={form}
        name="imageAlt"
        label={t("console.popups.imageAlt")}
        hint={t("console.popups.imageAltHint")}
        defaultValue={values.imageAlt}
        maxLength={200}
      />
      <TextField
        form={form}
        name="linkUrl"
        label={t("console.popups.linkUrl")}
        hint={t("console.popups.linkUrlHint")}
        defaultValue={values.linkUrl}
        maxLength={500}
      />
      <div className="managed-pair">
        <TextField
          form={form}
          name="startsAt"
          type="datetime-local"
          label={t("console.popups.startsAt")}
          hint={t("console.common.seoulTimeHint")}
          defaultValue={values.startsAt}
          required
        />
        <TextField
          form={form}
          name="endsAt"
          type="datetime-local"
          label={t("console.popups.endsAt")}
          hint={t("console.common.seoulTimeHint")}
          defaultValue={values.endsAt}
          required
        />
      </div>
      <OrderAndActiveFields form={form} sortOrder={values.sortOrder} active={values.active} />
    </ManagedUploadForm>
  );
}
