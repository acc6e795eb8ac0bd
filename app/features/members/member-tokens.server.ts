import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { errors as joseErrors, SignJWT } from "jose";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { memberRefreshTokens, members } from "../../../db/schema";
import { JWT_ALG, JWT_ISSUER, verifySiteToken } from "../../lib/jwt.server";
import {
  ACCESS_TTL_S,
  hashToken,
  newRefreshToken,
  REFRESH_ABSOLUTE_MS,
  REFRESH_SLIDING_MS,
  REFRESH_TOKEN_PATTERN,
  REUSE_GRACE_MS,
} from "../auth/tokens.server";

/**
 * Member tokens: the console's machinery (docs/console-auth.md) with their own audience and
 * table. The access JWT is HS256 with audience "member" and carries no scope, so the console
 * (which pins audience "console") refuses it and a console token never passes here. Refresh
 * tokens are hashed, rotated on use, sliding 12 hours, absolute 7 days; reuse after the grace
 * window revokes the whole session.
 */
export const MEMBER_AUDIENCE = "member";

const key = (secret: string) => new TextEncoder().encode(secret);

export type Member = { memberId: string; username: string; sessionId: string };

export async function signMemberAccessToken(secret: string, member: Member, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: "member", username: member.username, sid: member.sessionId })
    .setProtectedHeader({ alg: JWT_ALG, typ: "JWT" })
    .setSubject(member.memberId)
    .setIssuer(JWT_ISSUER)
    .setAudience(MEMBER_AUDIENCE)
    .setJti(newId())
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TTL_S)
    .sign(key(secret));
}

const claims = z.object({
  typ: z.literal("member"),
  sub: z.string().min(1),
  sid: z.string().min(1),
  username: z.string(),
});

export type MemberCheck = { ok: true; member: Member } | { ok: false; reason: "invalid" | "expired" };

/** Signature, algorithm, audience and expiry, then the session still standing in D1. */
export async function memberFromAccessToken(
  db: Db,
  secrets: readonly string[],
  token: string,
  now: Date,
): Promise<MemberCheck> {
  let member: Member;
  try {
    const { payload } = await verifySiteToken(token, secrets, { audience: MEMBER_AUDIENCE, now, claims: ["jti"] });
    const parsed = claims.safeParse(payload);
    if (!parsed.success) return { ok: false, reason: "invalid" };
    member = { memberId: parsed.data.sub, username: parsed.data.username, sessionId: parsed.data.sid };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? "expired" : "invalid" };
  }
  const row = await db
    .select({ id: memberRefreshTokens.id })
    .from(memberRefreshTokens)
    .where(
      and(
        eq(memberRefreshTokens.familyId, member.sessionId),
        eq(memberRefreshTokens.memberId, member.memberId),
        isNull(memberRefreshTokens.revokedAt),
        gt(memberRefreshTokens.absoluteExpiresAt, now),
      ),
    )
    .get();
  return row ? { ok: true, member } : { ok: false, reason: "invalid" };
}

async function refreshRow(db: Db, memberId: string, now: Date, family?: { id: string; absolute: Date }) {
  const token = newRefreshToken();
  const absolute = family?.absolute ?? new Date(now.getTime() + REFRESH_ABSOLUTE_MS);
  const familyId = family?.id ?? newId();
  const tokenHash = await hashToken(token);
  const insert = db.insert(memberRefreshTokens).values({
    memberId,
    familyId,
    tokenHash,
    expiresAt: new Date(Math.min(now.getTime() + REFRESH_SLIDING_MS, absolute.getTime())),
    absoluteExpiresAt: absolute,
    createdAt: now,
  });
  return { token, tokenHash, familyId, insert };
}

export type MemberTokens = { accessToken: string; refreshToken: string; sessionId: string };

