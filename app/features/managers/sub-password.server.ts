import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { loginAttempts, managers } from "../../../db/schema";
import { AdminError } from "../admin/admin-error";
import { type AuditOrigin, auditStatement } from "../audit/audit.server";
import { verifyPassword } from "../auth/password.server";
import type { Principal } from "../auth/scopes";

/**
 * The sub-password is asked again before sensitive acts (PRODUCT.md). Guessing it is limited
 * per manager: 5 failures within 15 minutes lock the check for 15 minutes, and while locked
 * the password is not even compared.
 */
export const SUB_PASSWORD_FAILURE_LIMIT = 5;
export const SUB_PASSWORD_WINDOW_MS = 15 * 60_000;
export const SUB_PASSWORD_LOCK_MS = 15 * 60_000;

export const subPasswordKey = (managerId: string) => `sub:${managerId}`;

/**
 * Checks the acting manager's sub-password; throws 403 when wrong and 429 while locked. Every
 * attempt leaves an audit row, written in the same batch as the failure counter.
 */
export async function verifySubPassword(
  db: Db,
  principal: Principal,
  subPassword: string,
  origin: AuditOrigin,
  now: Date,
): Promise<void> {
  const key = subPasswordKey(principal.managerId);
  const attempt = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).get();
  const audit = (ok: boolean, detail?: Record<string, unknown>) =>
    auditStatement(
      db,
      {
        actor: principal.username,
        action: ok ? "auth.sub_password_verify" : "auth.sub_password_failed",
        targetType: "manager",
        targetId: principal.managerId,
        detail,
      },
      origin,
    );
  if (attempt?.lockedUntil && attempt.lockedUntil > now) {
    await audit(false, { locked: true });
    throw new AdminError(429, "subPasswordLocked", "subPassword");
  }
  const manager = await db
    .select({ hash: managers.subPasswordHash, disabled: managers.disabled })
    .from(managers)
    .where(eq(managers.id, principal.managerId))
    .get();
  const ok = Boolean(manager && !manager.disabled && (await verifyPassword(subPassword, manager.hash)));
  if (ok) {
    await db.batch([db.delete(loginAttempts).where(eq(loginAttempts.key, key)), audit(true)]);
    return;
  }
  const nowMs = now.getTime();
  const fresh = sql`${loginAttempts.windowStartedAt} <= ${nowMs - SUB_PASSWORD_WINDOW_MS}`;
  const failures = sql`case when ${fresh} then 1 else ${loginAttempts.failures} + 1 end`;
  const [counted] = await db.batch([
    db
      .insert(loginAttempts)
      .values({ key, failures: 1, windowStartedAt: now, lockedUntil: null })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures,
          windowStartedAt: sql`case when ${fresh} then ${nowMs} else ${loginAttempts.windowStartedAt} end`,
          lockedUntil: sql`case when ${failures} >= ${SUB_PASSWORD_FAILURE_LIMIT} then ${nowMs + SUB_PASSWORD_LOCK_MS} else null end`,
        },
      })
      .returning({ failures: loginAttempts.failures }),
    audit(false),
  ]);
  const locked = (counted[0]?.failures ?? 0) >= SUB_PASSWORD_FAILURE_LIMIT;
  throw new AdminError(locked ? 429 : 403, locked ? "subPasswordLocked" : "subPasswordWrong", "subPassword");
}
