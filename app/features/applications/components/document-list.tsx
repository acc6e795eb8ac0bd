import { Form } from "react-router";
import { formatNumber } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import type { DocumentView } from "../views";

const TYPES: Record<string, string> = { "application/pdf": "PDF", "image/jpeg": "JPG", "image/png": "PNG" };

export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The files of one document, each with its type and size and (while it may change) a delete
 * button: a small post, with or without JavaScript.
 */
export function DocumentList({
  documents,
  applicationId,
  deletable,
}: {
  documents: DocumentView[];
  applicationId: string;
  deletable: boolean;
}) {
  const t = useT();
  if (documents.length === 0) return <p className="field-hint">{t("application.documents.none")}</p>;
  return (
    <ul className="document-list">
      {documents.map((doc) => (
        <li key={doc.name}>
          <span className="document-list__name">{doc.originalName}</span>{" "}
          <span className="field-hint">
            {t("application.documents.fileMeta", {
              type: TYPES[doc.contentType] ?? doc.contentType,
              size: formatSize(doc.size),
            })}
          </span>
          {deletable && (
            <Form method="post" className="form--inline">
              <input type="hidden" name="applicationId" value={applicationId} />
              <input type="hidden" name="name" value={doc.name} />
              <button type="submit" name="intent" value="delete" className="button button--small">
                {t("application.documents.delete")}
                <span className="visually-hidden">: {doc.originalName}</span>
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}