/** A new session for a member who proved their password; `insert` goes in the caller's batch. */
export async function newMemberSession(db: Db, secret: string, who: { id: string; username: string }, now: Date) {
  const row = await refreshRow(db, who.id, now);
  const accessToken = await signMemberAccessToken(
    secret,
    { memberId: who.id, username: who.username, sessionId: row.familyId },
    now,
  );
  return { tokens: { accessToken, refreshToken: row.token, sessionId: row.familyId }, insert: row.insert };
}

export type MemberRotation =
  | { ok: true; tokens: MemberTokens; member: Member }
  | { ok: false; reason: "unknown" | "expired" | "revoked" | "reused" | "superseded"; memberId?: string };

/** One conditional update spends the token: of two concurrent uses one wins (console-auth.md). */
export async function rotateMemberToken(db: Db, secret: string, token: string, now: Date): Promise<MemberRotation> {
  if (!REFRESH_TOKEN_PATTERN.test(token)) return { ok: false, reason: "unknown" };
  const tokenHash = await hashToken(token);
  const row = await db
    .select({ token: memberRefreshTokens, username: members.username })
    .from(memberRefreshTokens)
    .innerJoin(members, eq(members.id, memberRefreshTokens.memberId))
    .where(eq(memberRefreshTokens.tokenHash, tokenHash))
    .get();
  if (!row) return { ok: false, reason: "unknown" };
  const { familyId, memberId } = row.token;
  const spent = async (usedAt: Date): Promise<MemberRotation> => {
    if (now.getTime() - usedAt.getTime() < REUSE_GRACE_MS) return { ok: false, reason: "superseded", memberId };
    await revokeMemberFamily(db, familyId, now);
    return { ok: false, reason: "reused", memberId };
  };
  if (row.token.revokedAt) return { ok: false, reason: "revoked", memberId };
  if (row.token.usedAt) return spent(row.token.usedAt);
  if (row.token.expiresAt <= now || row.token.absoluteExpiresAt <= now)
    return { ok: false, reason: "expired", memberId };
  const next = await refreshRow(db, memberId, now, { id: familyId, absolute: row.token.absoluteExpiresAt });
  const [claimed] = await db.batch([
    db
      .update(memberRefreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(memberRefreshTokens.id, row.token.id),
          isNull(memberRefreshTokens.usedAt),
          isNull(memberRefreshTokens.revokedAt),
        ),
      )
      .returning({ id: memberRefreshTokens.id }),
    next.insert,
  ]);
  if (claimed.length === 0) {
    // Another request spent it between our read and our write: our successor goes.
    await db.delete(memberRefreshTokens).where(eq(memberRefreshTokens.tokenHash, next.tokenHash));
    return spent(now);
  }
  const member = { memberId, username: row.username, sessionId: familyId };
  const accessToken = await signMemberAccessToken(secret, member, now);
  return { ok: true, member, tokens: { accessToken, refreshToken: next.token, sessionId: familyId } };
}

export function revokeMemberFamily(db: Db, familyId: string, now: Date) {
  return db
    .update(memberRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(memberRefreshTokens.familyId, familyId), isNull(memberRefreshTokens.revokedAt)));
}

/** Every session of a member (a new password, set through recovery or changed on its page). */
export function revokeMemberSessions(db: Db, memberId: string, now: Date) {
  return db
    .update(memberRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(memberRefreshTokens.memberId, memberId), isNull(memberRefreshTokens.revokedAt)));
}

/** The session a refresh token names (logout by refresh cookie). */
export async function memberFamilyOf(db: Db, token: string) {
  if (!REFRESH_TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .select({ familyId: memberRefreshTokens.familyId, memberId: memberRefreshTokens.memberId })
    .from(memberRefreshTokens)
    .where(eq(memberRefreshTokens.tokenHash, await hashToken(token)))
    .get();
  return row ?? null;
}

/** Sessions past their absolute limit are of no use; the daily job drops them. */
export function purgeExpiredMemberTokens(db: Db, now: Date) {
  return db.delete(memberRefreshTokens).where(lte(memberRefreshTokens.absoluteExpiresAt, now));
}
