import { formatDateTime } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import type { ApplicationView, VersionView } from "../views";
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
    <section className="panel receipt" aria-labelledby="receipt-title">
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
      <p className="field-hint">{t("application.receipt.print")}</p>
      <VersionHistory versions={versions} />
    </section>
  );
}
