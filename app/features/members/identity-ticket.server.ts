import { SignJWT } from "jose";
import { z } from "zod";
import type { RequestScope } from "../../lib/context";
import { SITE_COOKIES } from "../../lib/cookies";
import { DomainError } from "../../lib/domain-error";
import { verifySiteToken } from "../../lib/jwt.server";
import { bindingHashOf } from "../identity/binding.server";
import { type ClaimedIdentity, claimVerification, verifiedIdentity } from "../identity/verification-claim.server";
import { claimedRow } from "../identity/verification-store.server";

/*
 * Join and recovery verify the person first (POST /api/v1/users/certify, the recovery's first
 * step), then ask for more in a later request; a verification is claimed once. So the claim
 * leaves a ticket: a short-lived JWT (audience "member-identity", HS256 pinned) in an HttpOnly
 * cookie naming the claimed verification and what it was for. The identity itself stays in D1
 * (the verification row, kept a day): a later request reads it again, only from the browser
 * whose binding cookie started the verification, only while the ticket lasts. Nothing of the
 * person (neither personKey nor the name) travels in the ticket.
 */

export type TicketPurpose = "join" | "recovery";
const ticketCookie = SITE_COOKIES.memberIdentity;
/** How long after the claim the visitor may finish joining or set a new password. */
export const TICKET_TTL_S = 30 * 60;
const ALG = "HS256";
const ISSUER = "haneul-rental";
const AUDIENCE = "member-identity";

export const clearTicketCookie = ticketCookie.clear();

/** Claims the verification for `purpose` and answers the identity with the ticket's Set-Cookie. */
export async function issueTicket(
  scope: RequestScope,
  request: Request,
  verificationId: string,
  purpose: TicketPurpose,
): Promise<{ identity: ClaimedIdentity; setCookie: string }> {
  const identity = await claimVerification(scope, request, verificationId, purpose);
  const iat = Math.floor(scope.now().getTime() / 1000);
  const token = await new SignJWT({ typ: purpose })
    .setProtectedHeader({ alg: ALG, typ: "JWT" })
    .setSubject(identity.verificationId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TICKET_TTL_S)
    .sign(new TextEncoder().encode(scope.env.JWT_SECRET));
  return { identity, setCookie: ticketCookie.set(token) };
}

const ticketClaims = z.object({ typ: z.enum(["join", "recovery"]), sub: z.string().min(1) });

/**
 * The identity the request's ticket names, for `purpose`; otherwise DomainError 403
 * `member.identityRequired` (no ticket, expired, forged, for the other purpose, or from
 * another browser).
 */
export async function identityOfTicket(
  scope: RequestScope,
  request: Request,
  purpose: TicketPurpose,
): Promise<ClaimedIdentity> {
  const refused = new DomainError(403, "member.identityRequired");
  const token = ticketCookie.read(request);
  if (!token) throw refused;
  let verificationId: string;
  try {
    const { payload } = await verifySiteToken(token, scope.env.JWT_SECRETS, { audience: AUDIENCE, now: scope.now() });
    const parsed = ticketClaims.safeParse(payload);
    if (!parsed.success || parsed.data.typ !== purpose) throw refused;
    verificationId = parsed.data.sub;
  } catch {
    throw refused;
  }
  const bindingHash = await bindingHashOf(request);
  if (!bindingHash) throw refused;
  const since = new Date(scope.now().getTime() - TICKET_TTL_S * 1000);
  const row = await claimedRow(scope.db, { id: verificationId, bindingHash, purpose }, since);
  const identity = verifiedIdentity(row);
  if (!identity) throw refused;
  return identity;
}
