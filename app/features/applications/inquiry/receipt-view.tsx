import { Link } from "react-router";
import { TableWrap } from "../../../components/table-wrap";
import { formatDateTime } from "../../../lib/format";
import { type TKey, useLang, useT } from "../../../lib/i18n/client";
import type { InquiryDone } from "../paths";
import { FIX_PATH, JOURNEY_PATH, journeyPath, LOOKUP_PATH } from "../paths";
import type { ApplicationView, VersionView } from "../views";

const DONE_TEXT: Record<InquiryDone, TKey> = {
  submitted: "application.receipt.submitted",
  saved: "application.receipt.saved",
  fixed: "application.receipt.fixed",
  discarded: "application.review.discarded",
};

const VERSION_TEXT: Record<VersionView["kind"], TKey> = {
  submitted: "application.receipt.firstVersion",
  edited: "application.receipt.editedVersion",
  documents: "application.receipt.documentVersion",
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
  return (
    <>
      {done && (
        <div className="panel panel--success" role="status" data-done={done}>
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
      </dl>
      {draft && <p>{t("applicant.inquiry.draft")}</p>}
      {flagged && (
        <div className="panel panel--danger" role="note">
          <p>{t("application.receipt.fixNeeded")}</p>
          <Link className="button button--primary" to={FIX_PATH}>
            {t("application.receipt.fix")}
          </Link>
        </div>
      )}
      <div className="actions">
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
      {versions.length > 0 && (
        <TableWrap labelledBy="receipt-history">
          <table className="table version-history">
            <caption id="receipt-history">{t("application.receipt.historyCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("application.receipt.version")}</th>
                <th scope="col">{t("application.receipt.savedAt")}</th>
                <th scope="col">{t("application.receipt.change")}</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((v) => (
                <tr key={v.version}>
                  <th scope="row">{t("application.receipt.versionN", { version: v.version })}</th>
                  <td>
                    <time dateTime={v.savedAt}>{formatDateTime(v.savedAt)}</time>
                  </td>
                  <td>{t(VERSION_TEXT[v.kind])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {!draft && <p className="form-note">{t("application.receipt.print")}</p>}
      <p>
        <Link to={LOOKUP_PATH}>{t("applicant.inquiry.lookupLink")}</Link>
      </p>
    </>
  );
}
