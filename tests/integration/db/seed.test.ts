import { env } from "cloudflare:test";
import { count, eq, getTableName, type Table } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUDIT_RETENTION_MS } from "../../../app/features/audit/audit.server";
import { verifyPassword } from "../../../app/features/auth/password.server";
import { RETENTION_MS as VERIFICATION_RETENTION_MS } from "../../../app/features/identity/verification-store.server";
import {
  OUTBOX_CONTENT_RETENTION_MS,
  REGISTRATION_RETENTION_MS,
} from "../../../app/features/maintenance/retention.server";
import { windowState } from "../../../app/features/schedules/application-window";
import { SCOPES } from "../../../app/lib/enums";
import { identityHmacKey } from "../../../app/lib/env";
import { createDb } from "../../../db/client";
import * as s from "../../../db/schema";
import { LOCAL_DEFAULTS, SeedRefused, seed } from "../../../db/seed";

const db = createDb(env.DB);
const now = new Date("2026-06-01T03:00:00Z");
const options = {
  local: true,
  developerUsername: "developer",
  iterations: 1000,
  now,
  identityKey: identityHmacKey(undefined),
};

const SEEDED_TABLES: Table[] = [
  s.rounds,
  s.managers,
  s.notices,
  s.faqCategories,
  s.faqs,
  s.downloads,
  s.downloadFiles,
  s.questions,
  s.terms,
  s.termVersions,
  s.popups,
  s.banners,
  s.settings,
  s.boards,
  s.posts,
  s.comments,
];

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of SEEDED_TABLES) {
    const [row] = await db.select({ n: count() }).from(table);
    out[getTableName(table)] = row?.n ?? -1;
  }
  return out;
}

async function r2Keys(): Promise<string[]> {
  return (await env.FILES.list()).objects.map((o) => o.key);
}

