import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "../../../app/features/auth/tokens.server";
import { claimVerification } from "../../../app/features/identity/verification-claim.server";
import { DomainError } from "../../../app/lib/domain-error";
import { createDb } from "../../../db/client";
import { newId } from "../../../db/columns";
import { identityVerifications } from "../../../db/schema";
import { createRequestScope } from "../../../worker/request-scope";
import { claimByApi } from "../../support/identity";

const db = createDb(env.DB);
const T0 = new Date("2026-05-10T03:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINE = "M".repeat(43);
const THEIRS = "T".repeat(43);
const cookie = (value: string) => `__Host-identity=${value}`;
const NOT_FOUND = { message: "본인인증 정보를 찾을 수 없습니다. 처음부터 다시 인증해주세요." };

type Row = typeof identityVerifications.$inferInsert;

/** A verification as the flow leaves it: verified at T0 by the browser holding MINE, unless overridden. */
async function verification(overrides: Partial<Row> = {}): Promise<string> {
  const id = newId();
  await db.insert(identityVerifications).values({
    id,
    orderId: newId(),
    provider: "sandbox",
    status: "VERIFIED",
    purpose: "application",
    returnPath: "/form/application",
    bindingHash: await hashToken(MINE),
    name: "김하늘",
    birth: "19950301",
    phone: "01012345678",
    gender: "FEMALE",
    personKey: "p".repeat(64),
    siteKey: "s".repeat(64),
    verifiedAt: T0,
    expiresAt: at(15 * 60_000),
    createdAt: at(-60_000),
    updatedAt: T0,
    ...overrides,
  });
  return id;
}

describe("claiming a verified identity (GET /api/v1/cert/:id and claimVerification)", () => {
  beforeEach(async () => {
    await db.delete(identityVerifications);
  });

  it("answers the browser that started it, once, without the keyed hashes", async () => {
    const id = await verification();
    const first = await claimByApi(id, cookie(MINE), at(60_000));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      name: "김하늘",
      phone: "01012345678",
      birth: "19950301",
      gender: "FEMALE",
      verifiedAt: T0.toISOString(),
    });
    const second = await claimByApi(id, cookie(MINE), at(61_000));
    expect(second).toMatchObject({ status: 404, body: NOT_FOUND });
  });

  it("answers 404 in one shape whatever the reason, and a refused claim spends nothing", async () => {
    const mine = await verification();
    const reasons: [string, string | null, Date, string][] = [
      ["another browser", cookie(THEIRS), at(60_000), mine],
      ["no cookie", null, at(60_000), mine],
      ["a malformed cookie", "__Host-identity=short", at(60_000), mine],
      ["10 minutes after verification", cookie(MINE), at(10 * 60_000), mine],
      ["another purpose", cookie(MINE), at(60_000), `${mine}?purpose=inquiry`],
      ["a malformed id", cookie(MINE), at(60_000), "not-an-id"],
      ["an unknown id", cookie(MINE), at(60_000), newId()],
      ["a pending one", cookie(MINE), at(60_000), await verification({ status: "PENDING", verifiedAt: null })],
      ["a failed one", cookie(MINE), at(60_000), await verification({ status: "FAILED", failureCode: "refused" })],
    ];
    for (const [reason, sent, now, target] of reasons) {
      const [path, query] = target.split("?");
      const answer = await claimByApi(path ?? "", sent, now, query ? `?${query}` : "");
      expect(answer.status, reason).toBe(404);
      expect(answer.body, reason).toEqual(NOT_FOUND);
    }
    // None of those spent it: the right browser, in time and for its purpose, still gets it.
    const claimed = await claimByApi(mine, cookie(MINE), at(10 * 60_000 - 1), "?purpose=application");
    expect(claimed.status).toBe(200);
  });

  it("says so in the visitor's language", async () => {
    const res = await claimByApi(newId(), cookie(MINE), T0, "?lng=en");
    expect(res.body).toEqual({
      message: "We cannot find this identity verification. Please verify again from the start.",
    });
  });

  it("refuses an unknown purpose with 400 and field errors, spending nothing", async () => {
    const id = await verification();
    const bad = await claimByApi(id, cookie(MINE), at(60_000), "?purpose=shopping");
    expect(bad).toMatchObject({
      status: 400,
      body: { message: "입력값을 확인해주세요", errors: { purpose: "본인인증 목적을 확인할 수 없습니다" } },
    });
    expect((await claimByApi(id, cookie(MINE), at(60_000))).status).toBe(200);
  });

  it("hands out an identity once even to simultaneous claims", async () => {
    const id = await verification();
    const answers = await Promise.all([1, 2, 3].map(() => claimByApi(id, cookie(MINE), at(60_000))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404]);
  });

  it("gives loaders the person key and site key with the identity, for the server only", async () => {
    const id = await verification({ purpose: "inquiry" });
    const request = new Request(`http://localhost/application/inquiry?verification=${id}`, {
      headers: { cookie: cookie(MINE), "x-test-now": at(60_000).toISOString() },
    });
    const scope = createRequestScope(request, env, { waitUntil: () => {} });
    await expect(claimVerification(scope, request, id, "application")).rejects.toMatchObject({
      status: 404,
      code: "identity.notFound",
    });
    const claimed = await claimVerification(scope, request, id, "inquiry");
    expect(claimed).toEqual({
      verificationId: id,
      purpose: "inquiry",
      name: "김하늘",
      phone: "01012345678",
      birth: "19950301",
      gender: "FEMALE",
      personKey: "p".repeat(64),
      siteKey: "s".repeat(64),
      verifiedAt: T0,
    });
    await expect(claimVerification(scope, request, id, "inquiry")).rejects.toBeInstanceOf(DomainError);
  });
});
