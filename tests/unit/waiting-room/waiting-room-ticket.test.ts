import { decodeJwt, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signTicket, ticketCookie, ticketKey, verifyTicket } from "../../../app/features/waiting-room/ticket.server";

const SECRET = "a-secret-of-at-least-thirty-two-characters-0001";
const OLD = "the-secret-before-the-rotation-of-32-chars-0002";
const NOW = new Date("2026-05-10T01:00:00Z");
const later = (s: number) => new Date(NOW.getTime() + s * 1000);

describe("the waiting room's arrival ticket", () => {
  it("carries the round and the arrival number only, and verifies for that round", async () => {
    const token = await signTicket(SECRET, { roundId: "round-a", seq: 41 }, NOW);
    expect(decodeJwt(token)).toMatchObject({ typ: "waiting", rid: "round-a", seq: 41, aud: "waiting-room" });
    expect(await verifyTicket([SECRET], token, "round-a", later(60))).toEqual({ roundId: "round-a", seq: 41 });
    expect(await verifyTicket([SECRET], token, "round-b", later(60))).toBeNull();
  });

  it("refuses a changed number, another key, the JWT secret itself as key, and an expired ticket", async () => {
    const token = await signTicket(SECRET, { roundId: "round-a", seq: 41 }, NOW);
    const [head, , sig] = token.split(".");
    const body = Buffer.from(JSON.stringify({ ...decodeJwt(token), seq: 0 })).toString("base64url");
    expect(await verifyTicket([SECRET], `${head}.${body}.${sig}`, "round-a", later(1))).toBeNull();
    expect(await verifyTicket(["another-secret-of-at-least-32-characters"], token, "round-a", later(1))).toBeNull();
    // Signed with the JWT secret as it is (as console and applicant tokens are): not a ticket.
    const raw = await new SignJWT({ typ: "waiting", rid: "round-a", seq: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setAudience("waiting-room")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyTicket([SECRET], raw, "round-a", NOW)).toBeNull();
    expect(await verifyTicket([SECRET], token, "round-a", later(25 * 3600))).toBeNull();
    expect(await verifyTicket([SECRET], "not.a.token", "round-a", NOW)).toBeNull();
  });

  it("still verifies a ticket signed before a rotation, with the previous secret", async () => {
    const token = await signTicket(OLD, { roundId: "round-a", seq: 7 }, NOW);
    expect(await verifyTicket([SECRET], token, "round-a", NOW)).toBeNull();
    expect(await verifyTicket([SECRET, OLD], token, "round-a", NOW)).toEqual({ roundId: "round-a", seq: 7 });
  });

  it("derives its key from the secret (not the secret's bytes) and sets a __Host- cookie", async () => {
    const key = await ticketKey(SECRET);
    expect(key).toHaveLength(32);
    expect(Buffer.from(key).toString()).not.toContain(SECRET.slice(0, 16));
    expect(ticketCookie("t.o.k")).toBe("__Host-waiting=t.o.k; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=86400");
  });
});
