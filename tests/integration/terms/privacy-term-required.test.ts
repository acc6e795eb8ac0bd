import { count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { submitRegistration } from "../../../app/features/registration/registration.server";
import { loader as joinLoader } from "../../../app/routes/site/member/join";
import { loader as registrationLoader } from "../../../app/routes/site/registration";
import { members, registrations, terms, termVersions } from "../../../db/schema";
import { db, NOW, ORIGIN } from "../../support/applicant";
import { contextFor, seedTestDb } from "../../support/integration";
import { Visitor } from "../../support/member";

const REGISTRATION_CLOSED = "관심고객 등록 준비 중입니다. 개인정보 수집·이용 동의 약관이 게시되면 등록할 수 있습니다.";
const JOIN_CLOSED = "회원가입 준비 중입니다. 개인정보 수집·이용 동의 약관이 게시되면 가입할 수 있습니다.";

/** A page's loader, called as React Router calls it, with the worker's context. */
async function load(loader: unknown, path: string) {
  const request = new Request(`${ORIGIN}${path}`, { headers: { "x-test-now": NOW.toISOString() } });
  const call = loader as (args: { request: Request; context: unknown; params: object }) => Promise<unknown>;
  return call({ request, context: contextFor(request), params: {} });
}

const rowsOf = async (table: typeof registrations | typeof members) =>
  (await db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe("forms that collect personal data without the privacy term in force", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
    // A database where the privacy term exists but no version of it was ever published.
    const privacy = await db.select({ id: terms.id }).from(terms).where(eq(terms.code, "privacy")).get();
    await db.delete(termVersions).where(inArray(termVersions.termId, [privacy?.id ?? ""]));
  });

  it("shows the registration and join pages closed with the reason, without their forms", async () => {
    expect(await load(registrationLoader, "/form/registration")).toMatchObject({
      init: { status: 503 },
      data: { closed: REGISTRATION_CLOSED },
    });
    // Not even the identity verification that joining starts with.
    expect(await load(joinLoader, "/member/join")).toMatchObject({
      init: { status: 503 },
      data: { step: "closed", problem: JOIN_CLOSED },
    });
  });

  it("refuses an interest registration with 503 and the reason, and stores nothing", async () => {
    const before = await rowsOf(registrations);
    const data = new FormData();
    for (const [k, v] of Object.entries({
      name: "김하늘",
      phone: "01012345678",
      birth: "19950301",
      email: "sky@example.com",
      qualificationType: "YOUTH_TYPE",
      unitTypes: "36A",
    })) {
      data.append(k, v);
    }
    const result = await submitRegistration(db, data, { now: NOW, lang: "ko", ip: "203.0.113.9" });
    expect(result).toMatchObject({ ok: false, status: 503, errors: { _: REGISTRATION_CLOSED } });
    expect(await rowsOf(registrations)).toBe(before);
  });

  it("refuses joining through the API with 503 and the reason, and creates no account", async () => {
    const before = await rowsOf(members);
    const v = new Visitor({ personId: "privacy-missing-1" });
    const res = await v.join({ username: "noconsent1", terms: ["marketing"] });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(JOIN_CLOSED);
    expect(await rowsOf(members)).toBe(before);
  });
});
