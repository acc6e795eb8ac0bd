import { SITE_COOKIES } from "../../lib/cookies";
import { auditStatement, recordAudit } from "../audit/audit.server";
import { bearerToken, type SessionContext } from "../auth/session.server";
import { REFRESH_TOKEN_PATTERN } from "../auth/tokens.server";
import {
  type Member,
  type MemberRotation,
  type MemberTokens,
  memberFamilyOf,
  memberFromAccessToken,
  revokeMemberFamily,
  rotateMemberToken,
} from "./member-tokens.server";

/**
 * The member's browser session: two cookies like the console's (docs/product.md §10), with
 * the same attributes and prefix (app/lib/cookies.ts). Their own names: a console cookie is
 * never read as a member's, nor the other way round.
 */
const { memberAccess, memberRefresh } = SITE_COOKIES;
export const MEMBER_ACCESS_COOKIE = memberAccess.name;
export const MEMBER_REFRESH_COOKIE = memberRefresh.name;

export function memberCookies(tokens: Pick<MemberTokens, "accessToken" | "refreshToken">): string[] {
  return [memberAccess.set(tokens.accessToken), memberRefresh.set(tokens.refreshToken)];
}

export function clearedMemberCookies(): string[] {
  return [memberAccess.clear(), memberRefresh.clear()];
}

function cookieValues(request: Request) {
  return { access: memberAccess.read(request), refresh: memberRefresh.read(request) };
}

/** The audit log names a member by record id only: a username may be personal data. */
export const memberActor = (memberId: string) => `member:${memberId}`;

async function rotate(ctx: SessionContext, token: string): Promise<MemberRotation> {
  const result = await rotateMemberToken(ctx.db, ctx.secret, token, ctx.now);
  if (!result.ok && result.reason === "reused" && result.memberId) {
    await recordAudit(ctx.db, { actor: memberActor(result.memberId), action: "auth.token_reuse" }, ctx.origin);
  }
  return result;
}

export type MemberSession = { member: Member | null; via: "bearer" | "cookie" | null; setCookies: string[] };

/**
 * Who is asking: a member's bearer access token, else the access cookie, else the refresh
 * cookie rotated transparently. Without member cookies nothing is read from D1, so anonymous
 * pages cost nothing more.
 */
export async function resolveMemberSession(ctx: SessionContext, request: Request): Promise<MemberSession> {
  const bearer = bearerToken(request);
  if (bearer) {
    const checked = await memberFromAccessToken(ctx.db, ctx.secrets, bearer, ctx.now);
    return { member: checked.ok ? checked.member : null, via: "bearer", setCookies: [] };
  }
  const { access, refresh } = cookieValues(request);
  if (access) {
    const checked = await memberFromAccessToken(ctx.db, ctx.secrets, access, ctx.now);
    if (checked.ok) return { member: checked.member, via: "cookie", setCookies: [] };
  }
  if (!refresh) return { member: null, via: null, setCookies: access ? clearedMemberCookies() : [] };
  const rotated = await rotate(ctx, refresh);
  if (!rotated.ok) {
    // Superseded: a parallel request renewed the session and set its cookies; keep them.
    return { member: null, via: null, setCookies: rotated.reason === "superseded" ? [] : clearedMemberCookies() };
  }
  return { member: rotated.member, via: "cookie", setCookies: memberCookies(rotated.tokens) };
}

/** Refresh for API clients: the presented refresh token is spent, the successor returned. */
export const refreshMemberSession = rotate;

/** Ends one session (by its refresh token or the member's access token) and audits it. */
export async function logoutMember(
  ctx: SessionContext,
  who: { member: Member | null; refreshToken?: string | null },
): Promise<void> {
  const byToken =
    who.refreshToken && REFRESH_TOKEN_PATTERN.test(who.refreshToken)
      ? await memberFamilyOf(ctx.db, who.refreshToken)
      : null;
  const family = byToken?.familyId ?? who.member?.sessionId;
  const memberId = byToken?.memberId ?? who.member?.memberId;
  if (!family || !memberId) return;
  await ctx.db.batch([
    revokeMemberFamily(ctx.db, family, ctx.now),
    auditStatement(
      ctx.db,
      { actor: memberActor(memberId), action: "auth.logout", detail: { session: family } },
      ctx.origin,
    ),
  ]);
}

/** The member cookies of a request, for logout. */
export const memberCookieValues = cookieValues;
