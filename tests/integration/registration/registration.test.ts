import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registrationTerms, submitRegistration } from "../../../app/features/registration/registration.server";
import { createDb } from "../../../db/client";
import { outbox, rateLimits, registrations, termVersions } from "../../../db/schema";
import { seedTestDb } from "../../support/integration";

const db = createDb(env.DB);
const now = new Date("2026-03-02T01:00:00Z");
const context = { now, lang: "ko" as const, ip: "203.0.113.7" };

const valid = {
  name: "김하늘",
  phone: "01012345678",
  birth: "19950301",
  email: "sky@example.com",
  qualificationType: "YOUTH_TYPE",
};

function form(fields: Record<string, string>, lists: { terms?: string[]; unitTypes?: string[] } = {}) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const t of lists.terms ?? ["privacy"]) data.append("terms", t);
  for (const u of lists.unitTypes ?? ["36A"]) data.append("unitTypes", u);
  return data;
}

async function counts() {
  return {
    registrations: (await db.select().from(registrations)).length,
    outbox: (await db.select().from(outbox)).length,
  };
}

describe("interest registration", () => {
  beforeAll(async () => {
    await seedTestDb(now);
    // The privacy policy is at version 2 by now; the form must record that.
    await db.insert(termVersions).values({
      termId: "seed-term-privacy",
      version: 2,
      body: "개정 v2",
      effectiveAt: new Date(now.getTime() - 1000),
    });
  });
  beforeEach(async () => {
    await db.delete(registrations);
    await db.delete(outbox);
    await db.delete(rateLimits);
  });

  it("offers the privacy policy (required) and the marketing consent (optional) in their versions in force", async () => {
    const terms = await registrationTerms(db, now);
    expect(terms.map((t) => [t.code, t.version, t.required])).toEqual([
      ["privacy", 2, true],
      ["marketing", 1, false],
    ]);
  });

  it("stores a registration with the agreed terms' versions and time, and queues an SMS without personal data", async () => {
    const result = await submitRegistration(
      db,
      form(valid, { terms: ["privacy", "marketing"], unitTypes: ["39A", "18A"] }),
      context,
    );
    expect(result).toEqual({ ok: true });
    const [row] = await db.select().from(registrations);
    expect(row).toMatchObject({
      name: "김하늘",
      phone: "01012345678",
      birth: "19950301",
      email: "sky@example.com",
      qualificationType: "YOUTH_TYPE",
      unitTypes: ["18A", "39A"],
    });
    expect(row?.terms).toEqual([
      { code: "privacy", version: 2, agreedAt: now.toISOString() },
      { code: "marketing", version: 1, agreedAt: now.toISOString() },
    ]);
    const [message] = await db.select().from(outbox);
    expect(message).toMatchObject({ channel: "SMS", to: "01012345678", status: "PENDING" });
    expect(message?.body).toContain("관심고객 등록이 완료되었습니다");
    for (const personal of ["김하늘", "19950301", "sky@example.com", "01012345678"]) {
      expect(message?.body).not.toContain(personal);
    }
  });

  it("a second registration with the same phone answers the same, supersedes the first and keeps it as history", async () => {
    const first = await submitRegistration(db, form(valid), context);
    const later = { ...context, now: new Date(now.getTime() + 60_000) };
    const second = await submitRegistration(
      db,
      form({ ...valid, name: "김바다", qualificationType: "MARRIED_TYPE" }, { terms: ["privacy"], unitTypes: ["18B"] }),
      later,
    );
    // Nothing in the answer tells that the number was registered before.
    expect(second).toEqual(first);
    const rows = await db
      .select()
      .from(registrations)
      .where(eq(registrations.phone, "01012345678"))
      .orderBy(registrations.createdAt);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ name: "김하늘", supersededAt: later.now });
    expect(rows[1]).toMatchObject({
      name: "김바다",
      qualificationType: "MARRIED_TYPE",
      unitTypes: ["18B"],
      supersededAt: null,
    });
    expect(rows[1]?.terms).toEqual([{ code: "privacy", version: 2, agreedAt: later.now.toISOString() }]);
    // The confirmation is the same text both times.
    const messages = await db.select().from(outbox);
    expect(new Set(messages.map((m) => m.body)).size).toBe(1);
  });

  it("keeps one current registration per phone in the database itself", async () => {
    await submitRegistration(db, form(valid), context);
    const row = await db.select().from(registrations).get();
    if (!row) throw new Error("the registration was not stored");
    await expect(db.insert(registrations).values({ ...row, id: "duplicate-current" })).rejects.toThrow();
  });

  it("answers each field rule with its exact message, keeps the values, and writes nothing", async () => {
    const cases: [Record<string, string>, { terms?: string[]; unitTypes?: string[] }, Record<string, string>][] = [
      [{ ...valid, name: "김" }, {}, { name: "이름을 입력해주세요" }],
      [{ ...valid, name: "  " }, {}, { name: "이름을 입력해주세요" }],
      [{ ...valid, phone: "010-1234-5678" }, {}, { phone: "연락처를 입력해주세요" }],
      [{ ...valid, phone: "010123456" }, {}, { phone: "연락처를 입력해주세요" }],
      [{ ...valid, phone: "010123456789" }, {}, { phone: "연락처를 입력해주세요" }],
      [{ ...valid, birth: "1995031" }, {}, { birth: "생년월일(YYYYMMDD)을 입력해주세요." }],
      [{ ...valid, birth: "19950230" }, {}, { birth: "생년월일(YYYYMMDD)을 입력해주세요." }],
      [{ ...valid, birth: "1995-3-1" }, {}, { birth: "생년월일(YYYYMMDD)을 입력해주세요." }],
      [{ ...valid, email: "sky@" }, {}, { email: "이메일을 입력해주세요" }],
      [{ ...valid, qualificationType: "OTHER" }, {}, { qualificationType: "자격 유형을 선택해주세요" }],
      [{ ...valid }, { terms: [] }, { "terms.privacy": "필수 약관에 동의해주세요" }],
      [{ ...valid }, { terms: ["marketing"] }, { "terms.privacy": "필수 약관에 동의해주세요" }],
      [{ ...valid }, { terms: ["privacy", "application"] }, { terms: "약관 항목을 확인해주세요" }],
      [{ ...valid }, { unitTypes: [] }, { unitTypes: "희망 주택형을 하나 이상 선택해주세요" }],
      [{ ...valid }, { unitTypes: ["99Z"] }, { unitTypes: "희망 주택형을 하나 이상 선택해주세요" }],
    ];
    for (const [fields, lists, errors] of cases) {
      const result = await submitRegistration(db, form(fields, lists), context);
      expect(result.ok, JSON.stringify(fields)).toBe(false);
      if (!result.ok) {
        expect(result.errors).toEqual(errors);
        expect(result.values).toMatchObject(fields);
      }
    }
    expect(await counts()).toEqual({ registrations: 0, outbox: 0 });
  });

  it("reports every missing field at once", async () => {
    const result = await submitRegistration(db, new FormData(), context);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        "terms.privacy": "필수 약관에 동의해주세요",
        name: "이름을 입력해주세요",
        phone: "연락처를 입력해주세요",
        birth: "생년월일(YYYYMMDD)을 입력해주세요.",
        email: "이메일을 입력해주세요",
        qualificationType: "자격 유형을 선택해주세요",
        unitTypes: "희망 주택형을 하나 이상 선택해주세요",
      });
    }
    expect(await counts()).toEqual({ registrations: 0, outbox: 0 });
  });

  it("writes the SMS in the visitor's language", async () => {
    await submitRegistration(db, form(valid), { ...context, lang: "en" });
    const [message] = await db.select().from(outbox);
    expect(message?.body).toContain("Your registration of interest is complete");
  });

  describe("rate limits", () => {
    const phone = (n: number) => `0101234${String(n).padStart(4, "0")}`;

    it("takes 5 registrations per phone an hour, then answers 429 at the phone field and writes nothing", async () => {
      for (let i = 0; i < 5; i++) {
        const at = new Date(now.getTime() + i * 60_000);
        expect((await submitRegistration(db, form(valid), { ...context, now: at })).ok).toBe(true);
      }
      const before = await counts();
      const sixth = await submitRegistration(db, form(valid), {
        ...context,
        now: new Date(now.getTime() + 10 * 60_000),
      });
      expect(sixth).toMatchObject({
        ok: false,
        status: 429,
        errors: { phone: "같은 연락처로 너무 자주 신청했습니다. 1시간 후 다시 시도해주세요." },
      });
      expect(await counts()).toEqual(before);
      // Another client cannot use the same phone either; after the hour it works again.
      expect((await submitRegistration(db, form(valid), { ...context, ip: "198.51.100.1" })).ok).toBe(false);
      const later = new Date(now.getTime() + 61 * 60_000);
      expect((await submitRegistration(db, form(valid), { ...context, now: later })).ok).toBe(true);
    });

    it("takes 20 registrations per client address an hour, then answers 429 for the whole form", async () => {
      for (let i = 0; i < 20; i++) {
        expect((await submitRegistration(db, form({ ...valid, phone: phone(i) }), context)).ok).toBe(true);
      }
      const over = await submitRegistration(db, form({ ...valid, phone: phone(99) }), context);
      expect(over).toMatchObject({
        ok: false,
        status: 429,
        errors: { _: "신청이 너무 많습니다. 1시간 후 다시 시도해주세요." },
      });
      expect((await counts()).registrations).toBe(20);
      // Another address is not affected.
      expect(
        (await submitRegistration(db, form({ ...valid, phone: phone(99) }), { ...context, ip: "198.51.100.1" })).ok,
      ).toBe(true);
    });

    it("counts IPv6 clients by their /64: new addresses of one network share its limit", async () => {
      for (let i = 0; i < 20; i++) {
        const ip = `2001:db8:77:1::${(i + 1).toString(16)}`;
        expect((await submitRegistration(db, form({ ...valid, phone: phone(i) }), { ...context, ip })).ok).toBe(true);
      }
      const fresh = { ...context, ip: "2001:db8:77:1:ffff:aaaa:bbbb:cccc" };
      expect(await submitRegistration(db, form({ ...valid, phone: phone(99) }), fresh)).toMatchObject({
        ok: false,
        status: 429,
      });
      // The next /64 is another client.
      const next = { ...context, ip: "2001:db8:77:2::1" };
      expect((await submitRegistration(db, form({ ...valid, phone: phone(99) }), next)).ok).toBe(true);
    });

    it("does not count invalid submissions", async () => {
      for (let i = 0; i < 25; i++) await submitRegistration(db, form({ ...valid, name: "" }), context);
      expect((await submitRegistration(db, form(valid), context)).ok).toBe(true);
    });
  });
});
