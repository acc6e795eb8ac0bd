import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { paperIdentityKey } from "../../../app/features/applications/paper-claim.server";
import { hashToken } from "../../../app/features/auth/tokens.server";
import { ANSWER_COOKIE } from "../../../app/features/identity/binding.server";
import { keyed } from "../../../app/features/identity/identity-keys.server";
import type { IdentityProvider, ProviderIdentity } from "../../../app/features/identity/provider";
import { completeVerification } from "../../../app/features/identity/verification-flow.server";
import { newId } from "../../../db/columns";
import { applications, identityVerifications, members, questions } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { createRequestScope } from "../../../worker/request-scope";
import { db, NOW, ORIGIN } from "../../support/applicant";
import { accessTokenFor, bearer, createManager } from "../../support/console";
import { seedTestDb } from "../../support/integration";

/*
 * Rotating JWT_SECRET and IDENTITY_HMAC_KEY: the old value moves to *_PREVIOUS for a while.
 * Three configurations of one deployment: before, during and after the rotation.
 */
const OLD_JWT = "jwt-secret-before-the-rotation-0123456789";
const NEW_JWT = "jwt-secret-after-the-rotation-9876543210ab";
const OLD_ID = "identity-key-before-the-rotation-01234567";
const NEW_ID = "identity-key-after-the-rotation-76543210ab";
const before = { ...env, JWT_SECRET: OLD_JWT, IDENTITY_HMAC_KEY: OLD_ID };
const during = {
  ...env,
  JWT_SECRET: NEW_JWT,
  JWT_SECRET_PREVIOUS: OLD_JWT,
  IDENTITY_HMAC_KEY: NEW_ID,
  IDENTITY_HMAC_KEY_PREVIOUS: OLD_ID,
};
const after = { ...env, JWT_SECRET: NEW_JWT, IDENTITY_HMAC_KEY: NEW_ID };

describe("rotating JWT_SECRET with JWT_SECRET_PREVIOUS", () => {
  beforeAll(async () => {
    await createManager(env, { username: "rotation-manager", scope: ["console"] });
  });

  const me = (config: object, token: string) => api.request("/api/console/me", { headers: bearer(token) }, config);

  it("keeps a console token signed before the rotation valid, and signs new ones with the new secret", async () => {
    const old = await accessTokenFor(before, "rotation-manager");
    expect((await me(during, old)).status).toBe(200);
    // Without the previous secret the old token no longer verifies: the rotation is what kept it.
    expect((await me(after, old)).status).toBe(401);
    const fresh = await accessTokenFor(during, "rotation-manager");
    expect((await me(after, fresh)).status).toBe(200);
    expect((await me(before, fresh)).status).toBe(401);
  });

  it("still refuses a token signed with any other secret", async () => {
    const foreign = await accessTokenFor(
      { ...env, JWT_SECRET: "some-other-secret-that-nobody-configured" },
      "rotation-manager",
    );
    expect((await me(during, foreign)).status).toBe(401);
  });
});

