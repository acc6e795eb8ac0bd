import { env } from "cloudflare:test";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runDailyMaintenance } from "../../../app/features/maintenance/daily.server";
import { createDb } from "../../../db/client";
import { newId } from "../../../db/columns";
import {
  applicationDocuments,
  applications,
  auditLog,
  identityVerifications,
  loginAttempts,
  outbox,
  rateLimits,
  refreshTokens,
  registrations,
  rounds,
} from "../../../db/schema";
import { createManager } from "../../support/console";

const DAY = 86_400_000;

describe("the daily maintenance job", () => {
  it("removes expired audit rows, dead refresh tokens and idle login counters, and keeps the rest", async () => {
    const db = createDb(env.DB);
    const now = new Date("2026-11-22T18:00:00Z");
    const managerId = await createManager(env, { username: "maint", scope: ["console"] });
    await db.insert(auditLog).values([
      { actor: "old", action: "record.update", at: new Date(now.getTime() - 800 * DAY) },
      { actor: "young", action: "record.update", at: new Date(now.getTime() - 10 * DAY) },
    ]);
    const token = (hash: string, absoluteDays: number) => ({
      managerId,
      familyId: hash,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + absoluteDays * DAY),
      absoluteExpiresAt: new Date(now.getTime() + absoluteDays * DAY),
    });
    await db.insert(refreshTokens).values([token("dead", -1), token("alive", 3)]);
    await db.insert(loginAttempts).values([
      { key: "user:idle", failures: 2, windowStartedAt: new Date(now.getTime() - 2 * DAY) },
      { key: "user:recent", failures: 2, windowStartedAt: new Date(now.getTime() - 60_000) },
      {
        key: "user:locked",
        failures: 5,
        windowStartedAt: new Date(now.getTime() - 2 * DAY),
        lockedUntil: new Date(now.getTime() + 60_000),
      },
    ]);

    await db.insert(rateLimits).values([
      { key: "board-write:idle", count: 4, windowStartedAt: new Date(now.getTime() - 2 * DAY) },
      { key: "board-write:recent", count: 4, windowStartedAt: new Date(now.getTime() - 60 * 60_000) },
    ]);

    const result = await runDailyMaintenance(db, env.FILES, now);

    expect(result).toMatchObject({ auditRows: 1, refreshTokens: 1, loginAttempts: 1, rateLimits: 1, verifications: 0 });
    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(["board-write:recent"]);
    expect((await db.select().from(refreshTokens)).map((r) => r.tokenHash)).toEqual(["alive"]);
    expect((await db.select().from(loginAttempts)).map((r) => r.key).sort()).toEqual(["user:locked", "user:recent"]);
    const actors = (await db.select().from(auditLog)).map((r) => r.actor);
    expect(actors).toContain("young");
    expect(actors).not.toContain("old");
  });
});

