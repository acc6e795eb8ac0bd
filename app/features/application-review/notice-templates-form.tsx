import { Form, Link } from "react-router";
import { type Column, ListTable } from "../../components/console/console-list";
import { FormError, SelectField, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { type FormValues, keptValue } from "../../lib/form-values";
import { useT } from "../../lib/i18n/client";
import { LANGUAGES, type Language } from "../../lib/i18n/languages";
import { NOTICE_LIMITS, NOTICE_PLACEHOLDERS, type NoticeTemplate, noticeTemplateSchema } from "./notice-templates";
import { NOTICES_PAGE, noticesPagePath } from "./review-paths";
import { NOTICE_STATUSES, type NoticeStatus } from "./status-workflow";

export type NoticePreview = { subject: string; lines: string[]; sms: string };

/** A notice kind's name: an application status's, or the member password notice's. */
export function useNoticeLabel() {
  const t = useT();
  return (kind: NoticeStatus) =>
    kind === "PASSWORD_CHANGED"
      ? t("console.applicationFlow.notices.passwordChanged")
      : t(`console.applicationStatus.${kind}`);
}

/** Which templates a manager changed (per status and language), each a link to its form. */
export function TemplateOverview({ custom }: { custom: Record<NoticeStatus, Record<Language, boolean>> }) {
  const t = useT();
  const label = useNoticeLabel();
  const columns: Column<NoticeStatus>[] = [
    {
      header: "console.applicationFlow.notices.status",
      rowHeader: true,
      cell: (status) => label(status),
    },
    ...LANGUAGES.map(
      (lang): Column<NoticeStatus> => ({
        header: `console.applicationFlow.notices.languages.${lang}`,
        // Named by the row's status and the column's language (the table's headers).
        cell: (status) => (
          <Link to={noticesPagePath(status, lang)}>
            {custom[status][lang]
              ? t("console.applicationFlow.notices.custom")
              : t("console.applicationFlow.notices.default")}
          </Link>
        ),
      }),
    ),
  ];
  return (
    <ListTable
      caption={t("console.applicationFlow.notices.overviewCaption")}
      columns={columns}
      rows={NOTICE_STATUSES}
      rowKey={(status) => status}
    />
  );
}

/** Picks the template to edit (a GET form: works without JavaScript). */
export function TemplateChooser({ status, lang }: { status: NoticeStatus; lang: Language }) {
  const t = useT();
  const label = useNoticeLabel();
  const form = useValidatedForm();
  return (
    <Form method="get" action={NOTICES_PAGE} className="console-filters">
      <SelectField
        form={form}
        name="status"
        label={t("console.applicationFlow.notices.status")}
        defaultValue={status}
        options={NOTICE_STATUSES.map((s) => ({ value: s, label: label(s) }))}
      />
      <SelectField
        form={form}
        name="lang"
        label={t("console.applicationFlow.notices.language")}
        defaultValue={lang}
        options={LANGUAGES.map((l) => ({ value: l, label: t(`console.applicationFlow.notices.languages.${l}`) }))}
      />
      <p>
        <button type="submit" className="console-button">
          {t("console.applicationFlow.notices.choose")}
        </button>
      </p>
    </Form>
  );
}

type Answer = { values?: FormValues; message?: string; errors?: Record<string, string> };

/** One template's form: save, preview without saving, or go back to the default. */
export function TemplateForm({
  status,
  lang,
  template,
  custom,
  answer,
}: {
  status: NoticeStatus;
  lang: Language;
  template: NoticeTemplate;
  custom: boolean;
  answer?: Answer;
}) {
  const t = useT();
  const form = useValidatedForm({
    schema: noticeTemplateSchema(status),
    serverErrors: answer?.errors,
    checkedIntents: ["save", "preview"],
  });
  const value = (name: keyof NoticeTemplate) => (answer?.values ? keptValue(answer.values, name) : template[name]);
  const placeholders = NOTICE_PLACEHOLDERS[status].map((p) => `{{${p}}}`).join(", ");
  return (
    <Form method="post" action={noticesPagePath(status, lang)} {...form.formProps} key={`${status}-${lang}`}>
      <FormError message={answer?.message} />
      <p className="console-note">{t("console.applicationFlow.notices.placeholders", { list: placeholders })}</p>
      <input type="hidden" name="status" value={status} />
      <input type="hidden" name="lang" value={lang} />
      <TextField
        form={form}
        name="subject"
        required
        maxLength={NOTICE_LIMITS.subject}
        label={t("console.applicationFlow.notices.subject")}
        defaultValue={value("subject")}
      />
      <TextField
        form={form}
        name="body"
        multiline
        rows={6}
        required
        maxLength={NOTICE_LIMITS.body}
        label={t("console.applicationFlow.notices.body")}
        hint={t("console.applicationFlow.notices.bodyHint")}
        defaultValue={value("body")}
      />
      <TextField
        form={form}
        name="sms"
        multiline
        rows={3}
        required
        maxLength={NOTICE_LIMITS.sms}
        label={t("console.applicationFlow.notices.sms")}
        defaultValue={value("sms")}
      />
      <p className="console-actions">
        <button type="submit" name="intent" value="save" className="console-button console-button--primary">
          {t("console.applicationFlow.notices.save")}
        </button>{" "}
        <button type="submit" name="intent" value="preview" className="console-button">
          {t("console.applicationFlow.notices.preview")}
        </button>{" "}
        {custom && (
          <button type="submit" name="intent" value="reset" formNoValidate className="console-button">
            {t("console.applicationFlow.notices.reset")}
          </button>
        )}
      </p>
    </Form>
  );
}

/** The notice as the applicant would get it, with sample values. */
export function TemplatePreview({ preview, posted }: { preview: NoticePreview; posted: boolean }) {
  const t = useT();
  return (
    <section className="console-section" aria-labelledby="notice-preview">
      <h2 id="notice-preview">
        {posted
          ? t("console.applicationFlow.notices.previewPosted")
          : t("console.applicationFlow.notices.previewSaved")}
      </h2>
      <p className="console-note">{t("console.applicationFlow.notices.previewNote")}</p>
      <h3>{t("console.applicationFlow.notices.email")}</h3>
      <p>
        <strong>{t("console.applicationFlow.notices.subject")}</strong>: {preview.subject}
      </p>
      <div>
        {preview.lines.map((line, i) => (
          // Lines may repeat; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={i}>{line}</p>
        ))}
      </div>
      <h3>{t("console.applicationFlow.notices.sms")}</h3>
      <p>{preview.sms}</p>
    </section>
  );
}
