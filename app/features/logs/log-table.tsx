import { type Column, ListTable } from "../../components/console/console-list";

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

/** Audit rows' columns: who, when, what, on what, whose, from where. */
export const LOG_COLUMNS: Column<LogLine>[] = [
  { header: "console.logs.at", className: "console-nowrap", cell: (l) => l.at },
  { header: "console.logs.actor", cell: (l) => l.actor },
  { header: "console.logs.action", cell: (l) => l.action },
  { header: "console.logs.target", className: "console-break", cell: (l) => l.target },
  { header: "console.logs.subject", className: "console-break", cell: (l) => l.subject },
  { header: "console.logs.ip", cell: (l) => l.ip },
];

/** Audit rows as a table (the dashboard's latest ones). */
export function LogTable({ lines, caption }: { lines: LogLine[]; caption?: string }) {
  return <ListTable caption={caption} columns={LOG_COLUMNS} rows={lines} rowKey={(l) => l.id} />;
}
