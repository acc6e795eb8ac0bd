import { SignJWT } from "jose";
import { z } from "zod";
import { SITE_COOKIES } from "../../lib/cookies";
import { verifyWithAny } from "../../lib/jwt.server";

/*
 * The waiting room's arrival ticket: an HS256 JWT in an HttpOnly cookie naming the round and
 * the arrival's sequence number, nothing about the person. The room's Durable Object gives
 * the number (its arrival counter) and keys its queue and admitted set by it, so a refresh,
 * a second tab or a new connection keeps the place, a copy of the ticket shares that one
 * place (it never gets a new, earlier one), and a ticket that does not verify is no ticket:
 * its holder arrives anew, at the back. The key is derived from JWT_SECRET (its own purpose,
 * so a ticket is never a console or applicant token and neither of those is a ticket).
 */

const COOKIE = SITE_COOKIES.waitingTicket;
export const TICKET_COOKIE = COOKIE.name;
/** A ticket lasts as long as its cookie (a day); the queue forgets lapsed places sooner. */
export const TICKET_TTL_S = COOKIE.maxAge;

const ALG = "HS256";
const AUDIENCE = "waiting-room";
const encoder = new TextEncoder();

const claims = z.object({
  typ: z.literal("waiting"),
  rid: z.string().min(1).max(64),
  seq: z.number().int().min(0),
});

export type Ticket = { roundId: string; seq: number };

const keys = new Map<string, Promise<Uint8Array>>();

/** HMAC-SHA256(secret, "waiting-room ticket"): the ticket key, apart from the secret's other uses. */
export function ticketKey(secret: string): Promise<Uint8Array> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"])
      .then((k) => crypto.subtle.sign("HMAC", k, encoder.encode("waiting-room ticket")))
      .then((bytes) => new Uint8Array(bytes));
    keys.set(secret, key);
  }
  return key;
}

export async function signTicket(secret: string, ticket: Ticket, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: "waiting", rid: ticket.roundId, seq: ticket.seq })
    .setProtectedHeader({ alg: ALG, typ: "JWT" })
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TICKET_TTL_S)
    .sign(await ticketKey(secret));
}

export function ticketCookie(token: string): string {
  return COOKIE.set(token);
}

/**
 * The ticket a token holds for this round, or null: unsigned, signed with another key,
 * tampered with, expired, of another round or not a ticket at all. Tries each secret in
 * turn (the current one, then the previous one while it rotates).
 */
export async function verifyTicket(
  secrets: readonly string[],
  token: string,
  roundId: string,
  now: Date,
): Promise<Ticket | null> {
  try {
    const keys = await Promise.all(secrets.map(ticketKey));
    const { payload } = await verifyWithAny(token, keys, { algorithms: [ALG], audience: AUDIENCE, currentDate: now });
    const parsed = claims.safeParse(payload);
    if (!parsed.success || parsed.data.rid !== roundId) return null;
    return { roundId, seq: parsed.data.seq };
  } catch {
    return null;
  }
}

/** The request's ticket for this round (its cookie), or null. */
export function readTicket(secrets: readonly string[], request: Request, roundId: string, now: Date) {
  const token = COOKIE.read(request);
  return token ? verifyTicket(secrets, token, roundId, now) : Promise.resolve(null);
}