// Runs in order in one file: storage is shared between the tests of a file.
describe("seed()", () => {
  it("refuses a non-local database without any of the three seed passwords and writes nothing", async () => {
    const before = await counts();
    await expect(seed(db, env.FILES, { ...options, local: false })).rejects.toBeInstanceOf(SeedRefused);
    await expect(seed(db, env.FILES, { ...options, local: false, developerPassword: "Only!dev123" })).rejects.toThrow(
      "SEED_MANAGER_PASSWORD",
    );
    // The sub-password too: the README's local default must never guard a real database.
    const withoutSub = { ...options, local: false, developerPassword: "Only!dev123", managerPassword: "Only!mgr123" };
    await expect(seed(db, env.FILES, withoutSub)).rejects.toThrow("SEED_SUB_PASSWORD");
    expect(await counts()).toEqual(before);
    expect(Object.values(before).every((n) => n === 0)).toBe(true);
    expect(await r2Keys()).toEqual([]);
  });

  it("fills every seeded table", async () => {
    expect(await seed(db, env.FILES, options)).toBe("seeded");
    const after = await counts();
    for (const [table, n] of Object.entries(after)) expect(n, table).toBeGreaterThan(0);
  });

  it("seeds one open round and one closed round relative to now", async () => {
    const rounds = await db.select().from(s.rounds).orderBy(s.rounds.round);
    expect(rounds.map((r) => [r.round, windowState(r, now)])).toEqual([
      [1, "closed"],
      [2, "open"],
    ]);
    expect(rounds.every((r) => r.messageDead && r.messageDead2 && r.messageBeforeOpen && r.messageStop)).toBe(true);
  });

  it("seeds 30+ notices, FAQs in several categories and the three terms with versions", async () => {
    const [notices] = await db.select({ n: count() }).from(s.notices);
    expect(notices?.n).toBeGreaterThanOrEqual(30);
    const faqs = await db.select().from(s.faqs);
    expect(new Set(faqs.map((f) => f.categoryId)).size).toBeGreaterThanOrEqual(3);
    const terms = await db.select().from(s.terms).orderBy(s.terms.code);
    expect(terms.map((t) => t.code)).toEqual(["application", "marketing", "privacy"]);
    for (const term of terms) {
      const versions = await db.select().from(s.termVersions).where(eq(s.termVersions.termId, term.id));
      expect(versions.length, term.code).toBeGreaterThanOrEqual(1);
      expect(versions[0]?.body.length).toBeGreaterThan(20);
    }
    expect(await db.select().from(s.popups)).toHaveLength(2);
  });

  it("seeds a privacy policy that states the retention periods the daily job applies", async () => {
    const [version] = await db
      .select({ body: s.termVersions.body })
      .from(s.termVersions)
      .where(eq(s.termVersions.termId, "seed-term-privacy"));
    const body = version?.body ?? "";
    const days = (ms: number) => ms / 86_400_000;
    expect(days(REGISTRATION_RETENTION_MS)).toBe(365);
    expect(body).toMatch(/관심고객 등록 정보: .*접수 마감 후 1년, 그런 차수가 없었으면 등록 후 1년/);
    expect(body).toContain(`받는 사람과 내용은 발송(또는 최종 실패) 후 ${days(OUTBOX_CONTENT_RETENTION_MS)}일`);
    expect(body).toContain(`관리자 접속·처리 기록: ${days(AUDIT_RETENTION_MS) / 365}년`);
    // Identity verifications go the first night after they are a day old (docs/identity.md).
    const hours = VERIFICATION_RETENTION_MS / 3_600_000;
    expect(body).toContain(
      `본인인증 정보: 인증 요청 후 ${hours}시간이 지난 뒤 처음 파기할 때까지 (최대 ${hours * 2}시간)`,
    );
  });

  it("seeds downloads whose files are real PDFs in R2", async () => {
    const files = await db.select().from(s.downloadFiles);
    expect(files.length).toBeGreaterThanOrEqual(1);
    for (const file of files) {
      const object = await env.FILES.get(file.r2Key);
      expect(object, file.r2Key).not.toBeNull();
      if (!object) continue;
      expect(object.httpMetadata?.contentType).toBe("application/pdf");
      const bytes = new Uint8Array(await object.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      expect(bytes.byteLength).toBe(file.size);
    }
  });

  it("seeds the home hero's slides with the site's illustrations and their English and Chinese words", async () => {
    const slides = await db.select().from(s.banners).orderBy(s.banners.sortOrder);
    expect(slides.map((b) => [b.code, b.illustration, Object.keys(b.translations).sort()])).toEqual([
      ["main", "station", ["cn", "en"]],
      ["main", "community", ["cn", "en"]],
      ["main", "support", ["cn", "en"]],
    ]);
    expect(slides.every((b) => b.id.startsWith("seed-") && b.imageAlt && b.linkUrl?.startsWith("/"))).toBe(true);
  });

  it("seeds answered and unanswered questions", async () => {
    const questions = await db.select().from(s.questions);
    const answered = questions.filter((q) => q.answered);
    const open = questions.filter((q) => !q.answered);
    expect(answered.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    expect(answered.every((q) => q.answer && q.answeredAt)).toBe(true);
    expect(open.every((q) => q.answer === null)).toBe(true);
  });

  it("seeds the developer with every scope and a manager with only some, passwords verifying", async () => {
    const managers = await db.select().from(s.managers).orderBy(s.managers.username);
    const developer = managers.find((m) => m.username === "developer");
    const manager = managers.find((m) => m.username === "manager");
    expect(developer?.scope.slice().sort()).toEqual([...SCOPES].sort());
    expect(manager?.scope).toContain("console");
    expect(manager?.scope.length).toBeLessThan(SCOPES.length);
    if (!developer || !manager) return;
    expect(await verifyPassword(LOCAL_DEFAULTS.developerPassword, developer.passwordHash)).toBe(true);
    expect(await verifyPassword(LOCAL_DEFAULTS.managerPassword, manager.passwordHash)).toBe(true);
    expect(await verifyPassword(LOCAL_DEFAULTS.subPassword, developer.subPasswordHash)).toBe(true);
    expect(await verifyPassword(LOCAL_DEFAULTS.managerPassword, developer.passwordHash)).toBe(false);
    expect(developer.passwordHash).not.toContain(LOCAL_DEFAULTS.developerPassword);
  });

  it("changes nothing when run again", async () => {
    const before = await counts();
    const keys = await r2Keys();
    const developer = await db.select().from(s.managers).where(eq(s.managers.username, "developer")).get();
    expect(await seed(db, env.FILES, { ...options, developerPassword: "Other!pass1" })).toBe("skipped");
    expect(await counts()).toEqual(before);
    expect(await r2Keys()).toEqual(keys);
    const again = await db.select().from(s.managers).where(eq(s.managers.username, "developer")).get();
    expect(again?.passwordHash).toBe(developer?.passwordHash);
  });
});
