import { Form } from "react-router";
import { type Column, ListTable } from "../../components/console/console-list";
import { FormError, SelectField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { formatNumber } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { type DocumentKind, nextFreeSlot, parseSlot } from "../applications/documents";

type Item = { kind: DocumentKind; required: boolean };
type Doc = { id: string; name: string; originalName: string; size: number };

const kb = (bytes: number) => `${formatNumber(Math.ceil(bytes / 1024))} KB`;

/**
 * The documents step of a paper draft: what is uploaded, one upload form (the slot, then the
 * file: the order the streaming upload reads), and the registration. Works without JavaScript.
 */
export function PaperDocuments({
  items,
  documents,
  missing,
  uploadError,
  submitError,
  removeError,
}: {
  items: Item[];
  documents: Doc[];
  missing: DocumentKind[];
  uploadError?: { message: string; errors: Record<string, string> };
  submitError?: string;
  removeError?: string;
}) {
  const t = useT();
  const form = useValidatedForm({ serverErrors: uploadError?.errors });
  const kind = (k: string) => t(`application.documents.kinds.${k as DocumentKind}`);
  const taken = documents.map((d) => d.name);
  const slots = items.flatMap((item) => {
    const slot = nextFreeSlot(item.kind, taken);
    return slot
      ? [
          {
            value: slot,
            label: `${kind(item.kind)} (${t(item.required ? "console.applicationPaper.required" : "console.applicationPaper.optional")})`,
          },
        ]
      : [];
  });
  const fileId = form.idOf("upload");
  const fileError = form.errorOf("upload");
  const columns: Column<Doc>[] = [
    {
      header: "console.applicationPaper.columns.slot",
      rowHeader: true,
      cell: (d) => (
        <>
          {kind(parseSlot(d.name)?.kind ?? "extra")} ({d.name})
        </>
      ),
    },
    { header: "console.applicationPaper.columns.name", className: "console-break", cell: (d) => d.originalName },
    { header: "console.applicationPaper.columns.size", className: "console-num", cell: (d) => kb(d.size) },
    {
      header: "console.applicationPaper.columns.remove",
      cell: (d) => (
        <Form method="post">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="name" value={d.name} />
          <button type="submit" className="console-button console-button--small">
            {t("console.applicationPaper.remove", { name: d.originalName })}
          </button>
        </Form>
      ),
    },
  ];
  return (
    <>
      <section className="console-section" aria-labelledby="paper-documents">
        <h2 id="paper-documents">{t("console.applicationPaper.documentsCaption")}</h2>
        <p className="console-note">
          {missing.length
            ? t("console.applicationPaper.missing", { list: missing.map(kind).join(", ") })
            : t("console.applicationPaper.complete")}
        </p>
        <FormError message={removeError} />
        {documents.length === 0 ? (
          <p>{t("console.applicationPaper.noDocuments")}</p>
        ) : (
          <ListTable
            caption={t("console.applicationPaper.documentsCaption")}
            columns={columns}
            rows={documents}
            rowKey={(d) => d.id}
          />
        )}
      </section>
      <section className="console-section" aria-labelledby="paper-upload">
        <h2 id="paper-upload">{t("console.applicationPaper.uploadHeading")}</h2>
        <p>{t("console.applicationPaper.documentsIntro")}</p>
        <FormError message={uploadError?.message} />
        <Form method="post" encType="multipart/form-data" className="console-form" {...form.formProps}>
          <SelectField form={form} name="name" required label={t("console.applicationPaper.slot")} options={slots} />
          <div className="field">
            <label htmlFor={fileId}>{t("console.applicationPaper.file")}</label>
            <input
              id={fileId}
              type="file"
              name="upload"
              required
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${fileId}-error` : undefined}
            />
            {fileError && (
              <p id={`${fileId}-error`} className="field-error">
                {fileError}
              </p>
            )}
          </div>
          <p>
            <button type="submit" className="console-button">
              {t("console.applicationPaper.upload")}
            </button>
          </p>
        </Form>
      </section>
      <section className="console-section" aria-labelledby="paper-submit">
        <h2 id="paper-submit">{t("console.applicationPaper.submitHeading")}</h2>
        <p>{t("console.applicationPaper.submitIntro")}</p>
        <FormError message={submitError} />
        <Form method="post">
          <input type="hidden" name="intent" value="submit" />
          <button type="submit" className="console-button console-button--primary">
            {t("console.applicationPaper.submit")}
          </button>
        </Form>
      </section>
    </>
  );
}
