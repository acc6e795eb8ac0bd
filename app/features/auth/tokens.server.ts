import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { errors as joseErrors, SignJWT } from "jose";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { managers, refreshTokens } from "../../../db/schema";
import { SCOPES } from "../../lib/enums";
import { JWT_ALG, JWT_ISSUER, verifySiteToken } from "../../lib/jwt.server";
import type { Principal } from "./scopes";

/**
 * Manager tokens.
 * - Access: a JWT signed with HS256 only (the algorithm is pinned on verification), 10
 *   minutes, `typ: "access"`, `sub` = manager id, `username`, `scope`, `sid` = the session
 *   (refresh family) it was issued for.
 * - Refresh: an opaque random string; only its SHA-256 hash is stored. Each use rotates it;
 *   a token already used once revokes its whole family. Sliding 12 hours, absolute 7 days
 *   from the login that started the family.
 */
export const ACCESS_TTL_S = 10 * 60;
export const REFRESH_SLIDING_MS = 12 * 3_600_000;
export const REFRESH_ABSOLUTE_MS = 7 * 86_400_000;
const AUDIENCE = "console";

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export type TokenManager = { id: string; username: string; scope: Principal["scope"] };

export async function signAccessToken(secret: string, manager: TokenManager, sessionId: string, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: "access", username: manager.username, scope: manager.scope, sid: sessionId })
    .setProtectedHeader({ alg: JWT_ALG, typ: "JWT" })
    .setSubject(manager.id)
    .setIssuer(JWT_ISSUER)
    .setAudience(AUDIENCE)
    .setJti(newId())
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TTL_S)
    .sign(keyOf(secret));
}

const accessClaims = z.object({
  typ: z.literal("access"),
  sub: z.string().min(1),
  sid: z.string().min(1),
  username: z.string().min(1),
  scope: z.array(z.enum(SCOPES)),
  jti: z.string().min(1),
});

export type AccessCheck = { ok: true; principal: Principal } | { ok: false; reason: "invalid" | "expired" };

/** Signature (under any of `secrets`), algorithm, issuer, audience, expiry and type; no database. */
export async function verifyAccessToken(secrets: readonly string[], token: string, now: Date): Promise<AccessCheck> {
  try {
    const { payload } = await verifySiteToken(token, secrets, { audience: AUDIENCE, now, claims: ["jti"] });
    const claims = accessClaims.safeParse(payload);
    if (!claims.success) return { ok: false, reason: "invalid" };
    const { sub, username, scope, sid } = claims.data;
    return { ok: true, principal: { managerId: sub, username, scope, sessionId: sid } };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? "expired" : "invalid" };
  }
}

/**
 * An access token that also still stands in the database: its manager is enabled and its
 * session was not revoked (logout, password change, reuse), so revocation is immediate.
 */
export async function principalFromAccessToken(
  db: Db,
  secrets: readonly string[],
  token: string,
  now: Date,
): Promise<AccessCheck> {
  const checked = await verifyAccessToken(secrets, token, now);
  if (!checked.ok) return checked;
  const { managerId, sessionId = "" } = checked.principal;
  const row = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .innerJoin(managers, eq(managers.id, refreshTokens.managerId))
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        eq(refreshTokens.managerId, managerId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.absoluteExpiresAt, now),
        eq(managers.disabled, false),
      ),
    )
    .get();
  return row ? checked : { ok: false, reason: "invalid" };
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return toBase64Url(new Uint8Array(digest));
}

/** Refresh tokens look like `rt_` + 43 base64url characters (256 random bits). */
export const REFRESH_TOKEN_PATTERN = /^rt_[A-Za-z0-9_-]{43}$/;

export function newRefreshToken(): string {
  return `rt_${toBase64Url(crypto.getRandomValues(new Uint8Array(32)))}`;
}

/** Stores a new refresh token of a family (a new family when none is given). */
async function storeRefreshToken(db: Db, managerId: string, now: Date, family?: { id: string; absolute: Date }) {
  const token = newRefreshToken();
  const absolute = family?.absolute ?? new Date(now.getTime() + REFRESH_ABSOLUTE_MS);
  const sliding = new Date(Math.min(now.getTime() + REFRESH_SLIDING_MS, absolute.getTime()));
  const familyId = family?.id ?? newId();
  const tokenHash = await hashToken(token);
  const insert = db.insert(refreshTokens).values({
    managerId,
    familyId,
    tokenHash,
    expiresAt: sliding,
    absoluteExpiresAt: absolute,
    createdAt: now,
  });
  return { token, tokenHash, familyId, insert };
}

export type SessionTokens = { accessToken: string; refreshToken: string; sessionId: string };

