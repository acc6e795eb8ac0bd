import type { Db } from "../../../db/client";
import { purgeIdleLoginAttempts } from "../auth/login-limit.server";
import { purgeExpiredRefreshTokens } from "../auth/tokens.server";
import { purgeExpiredAuditLog } from "../logs/logs.server";
import { purgeRateLimits } from "../rate-limit/rate-limit.server";

/**
 * The daily job (worker `scheduled`, 03:00 KST): audit rows past two years, refresh tokens
 * past their absolute limit, and login and rate-limit counters idle for a day go.
 */
export async function runDailyMaintenance(db: Db, now: Date) {
  const auditRows = await purgeExpiredAuditLog(db, now);
  const tokens = await purgeExpiredRefreshTokens(db, now);
  const attempts = await purgeIdleLoginAttempts(db, now);
  const rateLimits = await purgeRateLimits(db, now);
  return { auditRows, refreshTokens: tokens.meta.changes, loginAttempts: attempts.meta.changes, rateLimits };
}
