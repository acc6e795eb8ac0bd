import { formatDateTime } from "../../../lib/format";
import { type TKey, useT } from "../../../lib/i18n/client";
import type { ApplicationView, VersionView } from "../views";
import { PrintButton, PrintCheckLine, PrintHeading } from "./receipt-print";
import { RoundCalendarLinks } from "./round-calendar-links";
import { VersionHistory } from "./version-history";

/**
 * The receipt of a submitted application: its number, status and round, what was applied for,
 * and every version saved (newest first). Holds no more personal data than the applicant's
 * own name, for the person whose session this is.
 */
export function Receipt({ application, versions }: { application: ApplicationView; versions: VersionView[] }) {
  const t = useT();
  const a = application.answers;
  return (
    <section className="panel receipt print-receipt" aria-labelledby="receipt-title">
      <PrintHeading />
      <h2 id="receipt-title">{t("application.receipt.title")}</h2>
      <dl className="facts">
        <div>
          <dt>{t("application.receipt.receiptNo")}</dt>
          <dd className="receipt__number">{application.receiptNo}</dd>
        </div>
        <div>
          <dt>{t("application.receipt.status")}</dt>
          <dd>{t(`application.status.${application.status}`)}</dd>
        </div>
        <div>
          <dt>{t("application.receipt.round")}</dt>
          <dd>{application.round.title}</dd>
        </div>
        <div>
          <dt>{t("application.receipt.submittedAt")}</dt>
          <dd>{formatDateTime(application.submittedAt)}</dd>
        </div>
        <div>
          <dt>{t("application.receipt.applicant")}</dt>
          <dd>{application.identity.name}</dd>
        </div>
        {a && (
          <>
            <div>
              <dt>{t("application.receipt.unitType")}</dt>
              <dd>{a.unitType}</dd>
            </div>
            <div>
              <dt>{t("application.receipt.supply")}</dt>
              <dd>
                {t(`application.supply.${a.supplyType}`)} · {t(`application.supply.${a.supplyCategory}`)}
              </dd>
            </div>
          </>
        )}
      </dl>
      <VersionHistory versions={versions} />
      {application.documents.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <caption>{t("application.receipt.documentsCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("application.receipt.document")}</th>
                <th scope="col">{t("application.documents.file")}</th>
              </tr>
            </thead>
            <tbody>
              {application.documents.map((d) => (
                <tr key={d.name}>
                  <td>{t(`application.documents.kinds.${d.kind}` as TKey)}</td>
                  <td>{d.originalName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PrintCheckLine />
      <PrintButton />
      <RoundCalendarLinks round={application.round} />
    </section>
  );
}
