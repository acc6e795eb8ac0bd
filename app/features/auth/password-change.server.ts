import { eq } from "drizzle-orm";
import { managers } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { auditStatement } from "../audit/audit.server";
import { refuseCommonPasswords } from "./common-passwords.server";
import { recordPasswordFailure } from "./login.server";
import { countLoginAttempt } from "./login-limit.server";
import { hashPassword, verifyPassword } from "./password.server";
import type { ChangePasswordInput, ChangeSubPasswordInput } from "./password-forms";
import type { Principal } from "./scopes";
import type { SessionContext } from "./session.server";
import { revokeManagerSessions, type SessionTokens, startSession } from "./tokens.server";

/** `ip`: the client, for the login limit the current password is checked under. */
export type PasswordChangeContext = SessionContext & { ip: string };

const wrongCurrent = () => new DomainError(400, "auth.currentPasswordWrong", "currentPassword");

/**
 * The caller's account, once `password` has proved to be its current password, and the
 * statements that forget the attempt (for the change's batch). The check is a login attempt:
 * counted first under the login limit (pair, client, username), a failure audited like a
 * failed login, so a stolen session cannot guess the password without end.
 */
async function accountByCurrentPassword(ctx: PasswordChangeContext, principal: Principal, password: string) {
  const { db, now, ip, origin } = ctx;
  const attempt = await countLoginAttempt(db, principal.username, ip, now);
  const row = await db.select().from(managers).where(eq(managers.id, principal.managerId)).get();
  if (!row || row.disabled || !(await verifyPassword(password, row.passwordHash))) {
    const entry = { actor: principal.username, reason: "wrong_password", via: "password_change" };
    throw await recordPasswordFailure(db, attempt, entry, origin, wrongCurrent());
  }
  return { account: { id: row.id, username: row.username, scope: row.scope }, forget: attempt.succeeded(db) };
}

/** The audit row of a change to the caller's own password or (with `detail`) sub-password. */
function passwordChangeAudit(ctx: PasswordChangeContext, principal: Principal, detail?: Record<string, unknown>) {
  return auditStatement(
    ctx.db,
    {
      actor: principal.username,
      action: "auth.password_change",
      targetType: "manager",
      targetId: principal.managerId,
      detail,
    },
    ctx.origin,
  );
}

/**
 * Changes a manager's password: every session of theirs is revoked (other browsers and API
 * clients included) and a new one is started for the caller, in place of the current one.
 * A wrong current password is refused (DomainError at `currentPassword`).
 */
export async function changePassword(
  ctx: PasswordChangeContext,
  principal: Principal,
  input: ChangePasswordInput,
): Promise<SessionTokens> {
  const { db, now } = ctx;
  await refuseCommonPasswords({ newPassword: input.newPassword });
  const { account, forget } = await accountByCurrentPassword(ctx, principal, input.currentPassword);
  const hash = await hashPassword(input.newPassword);
  await db.batch([
    ...forget,
    db.update(managers).set({ passwordHash: hash, passwordChangedAt: now }).where(eq(managers.id, principal.managerId)),
    revokeManagerSessions(db, principal.managerId, now),
    passwordChangeAudit(ctx, principal),
  ]);
  return startSession(db, ctx.secret, account, now);
}

/** Changes the sub-password (asked again before sensitive acts); the password proves who asks. */
export async function changeSubPassword(
  ctx: PasswordChangeContext,
  principal: Principal,
  input: ChangeSubPasswordInput,
): Promise<void> {
  const { db } = ctx;
  await refuseCommonPasswords({ newSubPassword: input.newSubPassword });
  const { forget } = await accountByCurrentPassword(ctx, principal, input.currentPassword);
  const hash = await hashPassword(input.newSubPassword);
  await db.batch([
    ...forget,
    db.update(managers).set({ subPasswordHash: hash }).where(eq(managers.id, principal.managerId)),
    passwordChangeAudit(ctx, principal, { which: "subPassword" }),
  ]);
}
