import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { managers, subPasswordGrants } from "../../../db/schema";
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

/**
 * What a sub-password given again opens for `SUB_PASSWORD_GRANT_MS`, in the session it was
 * given in (docs/product.md §6.4): downloading applicants' documents, one after another,
 * without the sub-password before each file. The xlsx exports still ask for it every time.
 */
export const SUB_PASSWORD_PURPOSES = ["applicationDocuments"] as const;
export type SubPasswordPurpose = (typeof SUB_PASSWORD_PURPOSES)[number];
export const SUB_PASSWORD_GRANT_MS = 10 * 60_000;

/**
 * Checks the sub-password (verifySubPassword: 403, 429, audited) and opens `purpose` for this
 * session until ten minutes from now (a grant given again starts its ten minutes over).
 * Answers when it ends. A principal without a session (not from an access token) gets none.
 */
export async function grantSubPassword(
  db: Db,
  principal: Principal,
  subPassword: string,
  purpose: SubPasswordPurpose,
  origin: AuditOrigin,
  now: Date,
): Promise<Date> {
  await verifySubPassword(db, principal, subPassword, origin, now);
  if (!principal.sessionId) throw new DomainError(403, "console.subPasswordGrantRequired");
  const expiresAt = new Date(now.getTime() + SUB_PASSWORD_GRANT_MS);
  await db
    .insert(subPasswordGrants)
    .values({ sessionId: principal.sessionId, purpose, managerId: principal.managerId, expiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: [subPasswordGrants.sessionId, subPasswordGrants.purpose],
      set: { managerId: principal.managerId, expiresAt, createdAt: now },
    });
  return expiresAt;
}

/** Until when this session holds a grant for `purpose`, or null when it holds none (or it ran out). */
export async function subPasswordGrant(
  db: Db,
  principal: Principal,
  purpose: SubPasswordPurpose,
  now: Date,
): Promise<Date | null> {
  if (!principal.sessionId) return null;
  const row = await db
    .select({ expiresAt: subPasswordGrants.expiresAt })
    .from(subPasswordGrants)
    .where(
      and(
        eq(subPasswordGrants.sessionId, principal.sessionId),
        eq(subPasswordGrants.purpose, purpose),
        eq(subPasswordGrants.managerId, principal.managerId),
        gt(subPasswordGrants.expiresAt, now),
      ),
    )
    .get();
  return row?.expiresAt ?? null;
}

/** 403 `console.subPasswordGrantRequired` unless this session holds a grant for `purpose`. */
export async function requireSubPasswordGrant(db: Db, principal: Principal, purpose: SubPasswordPurpose, now: Date) {
  if (!(await subPasswordGrant(db, principal, purpose, now))) {
    throw new DomainError(403, "console.subPasswordGrantRequired");
  }
}

/** Grants that ran out (the daily job). */
export function purgeExpiredSubPasswordGrants(db: Db, now: Date) {
  return db.delete(subPasswordGrants).where(lte(subPasswordGrants.expiresAt, now));
}