describe("retention of personal data (docs/product.md §16)", () => {
  const db = createDb(env.DB);
  const now = new Date("2027-06-01T18:00:00Z");
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const person = { birth: "19950301", email: "p@example.com", qualificationType: "YOUTH_TYPE" as const };
  const registration = (name: string, phone: string, at: Date) => ({
    ...person,
    name,
    phone,
    unitTypes: ["36A" as const],
    terms: [],
    createdAt: at,
    updatedAt: at,
  });
  const round = (n: number, createdDaysAgo: number, closedDaysAgo: number) => ({
    round: n,
    title: `${n}차`,
    openAt: ago(createdDaysAgo - 1),
    deadAt: ago(closedDaysAgo),
    createdAt: ago(createdDaysAgo),
  });

  it("purges interest registrations a year after the last round they were for closed, or a year after registering", async () => {
    await db.delete(registrations);
    await db.delete(rounds);
    await db.insert(rounds).values([round(1, 800, 500), round(2, 300, 200), round(3, 10, -20)]);
    await db.insert(registrations).values([
      // Round 1 was announced and still open: closed 500 days ago, so a year has passed.
      registration("during1", "01000000001", ago(700)),
      // No round announced and still to close: a year after registering.
      registration("between", "01000000002", ago(400)),
      // Round 2 was open: it closed 200 days ago, so kept for now.
      registration("during2", "01000000003", ago(250)),
      registration("recent", "01000000004", ago(100)),
      registration("during3", "01000000005", ago(5)),
    ]);
    const result = await runDailyMaintenance(db, env.FILES, now);
    expect(result.registrations).toBe(2);
    const kept = (await db.select().from(registrations)).map((r) => r.name).sort();
    expect(kept).toEqual(["during2", "during3", "recent"]);
    // Round 2 closed a year ago the day it passes: then its registration goes too.
    expect((await runDailyMaintenance(db, env.FILES, new Date(ago(200).getTime() + 366 * DAY))).registrations).toBe(1);
    // The purge is recorded, without personal data.
    const records = await db.select().from(auditLog).where(eq(auditLog.targetType, "registration"));
    expect(records.map((r) => [r.actor, r.action, r.detail?.count])).toEqual([
      ["system", "record.delete", 2],
      ["system", "record.delete", 1],
    ]);
    expect(records[0]?.id).toMatch(/^[0-9a-f]{32}$/);
    expect(records[0]?.detail).toEqual({ reason: "retention", before: expect.any(String), count: 2 });
    // A run with nothing to purge records nothing.
    expect((await runDailyMaintenance(db, env.FILES, new Date(ago(200).getTime() + 367 * DAY))).registrations).toBe(0);
    expect(await db.select().from(auditLog).where(eq(auditLog.targetType, "registration"))).toHaveLength(2);
  });

  it("blanks outbox recipients and texts 30 days after delivery or final failure, keeping the delivery record", async () => {
    await db.delete(outbox);
    const message = (id: string, fields: Partial<typeof outbox.$inferInsert>) => ({
      id,
      channel: "SMS" as const,
      to: "01012345678",
      subject: "안내",
      body: "김하늘님, 서류를 보완해주세요.",
      status: "SENT" as const,
      attempts: 1,
      ...fields,
    });
    await db.insert(outbox).values([
      message("sent-old", { createdAt: ago(31), sentAt: ago(31) }),
      message("sent-recent", { createdAt: ago(29), sentAt: ago(29) }),
      message("failed-old", { status: "FAILED", attempts: 5, createdAt: ago(41), failedAt: ago(40) }),
      message("failed-recent", { status: "FAILED", attempts: 5, createdAt: ago(41), failedAt: ago(20) }),
      message("pending", { status: "PENDING", attempts: 0, createdAt: ago(1) }),
      message("kakao-old", {
        channel: "KAKAO",
        kind: "status.FIX_REQUESTED",
        variables: { receipt: "H2-TEST-0001", url: "https://example.org/x", deadline: "2027-06-01" },
        status: "UNDELIVERABLE",
        createdAt: ago(35),
        failedAt: ago(35),
      }),
      message("kakao-recent", { channel: "KAKAO", status: "UNDELIVERABLE", createdAt: ago(5), failedAt: ago(5) }),
    ]);
    const result = await runDailyMaintenance(db, env.FILES, now);
    expect(result.outboxRedacted).toBe(3);
    const rows = new Map((await db.select().from(outbox)).map((r) => [r.id, r]));
    for (const id of ["sent-old", "failed-old", "kakao-old"]) {
      const row = rows.get(id);
      expect(row).toMatchObject({ to: "", subject: "", body: "", variables: null, redactedAt: now });
      expect(row?.createdAt).toBeInstanceOf(Date);
    }
    expect(rows.get("sent-old")).toMatchObject({ channel: "SMS", status: "SENT", attempts: 1, sentAt: ago(31) });
    expect(rows.get("failed-old")).toMatchObject({ status: "FAILED", failedAt: ago(40) });
    expect(rows.get("kakao-old")).toMatchObject({ channel: "KAKAO", status: "UNDELIVERABLE", failedAt: ago(35) });
    for (const id of ["sent-recent", "failed-recent", "pending", "kakao-recent"]) {
      expect(rows.get(id)).toMatchObject({ to: "01012345678", redactedAt: null });
    }
    expect(JSON.stringify(await db.select().from(auditLog))).not.toContain("01012345678");
    expect((await runDailyMaintenance(db, env.FILES, now)).outboxRedacted).toBe(0);
  });
});

