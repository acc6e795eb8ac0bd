import { Link } from "react-router";
import { TableWrap } from "../../../components/table-wrap";
import { formatDateTime } from "../../../lib/format";
import { type TKey, useLang, useT } from "../../../lib/i18n/client";
import { PrintButton, PrintCheckLine, PrintHeading } from "../components/receipt-print";
import { RoundCalendarLinks } from "../components/round-calendar-links";
import { VersionHistory } from "../components/version-history";
import type { InquiryDone } from "../paths";
import { FIX_PATH, JOURNEY_PATH, journeyPath, LOOKUP_PATH } from "../paths";
import type { ApplicationView, VersionView } from "../views";

const DONE_TEXT: Record<InquiryDone, TKey> = {
  submitted: "application.receipt.submitted",
  saved: "application.receipt.saved",
  fixed: "application.receipt.fixed",
  discarded: "application.review.discarded",
};

/**
 * An application's receipt for its applicant: the receipt number, status and round, the
 * documents with their review state, the version history, and the ways on (edit while the
 * round allows it, the fix page when a manager flagged a document).
 */
export function ReceiptView({
  application: app,
  versions,
  done,
}: {
  application: ApplicationView;
  versions: VersionView[];
  done: InquiryDone | null;
}) {
  const t = useT();
  const lang = useLang();
  const draft = app.status === "DRAFT";
  const flagged = app.documents.some((d) => d.reviewState === "FLAGGED");
  const answers = app.answers;
  return (
    <div className="print-receipt">
      <PrintHeading />
      {done && (
        <div className="panel panel--success no-print" role="status" data-done={done}>
          <p>{t(DONE_TEXT[done])}</p>
          {done === "submitted" && <p>{t("application.receipt.sent")}</p>}
        </div>
      )}
      <dl className="facts receipt">
        <div>
          <dt>{t("application.receipt.receiptNo")}</dt>
          <dd>
            <strong className="receipt-no">{app.receiptNo ?? t("applicant.inquiry.noReceipt")}</strong>
          </dd>
        </div>
        <div>
          <dt>{t("application.receipt.status")}</dt>
          <dd className="application-status" data-status={app.status}>
            {t(`application.status.${app.status}`)}
          </dd>
        </div>
        <div>
          <dt>{t("application.receipt.round")}</dt>
          <dd lang={lang === "ko" ? undefined : "ko"}>{app.round.title}</dd>
        </div>
        <div>
          <dt>{t("application.receipt.applicant")}</dt>
          <dd lang={lang === "ko" ? undefined : "ko"}>{app.identity.name}</dd>
        </div>
        {app.submittedAt && (
          <div>
            <dt>{t("application.receipt.submittedAt")}</dt>
            <dd>
              <time dateTime={app.submittedAt}>{formatDateTime(app.submittedAt)}</time>
            </dd>
          </div>
        )}
        {answers && (
          <>
            <div>
              <dt>{t("application.receipt.unitType")}</dt>
              <dd>{answers.unitType}</dd>
            </div>
            <div>
              <dt>{t("application.receipt.supply")}</dt>
              <dd>
                {t(`application.supply.${answers.supplyType}`)} · {t(`application.supply.${answers.supplyCategory}`)}
              </dd>
            </div>
          </>
        )}
      </dl>
      {draft && <p>{t("applicant.inquiry.draft")}</p>}
      {flagged && (
        <div className="panel panel--danger no-print" role="note">
          <p>{t("application.receipt.fixNeeded")}</p>
          <Link className="button button--primary" to={FIX_PATH}>
            {t("application.receipt.fix")}
          </Link>
        </div>
      )}
      <div className="actions no-print">
        {draft && app.editable ? (
          <Link className="button button--primary" to={JOURNEY_PATH}>
            {t("applicant.inquiry.continueDraft")}
          </Link>
        ) : app.editable ? (
          <Link className="button" to={journeyPath("edit", app.id)}>
            {t("application.receipt.edit")}
          </Link>
        ) : (
          !draft && app.status !== "WITHDRAWN" && <p className="edit-closed">{t("application.receipt.editClosed")}</p>
        )}
      </div>
      {app.documents.length > 0 && (
        <TableWrap labelledBy="receipt-documents">
          <table className="table">
            <caption id="receipt-documents">{t("application.receipt.documentsCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("application.receipt.document")}</th>
                <th scope="col">{t("application.documents.file")}</th>
                <th scope="col">{t("application.receipt.reviewState")}</th>
              </tr>
            </thead>
            <tbody>
              {app.documents.map((d) => (
                <tr key={d.name} data-review={d.reviewState}>
                  <th scope="row">{t(`application.documents.kinds.${d.kind}` as TKey)}</th>
                  <td>{d.originalName}</td>
                  <td>{t(`application.receipt.states.${d.reviewState}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {versions.length > 0 && <VersionHistory versions={versions} />}
      {!draft && <PrintCheckLine />}
      {!draft && <PrintButton />}
      <RoundCalendarLinks round={app.round} />
      <p className="no-print">
        <Link to={LOOKUP_PATH}>{t("applicant.inquiry.lookupLink")}</Link>
      </p>
    </div>
  );
}