describe("rotating IDENTITY_HMAC_KEY with IDENTITY_HMAC_KEY_PREVIOUS", () => {
  const person: ProviderIdentity = {
    name: "정회전",
    birth: "19930405",
    phone: "01077778888",
    gender: "MALE",
    ci: "ci-of-the-rotation-person",
    di: "di-of-the-rotation-person",
  };
  /** The provider's answer for a person (the outside world behind the adapter). */
  const providerOf = (who: ProviderIdentity): IdentityProvider => ({
    name: "sandbox",
    formOrigins: [],
    answerOrigins: [],
    start: async () => ({ action: "/", method: "post", fields: {} }),
    finish: async () => ({ ok: true, identity: who }),
  });

  /** A browser of the person verifies (for an application) and starts one, under `config`. */
  async function verifyAndStart(config: object, who: ProviderIdentity = person) {
    const provider = providerOf(who);
    const binding = newId().padEnd(43, "x");
    const id = newId();
    const orderId = newId();
    await db.insert(identityVerifications).values({
      id,
      orderId,
      provider: "sandbox",
      purpose: "application",
      returnPath: "/form/application",
      bindingHash: await hashToken(binding),
      expiresAt: new Date(NOW.getTime() + 15 * 60_000),
      createdAt: NOW,
      updatedAt: NOW,
    });
    // The provider's answer, posted from the browser that started the verification.
    const request = new Request(`${ORIGIN}/common/kcp/cert/response`, {
      headers: { "x-test-now": NOW.toISOString(), cookie: `${ANSWER_COOKIE}=${binding}` },
    });
    const scope = createRequestScope(request, config, { waitUntil: () => {} });
    expect(await completeVerification(scope, request, { ordr_idxx: orderId, res_cd: "0000" }, provider)).toEqual({
      kind: "done",
      id,
      to: `/form/application?verification=${id}`,
    });
    const res = await api.request(
      "/api/v1/application",
      {
        method: "POST",
        headers: {
          cookie: `__Host-identity=${binding}`,
          origin: ORIGIN,
          "x-test-now": NOW.toISOString(),
          "content-type": "application/json",
        },
        body: JSON.stringify({ verificationId: id, terms: ["privacy", "application"] }),
      },
      config,
    );
    return { status: res.status, body: (await res.json()) as { id: string } };
  }

  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("finds a person who applied under the previous key as the same person: one application, their account and questions re-keyed", async () => {
    const first = await verifyAndStart(before);
    expect(first.status).toBe(201);
    const oldKey = await keyed(OLD_ID, "ci", person.ci);
    const newKey = await keyed(NEW_ID, "ci", person.ci);
    // Made before the rotation: a member account and a question asked as that member.
    await db.insert(members).values({
      id: "rotation-member",
      username: "rotation1",
      passwordHash: "x",
      personKey: oldKey,
      name: person.name,
      phone: person.phone,
      birth: person.birth,
      email: "rotation@example.com",
      terms: [],
    });
    await db.insert(questions).values({
      id: "rotation-question",
      title: "회전 문의",
      body: "본문",
      authorName: person.name,
      passwordHash: "x",
      personKey: oldKey,
    });

    const again = await verifyAndStart(during);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const mine = await db.select().from(applications).where(eq(applications.personKey, newKey));
    expect(mine.map((r) => r.id)).toEqual([first.body.id]);
    expect(await db.select().from(applications).where(eq(applications.personKey, oldKey))).toEqual([]);
    const member = await db.select().from(members).where(eq(members.id, "rotation-member")).get();
    expect(member?.personKey).toBe(newKey);
    const question = await db.select().from(questions).where(eq(questions.id, "rotation-question")).get();
    expect(question?.personKey).toBe(newKey);

    // Once re-keyed, the person is found under the new key alone.
    const later = await verifyAndStart(after);
    expect(later).toMatchObject({ status: 200, body: { id: first.body.id } });
  });

  it("finds a paper application keyed in before the rotation by the verified name, birth date and phone, and re-keys it", async () => {
    const paperPerson: ProviderIdentity = {
      name: "한종이",
      birth: "19910203",
      phone: "01066665555",
      gender: "FEMALE",
      ci: "ci-of-the-paper-person",
      di: "di-of-the-paper-person",
    };
    const id = newId();
    await db.insert(applications).values({
      id,
      roundId: "seed-round-2",
      personKey: await keyed(OLD_ID, "paper", `${paperPerson.name}|${paperPerson.birth}`),
      paperIdentity: await paperIdentityKey(OLD_ID, paperPerson),
      channel: "PAPER",
      terms: [],
      name: paperPerson.name,
      phone: paperPerson.phone,
      birth: paperPerson.birth,
      status: "SUBMITTED",
      version: 1,
      receiptNo: "H2-ROTA-PAPR",
    });
    const claimed = await verifyAndStart(during, paperPerson);
    // The start finds the claimed paper application: "already applied", no second, online one in the round.
    expect(claimed.status).toBe(409);
    const row = await db.select().from(applications).where(eq(applications.id, id)).get();
    expect(row?.personKey).toBe(await keyed(NEW_ID, "ci", paperPerson.ci));
    expect(row?.paperIdentity).toBe(await paperIdentityKey(NEW_ID, paperPerson));
    expect(await db.select().from(applications).where(eq(applications.roundId, "seed-round-2"))).toSatisfy(
      (rows: { name: string }[]) => rows.filter((r) => r.name === paperPerson.name).length === 1,
    );
  });
});
