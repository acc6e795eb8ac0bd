import { formatDateTime } from "../../lib/format";
import { createI18n } from "../../lib/i18n";
import type { Language } from "../../lib/i18n/languages";
import type { AuditRow } from "./logs.server";

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

export function actionLabel(action: string, lang: Language): string {
  const i18n = createI18n(lang);
  const key = `console.actions.${action.replace(".", "_")}`;
  return i18n.exists(key) ? i18n.t(key as "console.actions.auth_login") : action;
}

export function logLines(rows: AuditRow[], lang: Language): LogLine[] {
  return rows.map((r) => ({
    id: r.id,
    at: formatDateTime(r.at),
    actor: r.actor,
    action: actionLabel(r.action, lang),
    target: [r.targetType, r.targetId].filter(Boolean).join(" · "),
    subject: r.subject ?? "",
    ip: r.ip ?? "",
  }));
}
