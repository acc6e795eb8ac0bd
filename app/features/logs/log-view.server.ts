import type { TFunction } from "i18next";
import { formatDateTime } from "../../lib/format";
import type { LogLine } from "./log-table";
import type { AuditRow } from "./logs.server";

/** The action's name in the loader's language; an action without one shows as itself. */
export function actionLabel(action: string, t: TFunction): string {
  const key = `console.actions.${action.replace(".", "_")}` as "console.actions.auth_login";
  return t(key, { defaultValue: action });
}

export function logLines(rows: AuditRow[], t: TFunction): LogLine[] {
  return rows.map((r) => ({
    id: r.id,
    at: formatDateTime(r.at),
    actor: r.actor,
    action: actionLabel(r.action, t),
    target: [r.targetType, r.targetId].filter(Boolean).join(" · "),
    subject: r.subject ?? "",
    ip: r.ip ?? "",
  }));
}
