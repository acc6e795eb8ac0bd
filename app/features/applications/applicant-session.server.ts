import { SignJWT } from "jose";
import { z } from "zod";
import { SITE_COOKIES } from "../../lib/cookies";
import { verifySiteToken } from "../../lib/jwt.server";
import { keyed } from "../identity/identity-keys.server";

/*
 * The applicant's proof between requests, after the identity verification has been claimed
 * (a claim happens once): a short-lived JWT in an HttpOnly cookie, signed with JWT_SECRET
 * (HS256 pinned, audience "applicant", so it is never a console token and a console token is
 * never this). It names the application and its round and is bound to the person by a keyed
 * hash of the personKey (never the identity itself, nor the personKey: docs/identity.md):
 * the person may reach their own applications, nobody else's.
 */

// SameSite=Lax: the cookie rides on the top-level GET back from the identity provider, never
// on another site's POST. No Max-Age: it also ends with the browser.
const COOKIE = SITE_COOKIES.applicant;
export const APPLICANT_COOKIE = COOKIE.name;
/** Idle lifetime; every page and write of the journey renews it. */
export const SESSION_TTL_S = 30 * 60;

const ALG = "HS256";
const ISSUER = "haneul-rental";
const AUDIENCE = "applicant";

export type ApplicantSession = { applicationId: string; roundId: string; binding: string };

const claims = z.object({
  typ: z.literal("applicant"),
  sub: z.string().min(1),
  rid: z.string().min(1),
  pkb: z.string().regex(/^[0-9a-f]{64}$/),
});

/** The keyed hash of a personKey that a session carries. */
export function personBinding(secret: string, personKey: string): Promise<string> {
  return keyed(secret, "applicant-session", personKey);
}

export async function sessionCookie(
  secret: string,
  target: { applicationId: string; roundId: string; personKey: string },
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({
    typ: "applicant",
    rid: target.roundId,
    pkb: await personBinding(secret, target.personKey),
  })
    .setProtectedHeader({ alg: ALG, typ: "JWT" })
    .setSubject(target.applicationId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_TTL_S)
    .sign(new TextEncoder().encode(secret));
  return COOKIE.set(token);
}

/** The request's session, or null when it has none, or an expired, forged or foreign one. */
export async function readSession(
  secrets: readonly string[],
  request: Request,
  now: Date,
): Promise<ApplicantSession | null> {
  const token = COOKIE.read(request);
  if (!token) return null;
  try {
    const { payload } = await verifySiteToken(token, secrets, { audience: AUDIENCE, now });
    const parsed = claims.safeParse(payload);
    return parsed.success
      ? { applicationId: parsed.data.sub, roundId: parsed.data.rid, binding: parsed.data.pkb }
      : null;
  } catch {
    return null;
  }
}
