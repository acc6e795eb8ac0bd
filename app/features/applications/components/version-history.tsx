import { TableWrap } from "../../../components/table-wrap";
import { formatDateTime } from "../../../lib/format";
import { type TKey, useT } from "../../../lib/i18n/client";
import type { VersionView } from "../views";

const VERSION_TEXT: Record<VersionView["kind"], TKey> = {
  submitted: "application.receipt.firstVersion",
  edited: "application.receipt.editedVersion",
  documents: "application.receipt.documentVersion",
};

/** Every saved version of an application (as given, newest first): when, and what changed. */
export function VersionHistory({ versions }: { versions: VersionView[] }) {
  const t = useT();
  return (
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
  );
}
