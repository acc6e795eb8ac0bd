import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { managers } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { type AuditOrigin, auditStatement } from "../audit/audit.server";
import { type AttemptCounter, clearAttempts, countAttempts } from "../auth/attempt-counters.server";
import { verifyPassword } from "../auth/password.server";
import type { Principal } from "../auth/scopes";

/**
 * The sub-password is asked again before sensitive acts (docs/product.md §6.4). Guessing it is limited
 * per manager by the login limit's counter: 5 attempts within 15 minutes lock the check for
 * 15 minutes, and while locked the password is not even compared.
 */
export const SUB_PASSWORD_FAILURE_LIMIT = 5;
export const SUB_PASSWORD_WINDOW_MS = 15 * 60_000;
export const SUB_PASSWORD_LOCK_MS = 15 * 60_000;

export const subPasswordKey = (managerId: string) => `sub:${managerId}`;

const subPasswordCounter = (managerId: string): AttemptCounter => ({
  key: subPasswordKey(managerId),
  limit: SUB_PASSWORD_FAILURE_LIMIT,
  windowMs: SUB_PASSWORD_WINDOW_MS,
  lockMs: SUB_PASSWORD_LOCK_MS,
});

/**
 * Checks the acting manager's sub-password; throws 403 when wrong and 429 while locked. The
 * attempt is counted before the comparison, so parallel guesses cannot pass the limit. Every
 * attempt leaves an audit row.
 */
export async function verifySubPassword(
  db: Db,
  principal: Principal,
  subPassword: string,
  origin: AuditOrigin,
  now: Date,
  /** The form field a refusal belongs next to. */
  field = "subPassword",
): Promise<void> {
  const counter = subPasswordCounter(principal.managerId);
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
  const [attempt] = await countAttempts(db, [counter], now);
  if (!attempt || attempt.refused) {
    await audit(false, { locked: true });
    throw new DomainError(429, "console.subPasswordLocked", field);
  }
  const manager = await db
    .select({ hash: managers.subPasswordHash, disabled: managers.disabled })
    .from(managers)
    .where(eq(managers.id, principal.managerId))
    .get();
  const ok = Boolean(manager && !manager.disabled && (await verifyPassword(subPassword, manager.hash)));
  if (ok) {
    await db.batch([clearAttempts(db, counter.key), audit(true)]);
    return;
  }
  await audit(false);
  if (attempt.lastAllowed) throw new DomainError(429, "console.subPasswordLocked", field);
  throw new DomainError(403, "console.subPasswordWrong", field);
}
