import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { managers } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { auditStatement } from "../audit/audit.server";
import { hashPassword, verifyPassword } from "./password.server";
import type { ChangePasswordInput, ChangeSubPasswordInput } from "./password-forms";
import type { Principal } from "./scopes";
import type { SessionContext } from "./session.server";
import { revokeManagerSessions, type SessionTokens, startSession } from "./tokens.server";

export type PasswordChangeContext = SessionContext;

const wrongCurrent = () => new DomainError(400, "auth.currentPasswordWrong", "currentPassword");

/** The caller's account when `password` is its current password (and it is enabled). */
async function accountIfPasswordMatches(db: Db, principal: Principal, password: string) {
  const row = await db.select().from(managers).where(eq(managers.id, principal.managerId)).get();
  if (!row || row.disabled || !(await verifyPassword(password, row.passwordHash))) return null;
  return { id: row.id, username: row.username, scope: row.scope };
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
  const account = await accountIfPasswordMatches(db, principal, input.currentPassword);
  if (!account) throw wrongCurrent();
  const hash = await hashPassword(input.newPassword);
  await db.batch([
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
  if (!(await accountIfPasswordMatches(db, principal, input.currentPassword))) throw wrongCurrent();
  const hash = await hashPassword(input.newSubPassword);
  await db.batch([
    db.update(managers).set({ subPasswordHash: hash }).where(eq(managers.id, principal.managerId)),
    passwordChangeAudit(ctx, principal, { which: "subPassword" }),
  ]);
}
