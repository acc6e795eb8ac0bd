import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { managers } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { type AuditOrigin, auditStatement } from "../audit/audit.server";
import { countLoginAttempt, type LoginAttempt } from "./login-limit.server";
import { DEFAULT_ITERATIONS, verifyPassword } from "./password.server";
import { type SessionTokens, startSession, type TokenManager } from "./tokens.server";

/** Checked against when the username is unknown, so both cases cost the same time. */
const DUMMY_HASH = `pbkdf2-sha256$${DEFAULT_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

export type LoginInput = { username: string; password: string };
export type LoginContext = { db: Db; secret: string; now: Date; ip: string; origin: AuditOrigin };
export type LoginResult = { manager: TokenManager; tokens: SessionTokens };

/** One refusal for a wrong username or a wrong password: it never says which. */
const wrongCredentials = () => new DomainError(401, "auth.loginFailed");

/**
 * A wrong password as the audit log keeps it: `auth.login_failed`, and `auth.locked` too when
 * this failure starts a lock or a delay (which ones, and how long the delay is). Answers the
 * refusal to throw.
 */
export async function recordPasswordFailure(
  db: Db,
  attempt: LoginAttempt,
  entry: { actor: string; reason: string; via?: string },
  origin: AuditOrigin,
  wrong: DomainError,
): Promise<DomainError> {
  const { actor, reason, via } = entry;
  const detail = via ? { reason, via } : { reason };
  const failed = auditStatement(db, { actor, action: "auth.login_failed", detail }, origin);
  const { pair, client, delayMs } = attempt.locks;
  if (pair || client || delayMs) {
    const lock = { ...detail, pair, client, delaySeconds: delayMs / 1000 };
    await db.batch([failed, auditStatement(db, { actor, action: "auth.locked", detail: lock }, origin)]);
  } else await failed;
  return attempt.failure(wrong);
}

/**
 * Password login for the console form and the Basic-credential API alike: the brute-force
 * limit, the password check, the audit rows, and a new session on success. A refusal is a
 * DomainError: 401 "auth.loginFailed", or 429 "auth.loginLocked" / "auth.loginDelayed".
 */
export async function login(input: LoginInput, ctx: LoginContext): Promise<LoginResult> {
  const { db, now, ip, origin } = ctx;
  const username = input.username.trim().slice(0, 100);
  // Counted before the password is checked: parallel guesses cannot all slip under the limit.
  const attempt = await countLoginAttempt(db, username, ip, now);
  const row = await db.select().from(managers).where(eq(managers.username, username)).get();
  const passwordOk = await verifyPassword(input.password, row?.passwordHash ?? DUMMY_HASH);
  // A disabled account fails like a wrong password: nothing tells a guesser it exists.
  if (!row || !passwordOk || row.disabled) {
    // Only a known username is written as the actor: an unknown one may be a mistyped password.
    const actor = row ? row.username : "(unknown)";
    const reason = !row ? "unknown_user" : row.disabled ? "disabled" : "wrong_password";
    throw await recordPasswordFailure(db, attempt, { actor, reason }, origin, wrongCredentials());
  }
  const manager: TokenManager = { id: row.id, username: row.username, scope: row.scope };
  const tokens = await startSession(db, ctx.secret, manager, now);
  await db.batch([
    // The username's and this client's counts start again; the address only takes back this attempt.
    ...attempt.succeeded(db),
    db.update(managers).set({ lastLoginAt: now }).where(eq(managers.id, row.id)),
    auditStatement(db, { actor: row.username, action: "auth.login", detail: { session: tokens.sessionId } }, origin),
  ]);
  return { manager, tokens };
}
