import { ManagedUploadForm, OrderAndActiveFields, type Refusal } from "../../components/console/managed-form";
import { ChoiceGroup, TextField } from "../../components/forms/fields";
import { useValidatedForm, type ValidatedForm } from "../../components/forms/use-validated-form";
import { BANNER_ILLUSTRATIONS } from "../../lib/enums";
import { useT } from "../../lib/i18n/client";
import { UnreadableConfirm } from "../publishing/unreadable-confirm";
import { BANNER_TRANSLATIONS, bannerFormSchema, bannerFromForm } from "./banner-schema";

/** The form's values as text: what a re-rendered form shows. */
export type BannerFormValues = {
  code: string;
  title: string;
  text: string;
  /** "keep" (the stored photo), an illustration's name, or "" (nothing chosen yet). */
  image: string;
  imageKey: string;
  imageUrl: string | null;
  imageAlt: string;
  linkUrl: string;
  linkLabel: string;
  startsAt: string;
  endsAt: string;
  sortOrder: string;
  active: boolean;
  translations: Record<
    (typeof BANNER_TRANSLATIONS)[number],
    Record<"title" | "text" | "linkLabel" | "imageAlt", string>
  >;
};

function TranslationFields({
  form,
  lang,
  values,
}: {
  form: ValidatedForm;
  lang: (typeof BANNER_TRANSLATIONS)[number];
  values: BannerFormValues["translations"]["en"];
}) {
  const t = useT();
  const name = (field: string) => `translations.${lang}.${field}`;
  return (
    <fieldset className="console-fieldset">
      <legend>{t(`console.banners.translation.${lang}`)}</legend>
      <p className="field-hint">{t("console.banners.translationHint")}</p>
      <TextField
        form={form}
        name={name("title")}
        label={t("console.banners.headline")}
        defaultValue={values.title}
        maxLength={60}
      />
      <TextField
        form={form}
        name={name("text")}
        label={t("console.banners.text")}
        defaultValue={values.text}
        multiline
        rows={2}
        maxLength={200}
      />
      <TextField
        form={form}
        name={name("linkLabel")}
        label={t("console.banners.linkLabel")}
        defaultValue={values.linkLabel}
        maxLength={30}
      />
      <TextField
        form={form}
        name={name("imageAlt")}
        label={t("console.banners.imageAlt")}
        defaultValue={values.imageAlt}
        maxLength={200}
      />
    </fieldset>
  );
}

/**
 * The console's banner form (a slide of the home hero): headline, words, one picture (the
 * stored photo, a new upload, or one of the site's illustrations) with its description, link,
 * period, order, on/off, and optional English and Chinese words. Posted as multipart, so it
 * works without JavaScript.
 */
export function BannerForm({
  values,
  refused,
  submitLabel,
}: {
  values: BannerFormValues;
  refused?: Refusal;
  submitLabel: string;
}) {
  const t = useT();
  const form = useValidatedForm({ schema: bannerFormSchema, read: bannerFromForm, serverErrors: refused?.errors });
  const pictures = [
    ...(values.imageKey ? [{ value: "keep", label: t("console.banners.keepPhoto") }] : []),
    { value: "upload", label: t("console.banners.uploadPhoto") },
    ...BANNER_ILLUSTRATIONS.map((name) => ({ value: name, label: t(`console.banners.illustrations.${name}`) })),
  ];
  return (
    <ManagedUploadForm form={form} refused={refused} values={values} submitLabel={submitLabel}>
      <input type="hidden" name="code" value={values.code} />
      <input type="hidden" name="imageKey" value={values.imageKey} />
      <TextField
        form={form}
        name="title"
        label={t("console.banners.headline")}
        hint={t("console.banners.headlineHint")}
        defaultValue={values.title}
        maxLength={60}
        required
      />
      <TextField
        form={form}
        name="text"
        label={t("console.banners.text")}
        defaultValue={values.text}
        multiline
        rows={2}
        maxLength={200}
      />
      <ChoiceGroup
        form={form}
        name="image"
        type="radio"
        label={t("console.banners.picture")}
        hint={t("console.banners.pictureHint")}
        options={pictures}
        checked={[values.image]}
        required
      />
      <TextField
        form={form}
        name="upload"
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        label={t("console.banners.uploadLabel")}
        hint={t("console.banners.uploadHint")}
      />
      <UnreadableConfirm form={form} />
      <TextField
        form={form}
        name="imageAlt"
        label={t("console.banners.imageAlt")}
        hint={t("console.banners.imageAltHint")}
        defaultValue={values.imageAlt}
        maxLength={200}
        required
      />
      <div className="managed-pair">
        <TextField
          form={form}
          name="linkUrl"
          label={t("console.banners.linkUrl")}
          hint={t("console.banners.linkUrlHint")}
          defaultValue={values.linkUrl}
          maxLength={500}
        />
        <TextField
          form={form}
          name="linkLabel"
          label={t("console.banners.linkLabel")}
          hint={t("console.banners.linkLabelHint")}
          defaultValue={values.linkLabel}
          maxLength={30}
        />
      </div>
      <div className="managed-pair">
        <TextField
          form={form}
          name="startsAt"
          type="datetime-local"
          label={t("console.banners.startsAt")}
          hint={t("console.banners.periodHint")}
          defaultValue={values.startsAt}
        />
        <TextField
          form={form}
          name="endsAt"
          type="datetime-local"
          label={t("console.banners.endsAt")}
          hint={t("console.banners.periodHint")}
          defaultValue={values.endsAt}
        />
      </div>
      <OrderAndActiveFields form={form} sortOrder={values.sortOrder} active={values.active} />
      {BANNER_TRANSLATIONS.map((lang) => (
        <TranslationFields key={lang} form={form} lang={lang} values={values.translations[lang]} />
      ))}
    </ManagedUploadForm>
  );
}