describe("identity verifications in the daily job (docs/identity.md)", () => {
  it("go once begun more than 24 hours ago, with the rest of the retention", async () => {
    const db = createDb(env.DB);
    const now = new Date("2027-06-02T18:00:00Z");
    const begun = (id: string, hoursAgo: number) => {
      const at = new Date(now.getTime() - hoursAgo * 3_600_000);
      return {
        id,
        orderId: newId(),
        provider: "sandbox" as const,
        status: "VERIFIED" as const,
        purpose: "application" as const,
        returnPath: "/form/application",
        bindingHash: "b",
        name: "김하늘",
        phone: "01012345678",
        birth: "19950301",
        personKey: `p-${id}`,
        siteKey: `s-${id}`,
        expiresAt: at,
        createdAt: at,
        updatedAt: at,
      };
    };
    await db.insert(identityVerifications).values([begun("day-old", 25), begun("fresh", 23)]);
    expect((await runDailyMaintenance(db, env.FILES, now)).verifications).toBe(1);
    expect((await db.select().from(identityVerifications)).map((r) => r.id)).toEqual(["fresh"]);
  });

  it("purges applications with their files five years after their round's deadline, and keeps younger ones", async () => {
    const db = createDb(env.DB);
    const now = new Date("2031-06-20T00:00:00Z");
    const deadline = (iso: string) => ({ openAt: new Date("2026-05-01T00:00:00Z"), deadAt: new Date(iso) });
    const [old, young] = await db
      .insert(rounds)
      .values([
        { round: 81, title: "오래된 차수", ...deadline("2026-06-19T08:00:00Z") },
        { round: 82, title: "최근 차수", ...deadline("2026-06-21T08:00:00Z") },
      ])
      .returning();
    const application = (roundId: string, personKey: string, status: "SUBMITTED" | "DRAFT") => ({
      roundId,
      personKey,
      status,
      terms: [],
      name: "김하늘",
      phone: "01012345678",
      birth: "19950301",
    });
    const [gone, , kept] = await db
      .insert(applications)
      .values([
        application(old?.id ?? "", "purge-1", "SUBMITTED"),
        application(old?.id ?? "", "purge-2", "DRAFT"),
        application(young?.id ?? "", "purge-3", "SUBMITTED"),
      ])
      .returning();
    const document = (applicationId: string, key: string) => ({
      applicationId,
      name: "idCard",
      kind: "idCard",
      r2Key: key,
      originalName: "id.pdf",
      contentType: "application/pdf",
      size: 4,
    });
    await db
      .insert(applicationDocuments)
      .values([document(gone?.id ?? "", "purge/old.pdf"), document(kept?.id ?? "", "purge/young.pdf")]);
    await env.FILES.put("purge/old.pdf", "%PDF");
    await env.FILES.put("purge/young.pdf", "%PDF");

    expect((await runDailyMaintenance(db, env.FILES, now)).applications).toBe(2);
    const left = await db
      .select({ id: applications.id })
      .from(applications)
      .where(like(applications.personKey, "purge-%"));
    expect(left.map((a) => a.id)).toEqual([kept?.id]);
    expect(
      await db
        .select()
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, gone?.id ?? "")),
    ).toEqual([]);
    expect(await env.FILES.head("purge/old.pdf")).toBeNull();
    expect(await env.FILES.head("purge/young.pdf")).not.toBeNull();
    // The audit row tells how many, never whose.
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "application"), eq(auditLog.action, "record.delete")));
    expect(audit?.detail).toMatchObject({ reason: "retention", count: 2 });
    expect(JSON.stringify(audit)).not.toMatch(/김하늘|01012345678|purge-/);
    // A day later the younger round's application has gone too.
    expect((await runDailyMaintenance(db, env.FILES, new Date("2031-06-22T00:00:00Z"))).applications).toBe(1);
    expect(await env.FILES.head("purge/young.pdf")).toBeNull();
  });

  it("purges drafts never submitted with all their files 30 days after their round closed, and no submitted one", async () => {
    const db = createDb(env.DB);
    const now = new Date("2027-09-01T00:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
    const [closed, recent] = await db
      .insert(rounds)
      .values([
        { round: 91, title: "31일 전 마감", openAt: daysAgo(60), deadAt: daysAgo(31) },
        { round: 92, title: "29일 전 마감", openAt: daysAgo(60), deadAt: daysAgo(29) },
      ])
      .returning();
    const application = (roundId: string, personKey: string, status: "SUBMITTED" | "DRAFT", touched: number) => ({
      roundId,
      personKey,
      status,
      terms: [],
      name: "김하늘",
      phone: "01012345678",
      birth: "19950301",
      createdAt: daysAgo(45),
      updatedAt: daysAgo(touched),
    });
    const [abandoned, submitted, keyedIn, young] = await db
      .insert(applications)
      .values([
        application(closed?.id ?? "", "draft-1", "DRAFT", 40),
        application(closed?.id ?? "", "draft-2", "SUBMITTED", 40),
        // A paper form a manager is still keying in after the deadline.
        application(closed?.id ?? "", "draft-3", "DRAFT", 2),
        application(recent?.id ?? "", "draft-4", "DRAFT", 40),
      ])
      .returning();
    const ids = [abandoned, submitted, keyedIn, young].map((a) => a?.id ?? "");
    for (const id of ids) {
      const key = `applications/${id}/file`;
      await db.insert(applicationDocuments).values({
        applicationId: id,
        name: "idCard",
        kind: "idCard",
        r2Key: key,
        originalName: "id.pdf",
        contentType: "application/pdf",
        size: 4,
      });
      await env.FILES.put(key, "%PDF");
    }
    // An object no row names (an upload cut off before its row was written) goes with its draft.
    await env.FILES.put(`applications/${abandoned?.id}/stray`, "%PDF");
    const objectsOf = async (id: string) =>
      (await env.FILES.list({ prefix: `applications/${id}/` })).objects.map((o) => o.key);

    expect((await runDailyMaintenance(db, env.FILES, now)).drafts).toBe(1);
    const left = await db
      .select({ id: applications.id })
      .from(applications)
      .where(like(applications.personKey, "draft-%"));
    expect(left.map((a) => a.id).sort()).toEqual(ids.slice(1).sort());
    expect(
      await db
        .select()
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, abandoned?.id ?? "")),
    ).toEqual([]);
    expect(await objectsOf(abandoned?.id ?? "")).toEqual([]);
    for (const id of ids.slice(1)) expect(await objectsOf(id)).toEqual([`applications/${id}/file`]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "application"), like(auditLog.detail, '%"drafts":true%')));
    expect(audit.map((a) => a.detail)).toEqual([
      { reason: "retention", drafts: true, before: daysAgo(30).toISOString(), count: 1 },
    ]);
    // Two days on, the other round's draft has passed its 30 days too; the submitted one stays.
    expect((await runDailyMaintenance(db, env.FILES, new Date(now.getTime() + 2 * DAY))).drafts).toBe(1);
    expect(await objectsOf(young?.id ?? "")).toEqual([]);
    expect(await objectsOf(submitted?.id ?? "")).toHaveLength(1);
  });
});
