import type { Db } from "../../../db/client";
import { purgeIdleLoginAttempts } from "../auth/login-limit.server";
import { purgeExpiredRefreshTokens } from "../auth/tokens.server";
import { purgeVerifications } from "../identity/verification-store.server";
import { purgeExpiredAuditLog } from "../logs/logs.server";
import { purgeExpiredSubPasswordGrants } from "../managers/sub-password.server";
import { purgeExpiredMemberTokens } from "../members/member-tokens.server";
import { purgeRateLimits } from "../rate-limit/rate-limit.server";
import {
  purgeAbandonedDrafts,
  purgeExpiredApplications,
  purgeExpiredRegistrations,
  redactDeliveredMessages,
} from "./retention.server";

/**
 * The daily job (worker `scheduled`, 03:00 KST): audit rows past two years, refresh tokens
 * (managers' and members') past their absolute limit, sub-password grants that ran out, login and rate-limit counters idle for a day, interest
 * registrations and applications (with their files) past their retention, drafts never submitted
 * 30 days after their round closed (with their files), outbox texts 30 days
 * after delivery (retention.server.ts) and identity verifications begun more than a day ago
 * (docs/identity.md) go.
 */
export async function runDailyMaintenance(db: Db, files: R2Bucket, now: Date) {
  const auditRows = await purgeExpiredAuditLog(db, now);
  const tokens = await purgeExpiredRefreshTokens(db, now);
  const memberTokens = await purgeExpiredMemberTokens(db, now);
  const grants = await purgeExpiredSubPasswordGrants(db, now);
  const attempts = await purgeIdleLoginAttempts(db, now);
  const rateLimits = await purgeRateLimits(db, now);
  const registrations = await purgeExpiredRegistrations(db, now);
  const applications = await purgeExpiredApplications(db, files, now);
  const drafts = await purgeAbandonedDrafts(db, files, now);
  const outboxRedacted = await redactDeliveredMessages(db, now);
  const verifications = await purgeVerifications(db, now);
  return {
    auditRows,
    refreshTokens: tokens.meta.changes + memberTokens.meta.changes,
    subPasswordGrants: grants.meta.changes,
    loginAttempts: attempts.meta.changes,
    rateLimits,
    registrations,
    applications,
    drafts,
    outboxRedacted,
    verifications,
  };
}

/**
 * The daily job of the scheduled handler: the maintenance, then one structured log line of
 * what it removed (counts only, never a row), which Workers observability indexes by field.
 */
export async function dailyJob(db: Db, files: R2Bucket, now: Date): Promise<void> {
  const report = await runDailyMaintenance(db, files, now);
  console.log(JSON.stringify({ event: "daily-maintenance", at: now.toISOString(), ...report }));
}
