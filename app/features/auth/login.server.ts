import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { managers } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { type AuditOrigin, auditStatement } from "../audit/audit.server";
import { clearAttempts, countAttempts, loginCounters, uncountAttempt } from "./login-limit.server";
import { DEFAULT_ITERATIONS, verifyPassword } from "./password.server";
import { type SessionTokens, startSession, type TokenManager } from "./tokens.server";

/** Checked against when the username is unknown, so both cases cost the same time. */
const DUMMY_HASH = `pbkdf2-sha256$${DEFAULT_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

export type LoginInput = { username: string; password: string };
export type LoginContext = { db: Db; secret: string; now: Date; ip: string; origin: AuditOrigin };
export type LoginResult = { manager: TokenManager; tokens: SessionTokens };

/** One refusal for a wrong username or a wrong password: it never says which. */
const wrongCredentials = () => new DomainError(401, "auth.loginFailed");
const lockedOut = () => new DomainError(429, "auth.loginLocked");

/**
 * Password login for the console form and the Basic-credential API alike: the brute-force
 * limit, the password check, the audit rows, and a new session on success. A refusal is a
 * DomainError: 401 "auth.loginFailed" or, while locked, 429 "auth.loginLocked".
 */
export async function login(input: LoginInput, ctx: LoginContext): Promise<LoginResult> {
  const { db, now, ip, origin } = ctx;
  const username = input.username.trim().slice(0, 100);
  // Counted before the password is checked: parallel guesses cannot all slip under the limit.
  const counters = loginCounters(username, ip);
  const [byUser, byClient] = await countAttempts(db, [counters.user, counters.client], now);
  if (!byUser || !byClient || byUser.refused || byClient.refused) {
    throw lockedOut();
  }
  const row = await db.select().from(managers).where(eq(managers.username, username)).get();
  const passwordOk = await verifyPassword(input.password, row?.passwordHash ?? DUMMY_HASH);
  // A disabled account fails like a wrong password: nothing tells a guesser it exists.
  if (!row || !passwordOk || row.disabled) {
    const locks = byUser.lastAllowed || byClient.lastAllowed;
    // Only a known username is written as the actor: an unknown one may be a mistyped password.
    const actor = row ? row.username : "(unknown)";
    const reason = !row ? "unknown_user" : row.disabled ? "disabled" : "wrong_password";
    const failed = auditStatement(db, { actor, action: "auth.login_failed", detail: { reason } }, origin);
    if (locks)
      await db.batch([failed, auditStatement(db, { actor, action: "auth.locked", detail: { reason } }, origin)]);
    else await failed;
    throw locks ? lockedOut() : wrongCredentials();
  }
  const manager: TokenManager = { id: row.id, username: row.username, scope: row.scope };
  const tokens = await startSession(db, ctx.secret, manager, now);
  await db.batch([
    // The username's count starts again; the address only takes back this attempt.
    clearAttempts(db, counters.user.key),
    uncountAttempt(db, counters.client),
    db.update(managers).set({ lastLoginAt: now }).where(eq(managers.id, row.id)),
    auditStatement(db, { actor: row.username, action: "auth.login", detail: { session: tokens.sessionId } }, origin),
  ]);
  return { manager, tokens };
}
