import { useT } from "../../lib/i18n/client";

/** An audit row as the console shows it: Seoul time, the action's name, the target. */
export type LogLine = {
  id: string;
  at: string;
  actor: string;
  action: string;
  target: string;
  subject: string;
  ip: string;
};

/** Audit rows: who, when, what, on what, whose, from where. */
export function LogTable({ lines, caption }: { lines: LogLine[]; caption?: string }) {
  const t = useT();
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{t("console.logs.at")}</th>
            <th scope="col">{t("console.logs.actor")}</th>
            <th scope="col">{t("console.logs.action")}</th>
            <th scope="col">{t("console.logs.target")}</th>
            <th scope="col">{t("console.logs.subject")}</th>
            <th scope="col">{t("console.logs.ip")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id}>
              <td className="console-nowrap">{l.at}</td>
              <td>{l.actor}</td>
              <td>{l.action}</td>
              <td className="console-break">{l.target}</td>
              <td className="console-break">{l.subject}</td>
              <td>{l.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
