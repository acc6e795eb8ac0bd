import { SignJWT } from "jose";
import { SITE_COOKIES } from "../../lib/cookies";
import { verifySiteToken } from "../../lib/jwt.server";

/**
 * What a right password check on a question grants: for GRANT_TTL_S, reading it (when
 * private), changing or deleting it without typing the password again. A JWT (HS256, pinned)
 * naming the question, signed with JWT_SECRET under its own audience, so it can never pass
 * for a console token nor open another question. The API hands it over as `grant` and takes
 * it back in the `x-question-grant` header; the pages keep it in an HttpOnly cookie.
 */
const GRANT_COOKIE = SITE_COOKIES.questionGrant;
/** As long as its cookie, which only the Q&A pages (/center/inquiry) receive. */
export const GRANT_TTL_S = GRANT_COOKIE.maxAge;
export const GRANT_HEADER = "x-question-grant";

const ALG = "HS256";
const ISSUER = "haneul-rental";
const AUDIENCE = "question";

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signGrant(secret: string, questionId: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: "question-grant" })
    .setProtectedHeader({ alg: ALG, typ: "JWT" })
    .setSubject(questionId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + GRANT_TTL_S)
    .sign(key(secret));
}

/** Whether the token is a live grant for this question, signed with any of `secrets`. */
export async function hasGrant(secrets: readonly string[], token: string | null, questionId: string, now: Date) {
  if (!token) return false;
  try {
    const { payload } = await verifySiteToken(token, secrets, { audience: AUDIENCE, subject: questionId, now });
    return payload.typ === "question-grant";
  } catch {
    return false;
  }
}

/** The grant a page request carries (its cookie). */
export function grantCookieOf(request: Request): string | null {
  return GRANT_COOKIE.read(request);
}

export function grantCookie(token: string): string {
  return GRANT_COOKIE.set(token);
}

export function clearedGrantCookie(): string {
  return GRANT_COOKIE.clear();
}
