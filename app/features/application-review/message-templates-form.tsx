import { Form, Link } from "react-router";
import { type Column, ListTable } from "../../components/console/console-list";
import { FormError, SelectField, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { type FormValues, keptValue } from "../../lib/form-values";
import { useT } from "../../lib/i18n/client";
import { LANGUAGES, type Language } from "../../lib/i18n/languages";
import { MESSAGE_LIMITS, MESSAGE_PLACEHOLDERS, type MessageTemplate, messageTemplateSchema } from "./message-templates";
import { MESSAGE_TEMPLATES_PAGE, messageTemplatesPagePath } from "./review-paths";
import { AFTER_DRAW_NOTICES, type AfterDrawNotice, MESSAGE_STATUSES, type MessageStatus } from "./status-workflow";

const isAfterDrawNotice = (kind: string): kind is AfterDrawNotice =>
  (AFTER_DRAW_NOTICES as readonly string[]).includes(kind);

export type MessagePreview = { subject: string; lines: string[]; sms: string };

/** A notice kind's name: an application status's, or that of a notice no status sets (password, draw, unit, contract). */
export function useMessageLabel() {
  const t = useT();
  return (kind: MessageStatus) =>
    kind === "PASSWORD_CHANGED"
      ? t("console.applicationFlow.messages.passwordChanged")
      : kind === "DRAW_FROZEN"
        ? t("console.applicationFlow.messages.drawFrozen")
        : isAfterDrawNotice(kind)
          ? t(`console.applicationFlow.messages.${kind}`)
          : kind === "UNIT_ASSIGNED"
            ? t("console.applicationFlow.messages.unitAssigned")
            : kind === "CONTRACT_BOOKED"
              ? t("console.applicationFlow.messages.contractBooked")
              : kind === "CONTRACT_REMINDER"
                ? t("console.applicationFlow.messages.contractReminder")
                : t(`console.applicationStatus.${kind}`);
}

/** Which templates a manager changed (per status and language), each a link to its form. */
export function TemplateOverview({ custom }: { custom: Record<MessageStatus, Record<Language, boolean>> }) {
  const t = useT();
  const label = useMessageLabel();
  const columns: Column<MessageStatus>[] = [
    {
      header: "console.applicationFlow.messages.status",
      rowHeader: true,
      cell: (status) => label(status),
    },
    ...LANGUAGES.map(
      (lang): Column<MessageStatus> => ({
        header: `console.applicationFlow.messages.languages.${lang}`,
        // Named by the row's status and the column's language (the table's headers).
        cell: (status) => (
          <Link to={messageTemplatesPagePath(status, lang)}>
            {custom[status][lang]
              ? t("console.applicationFlow.messages.custom")
              : t("console.applicationFlow.messages.default")}
          </Link>
        ),
      }),
    ),
  ];
  return (
    <ListTable
      caption={t("console.applicationFlow.messages.overviewCaption")}
      columns={columns}
      rows={MESSAGE_STATUSES}
      rowKey={(status) => status}
    />
  );
}

/** Picks the template to edit (a GET form: works without JavaScript). */
export function TemplateChooser({ status, lang }: { status: MessageStatus; lang: Language }) {
  const t = useT();
  const label = useMessageLabel();
  const form = useValidatedForm();
  return (
    <Form method="get" action={MESSAGE_TEMPLATES_PAGE} className="console-filters">
      <SelectField
        form={form}
        name="status"
        label={t("console.applicationFlow.messages.status")}
        defaultValue={status}
        options={MESSAGE_STATUSES.map((s) => ({ value: s, label: label(s) }))}
      />
      <SelectField
        form={form}
        name="lang"
        label={t("console.applicationFlow.messages.language")}
        defaultValue={lang}
        options={LANGUAGES.map((l) => ({ value: l, label: t(`console.applicationFlow.messages.languages.${l}`) }))}
      />
      <p>
        <button type="submit" className="console-button">
          {t("console.applicationFlow.messages.choose")}
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
  status: MessageStatus;
  lang: Language;
  template: MessageTemplate;
  custom: boolean;
  answer?: Answer;
}) {
  const t = useT();
  const form = useValidatedForm({
    schema: messageTemplateSchema(status),
    serverErrors: answer?.errors,
    checkedIntents: ["save", "preview"],
  });
  const value = (name: keyof MessageTemplate) => (answer?.values ? keptValue(answer.values, name) : template[name]);
  const placeholders = MESSAGE_PLACEHOLDERS[status].map((p) => `{{${p}}}`).join(", ");
  return (
    <Form method="post" action={messageTemplatesPagePath(status, lang)} {...form.formProps} key={`${status}-${lang}`}>
      <FormError message={answer?.message} />
      <p className="console-note">{t("console.applicationFlow.messages.placeholders", { list: placeholders })}</p>
      <input type="hidden" name="status" value={status} />
      <input type="hidden" name="lang" value={lang} />
      <TextField
        form={form}
        name="subject"
        required
        maxLength={MESSAGE_LIMITS.subject}
        label={t("console.applicationFlow.messages.subject")}
        defaultValue={value("subject")}
      />
      <TextField
        form={form}
        name="body"
        multiline
        rows={6}
        required
        maxLength={MESSAGE_LIMITS.body}
        label={t("console.applicationFlow.messages.body")}
        hint={t("console.applicationFlow.messages.bodyHint")}
        defaultValue={value("body")}
      />
      <TextField
        form={form}
        name="sms"
        multiline
        rows={3}
        required
        maxLength={MESSAGE_LIMITS.sms}
        label={t("console.applicationFlow.messages.sms")}
        defaultValue={value("sms")}
      />
      <p className="console-actions">
        <button type="submit" name="intent" value="save" className="console-button console-button--primary">
          {t("console.applicationFlow.messages.save")}
        </button>{" "}
        <button type="submit" name="intent" value="preview" className="console-button">
          {t("console.applicationFlow.messages.preview")}
        </button>{" "}
        {custom && (
          <button type="submit" name="intent" value="reset" formNoValidate className="console-button">
            {t("console.applicationFlow.messages.reset")}
          </button>
        )}
      </p>
    </Form>
  );
}

/** The notice as the applicant would get it, with sample values. */
export function TemplatePreview({ preview, posted }: { preview: MessagePreview; posted: boolean }) {
  const t = useT();
  return (
    <section className="console-section" aria-labelledby="notice-preview">
      <h2 id="notice-preview">
        {posted
          ? t("console.applicationFlow.messages.previewPosted")
          : t("console.applicationFlow.messages.previewSaved")}
      </h2>
      <p className="console-note">{t("console.applicationFlow.messages.previewNote")}</p>
      <h3>{t("console.applicationFlow.messages.email")}</h3>
      <p>
        <strong>{t("console.applicationFlow.messages.subject")}</strong>: {preview.subject}
      </p>
      <div>
        {preview.lines.map((line, i) => (
          // Lines may repeat; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={i}>{line}</p>
        ))}
      </div>
      <h3>{t("console.applicationFlow.messages.sms")}</h3>
      <p>{preview.sms}</p>
    </section>
  );
}
