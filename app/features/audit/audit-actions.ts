/**
 * Audit actions (client-safe: the log screen offers them as a filter). Personal-data access is
 * always recorded: who (actor), when (at), from where (ip, user agent), what (action, target)
 * and whose (subject: the applicant's record id, never their name or phone).
 */
export const AUDIT_ACTIONS = [
  "auth.login",
  "auth.login_failed",
  "auth.locked",
  "auth.logout",
  "auth.token_refresh",
  "auth.token_reuse",
  "auth.password_change",
  "auth.sub_password_verify",
  "auth.sub_password_failed",
  "record.create",
  "record.update",
  "record.delete",
  "personal.view",
  "personal.export",
  "personal.download",
  "message.send",
  "member.join",
  "member.update",
  "member.password_reset",
  "member.password_change",
  "member.withdraw",
  "publishing.refused",
  "publishing.override_approved",
  "publishing.override_used",
  "publishing.unreadable_confirmed",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