/** A fresh session (new refresh family) for a manager who proved their password. */
export async function startSession(db: Db, secret: string, manager: TokenManager, now: Date): Promise<SessionTokens> {
  const { token, familyId, insert } = await storeRefreshToken(db, manager.id, now);
  await insert;
  const accessToken = await signAccessToken(secret, manager, familyId, now);
  return { accessToken, refreshToken: token, sessionId: familyId };
}

/**
 * A refresh token presented again within this long after its first use is taken for a
 * concurrent request of the same client (two tabs, a page and its data request renewing at
 * once), not for theft: it is refused ("superseded", 401) but its session is left alone and
 * nothing is audited. It gets no tokens of its own: the client already received the
 * successor from the first use and retries with it, while a thief replaying the token in
 * those seconds gets nothing. Later reuse still revokes the session and is audited.
 */
export const REUSE_GRACE_MS = 30_000;

export type RotateResult =
  | { ok: true; tokens: SessionTokens; manager: TokenManager }
  | {
      ok: false;
      reason: "unknown" | "expired" | "revoked" | "disabled" | "reused" | "superseded";
      managerId?: string;
      username?: string;
    };

/**
 * Exchanges a refresh token for a new access token and a new refresh token of the same
 * family. The old token is marked used in one conditional update, so of two concurrent
 * uses only one wins; the other is "superseded" (see REUSE_GRACE_MS), and a use after the
 * grace window counts as reuse and revokes the family.
 */
export async function rotateRefreshToken(db: Db, secret: string, token: string, now: Date): Promise<RotateResult> {
  if (!REFRESH_TOKEN_PATTERN.test(token)) return { ok: false, reason: "unknown" };
  const tokenHash = await hashToken(token);
  const row = await db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      absoluteExpiresAt: refreshTokens.absoluteExpiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
      managerId: managers.id,
      username: managers.username,
      scope: managers.scope,
      disabled: managers.disabled,
    })
    .from(refreshTokens)
    .innerJoin(managers, eq(managers.id, refreshTokens.managerId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .get();
  if (!row) return { ok: false, reason: "unknown" };
  const who = { managerId: row.managerId, username: row.username };
  if (row.revokedAt) return { ok: false, reason: "revoked", ...who };
  if (row.usedAt) return spentTokenUsed(db, row.familyId, row.usedAt, now, who);
  if (row.disabled) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: "disabled", ...who };
  }
  if (row.expiresAt <= now || row.absoluteExpiresAt <= now) return { ok: false, reason: "expired", ...who };

  const manager: TokenManager = { id: row.managerId, username: row.username, scope: row.scope };
  const next = await storeRefreshToken(db, row.managerId, now, { id: row.familyId, absolute: row.absoluteExpiresAt });
  const [claimed] = await db.batch([
    db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id }),
    next.insert,
  ]);
  if (claimed.length === 0) {
    // Another request used (or revoked) it between our read and our write: our successor
    // goes, and the token is judged as it stands now.
    await db.delete(refreshTokens).where(eq(refreshTokens.tokenHash, next.tokenHash));
    const after = await db
      .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, row.id))
      .get();
    if (!after?.usedAt || after.revokedAt) return { ok: false, reason: "revoked", ...who };
    return spentTokenUsed(db, row.familyId, after.usedAt, now, who);
  }
  const accessToken = await signAccessToken(secret, manager, row.familyId, now);
  return { ok: true, manager, tokens: { accessToken, refreshToken: next.token, sessionId: row.familyId } };
}

/** A spent refresh token presented again: within the grace window refused quietly, else reuse. */
async function spentTokenUsed(
  db: Db,
  familyId: string,
  usedAt: Date,
  now: Date,
  who: { managerId: string; username: string },
): Promise<RotateResult> {
  if (now.getTime() - usedAt.getTime() < REUSE_GRACE_MS) return { ok: false, reason: "superseded", ...who };
  await revokeFamily(db, familyId, now);
  return { ok: false, reason: "reused", ...who };
}

/** Revokes every token of one session (logout, reuse). */
export function revokeFamily(db: Db, familyId: string, now: Date) {
  return db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every session of a manager (password change, disabling, scope change). */
export function revokeManagerSessions(db: Db, managerId: string, now: Date) {
  return db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.managerId, managerId), isNull(refreshTokens.revokedAt)));
}

/** The session a refresh token belongs to and its manager, if known (logout by refresh token). */
export async function familyOfRefreshToken(db: Db, token: string) {
  if (!REFRESH_TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .select({ familyId: refreshTokens.familyId, username: managers.username })
    .from(refreshTokens)
    .innerJoin(managers, eq(managers.id, refreshTokens.managerId))
    .where(eq(refreshTokens.tokenHash, await hashToken(token)))
    .get();
  return row ?? null;
}

/** Tokens older than their absolute limit are of no use; a periodic job may call this. */
export function purgeExpiredRefreshTokens(db: Db, now: Date) {
  return db.delete(refreshTokens).where(sql`${refreshTokens.absoluteExpiresAt} <= ${now.getTime()}`);
}
