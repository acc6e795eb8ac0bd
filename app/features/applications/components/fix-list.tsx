import { useState } from "react";
import { StatusMessage } from "../../../components/forms/fields";
import { formatDateTime } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import { AddToCalendar } from "../../calendar/add-to-calendar";
import { parseSlot } from "../documents";
import { FIX_PATH } from "../paths";
import type { DocumentView } from "../views";
import { Uploader } from "./uploader";

/**
 * The flagged documents of the applicant's application, each with the manager's reason and
 * deadline and (until then) a new file for that same slot; a file sent is re-reviewed and
 * leaves the list.
 */
export function FixList({
  applicationId,
  receiptNo,
  flagged,
  uploaded,
  error,
}: {
  applicationId: string;
  receiptNo: string | null;
  flagged: (DocumentView & { open: boolean })[];
  uploaded: string | null;
  error?: string;
}) {
  const t = useT();
  const [sent, setSent] = useState(false);
  return (
    <>
      <p className="page-lead">
        {t("application.receipt.receiptNo")}: {receiptNo}
      </p>
      <StatusMessage>
        {uploaded || sent ? `${t("application.receipt.fixed")} ${t("application.fix.done")}` : ""}
      </StatusMessage>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {flagged.length === 0 ? (
        <p>{t("application.fix.none")}</p>
      ) : (
        <>
          <p>{t("application.fix.intro")}</p>
          <p className="notice">{t("application.documents.limits")}</p>
        </>
      )}
      {flagged.map((doc) => {
        const kind = parseSlot(doc.name)?.kind ?? "extra";
        const title = t(`application.documents.kinds.${kind}`);
        return (
          <section key={doc.name} className="document-item" aria-labelledby={`fix-${doc.name}`}>
            <h2 id={`fix-${doc.name}`}>{title}</h2>
            <dl className="facts">
              <div>
                <dt>{t("application.documents.file")}</dt>
                <dd>{doc.originalName}</dd>
              </div>
              <div>
                <dt>{t("application.fix.reason")}</dt>
                <dd>{doc.reviewReason}</dd>
              </div>
              <div>
                <dt>{t("application.fix.deadline")}</dt>
                <dd>{formatDateTime(doc.fixDeadline)}</dd>
              </div>
            </dl>
            {doc.open && doc.fixDeadline && (
              <AddToCalendar
                label={t("application.calendar.addFix")}
                date={{ kind: "fix", at: new Date(doc.fixDeadline) }}
              />
            )}
            {doc.open ? (
              <Uploader
                applicationId={applicationId}
                kind={kind}
                taken={[]}
                slot={doc.name}
                action={FIX_PATH}
                label={t("application.documents.chooseFile", { kind: title })}
                onUploaded={() => setSent(true)}
              />
            ) : (
              <p className="notice">{t("application.fix.closed")}</p>
            )}
          </section>
        );
      })}
    </>
  );
}
