import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { managers } from "../../../db/schema";
import { auditStatement } from "../audit/audit.server";
import { hashPassword, verifyPassword } from "./password.server";
import { type ChangePasswordInput, type ChangeSubPasswordInput, passwordFormMessages } from "./password-forms";
import type { Principal } from "./scopes";
import type { SessionContext } from "./session.server";
import { revokeManagerSessions, type SessionTokens, startSession } from "./tokens.server";

export type PasswordChangeContext = SessionContext;
export type PasswordChangeResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const wrongCurrent = { ok: false, errors: { currentPassword: passwordFormMessages.currentWrong } } as const;

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
 */
export async function changePassword(
  ctx: PasswordChangeContext,
  principal: Principal,
  input: ChangePasswordInput,
): Promise<PasswordChangeResult<SessionTokens>> {
  const { db, now } = ctx;
  const account = await accountIfPasswordMatches(db, principal, input.currentPassword);
  if (!account) return wrongCurrent;
  const hash = await hashPassword(input.newPassword);
  await db.batch([
    db.update(managers).set({ passwordHash: hash, passwordChangedAt: now }).where(eq(managers.id, principal.managerId)),
    revokeManagerSessions(db, principal.managerId, now),
    passwordChangeAudit(ctx, principal),
  ]);
  const tokens = await startSession(db, ctx.secret, account, now);
  return { ok: true, value: tokens };
}

/** Changes the sub-password (asked again before sensitive acts); the password proves who asks. */
export async function changeSubPassword(
  ctx: PasswordChangeContext,
  principal: Principal,
  input: ChangeSubPasswordInput,
): Promise<PasswordChangeResult<null>> {
  const { db } = ctx;
  if (!(await accountIfPasswordMatches(db, principal, input.currentPassword))) return wrongCurrent;
  const hash = await hashPassword(input.newSubPassword);
  await db.batch([
    db.update(managers).set({ subPasswordHash: hash }).where(eq(managers.id, principal.managerId)),
    passwordChangeAudit(ctx, principal, { which: "subPassword" }),
  ]);
  return { ok: true, value: null };
}
