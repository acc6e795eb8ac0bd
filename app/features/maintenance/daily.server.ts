import { and, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { loginAttempts } from "../../../db/schema";
import { purgeExpiredRefreshTokens } from "../auth/tokens.server";
import { purgeExpiredAuditLog } from "../logs/logs.server";
import { purgeRateLimits } from "../rate-limit/rate-limit.server";

const DAY_MS = 86_400_000;

/**
 * The daily job (worker `scheduled`, 03:00 KST): audit rows past two years, refresh tokens
 * past their absolute limit, and login and rate-limit counters idle for a day go.
 */
export async function runDailyMaintenance(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const auditRows = await purgeExpiredAuditLog(db, now);
  const tokens = await purgeExpiredRefreshTokens(db, now);
  const attempts = await db
    .delete(loginAttempts)
    .where(
      and(
        lt(loginAttempts.windowStartedAt, dayAgo),
        or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, now)),
      ),
    );
  const rateLimits = await purgeRateLimits(db, now);
  return { auditRows, refreshTokens: tokens.meta.changes, loginAttempts: attempts.meta.changes, rateLimits };
}
