import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import * as s from "../../../db/schema";
import { drawRecord } from "../../support/draw-fixtures";
import { insertApplication, insertRound } from "../../support/rounds";

const db = createDb(env.DB);
const at = (iso: string) => new Date(iso);

/** Every table written and read back here or in schema-applications.test.ts; a new table must be added. */
const COVERED = [
  "publishing_overrides",
  "rounds",
  "registrations",
  "identity_verifications",
  "applications",
  "application_documents",
  "application_status_history",
  "application_versions",
  "managers",
  "refresh_tokens",
  "login_attempts",
  "sub_password_grants",
  "members",
  "member_refresh_tokens",
  "notices",
  "notice_attachments",
  "faq_categories",
  "faqs",
  "downloads",
  "download_files",
  "questions",
  "terms",
  "term_versions",
  "popups",
  "banners",
  "settings",
  "boards",
  "posts",
  "comments",
  "audit_log",
  "outbox",
  "rate_limits",
  "competition_publications",
  "round_draws",
  "draw_entrants",
  "draw_results",
  "winner_checks",
  "after_draw_settings",
  "promotion_offers",
  "contract_slots",
  "contract_bookings",
  "round_units",
  "unit_draws",
  "unit_assignments",
];

describe("the migrated database", () => {
  it("has exactly the tables the schema tests cover", async () => {
    const rows = await env.DB.prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '\\_cf\\_%' escape '\\' and name != 'd1_migrations'",
    ).all<{ name: string }>();
    expect(rows.results.map((r) => r.name).sort()).toEqual([...COVERED].sort());
  });
});

describe("rounds, registrations and identity verifications", () => {
  it("round-trips a round with its defaults", async () => {
    await insertRound("round-a", 1);
    const row = await db.select().from(s.rounds).where(eq(s.rounds.id, "round-a")).get();
    expect(row).toMatchObject({
      round: 1,
      shows: true,
      stops: false,
      openAt: at("2026-03-02T01:00:00Z"),
      deadAt: at("2026-03-16T08:00:00Z"),
      messageBeforeOpen: "",
      messageDead: "",
      messageDead2: "",
      messageStop: "",
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
    await db.update(s.rounds).set({ shows: false, stops: true, messageStop: "중지" }).where(eq(s.rounds.id, "round-a"));
    const updated = await db.select().from(s.rounds).where(eq(s.rounds.id, "round-a")).get();
    expect(updated).toMatchObject({ shows: false, stops: true, messageStop: "중지" });
  });

  it("round-trips a registration with its JSON columns", async () => {
    const terms = [{ code: "privacy", version: 1, agreedAt: "2026-03-01T00:00:00.000Z" }];
    await db.insert(s.registrations).values({
      id: "reg-1",
      name: "이민",
      phone: "01099998888",
      birth: "19990101",
      email: "min@example.com",
      qualificationType: "YOUTH_TYPE",
      unitTypes: ["18A", "36C"],
      terms,
    });
    const row = await db.select().from(s.registrations).where(eq(s.registrations.id, "reg-1")).get();
    expect(row).toMatchObject({ qualificationType: "YOUTH_TYPE", unitTypes: ["18A", "36C"], terms });
  });

  it("round-trips an identity verification", async () => {
    await db.insert(s.identityVerifications).values({
      id: "ver-1",
      orderId: "order-1",
      provider: "sandbox",
      purpose: "application",
      gender: "FEMALE",
      expiresAt: at("2026-03-03T03:00:00Z"),
    });
    const row = await db.select().from(s.identityVerifications).where(eq(s.identityVerifications.id, "ver-1")).get();
    expect(row).toMatchObject({ provider: "sandbox", status: "PENDING", gender: "FEMALE", personKey: null });
    expect(row?.expiresAt).toEqual(at("2026-03-03T03:00:00Z"));
  });
});

describe("managers and login state", () => {
  it("round-trips a manager, a refresh token and a login attempt", async () => {
    await db.insert(s.managers).values({
      id: "mgr-1",
      username: "tester",
      passwordHash: "pbkdf2-sha256$1$a$b",
      subPasswordHash: "pbkdf2-sha256$1$c$d",
      scope: ["console", "centerFaqs"],
    });
    await db.insert(s.refreshTokens).values({
      id: "rt-1",
      managerId: "mgr-1",
      familyId: "fam-1",
      tokenHash: "hash-1",
      expiresAt: at("2026-03-10T00:00:00Z"),
      absoluteExpiresAt: at("2026-04-01T00:00:00Z"),
    });
    await db
      .insert(s.loginAttempts)
      .values({ key: "user:tester", failures: 2, windowStartedAt: at("2026-03-01T00:00:00Z") });

    const manager = await db.select().from(s.managers).where(eq(s.managers.id, "mgr-1")).get();
    expect(manager).toMatchObject({
      type: "MANAGER",
      scope: ["console", "centerFaqs"],
      disabled: false,
      lastLoginAt: null,
    });
    const token = await db.select().from(s.refreshTokens).where(eq(s.refreshTokens.id, "rt-1")).get();
    expect(token).toMatchObject({ familyId: "fam-1", usedAt: null, revokedAt: null });
    expect(token?.absoluteExpiresAt).toEqual(at("2026-04-01T00:00:00Z"));
    const attempt = await db.select().from(s.loginAttempts).where(eq(s.loginAttempts.key, "user:tester")).get();
    expect(attempt).toMatchObject({ failures: 2, lockedUntil: null });
    await db.insert(s.subPasswordGrants).values({
      sessionId: "fam-1",
      purpose: "applicationDocuments",
      managerId: "mgr-1",
      expiresAt: at("2026-03-01T00:10:00Z"),
    });
    const grant = await db.select().from(s.subPasswordGrants).where(eq(s.subPasswordGrants.sessionId, "fam-1")).get();
    expect(grant).toMatchObject({ managerId: "mgr-1", expiresAt: at("2026-03-01T00:10:00Z") });
    expect(grant?.createdAt).toBeInstanceOf(Date);
  });
});

describe("members", () => {
  it("round-trips a member and a session; one account per person; sessions go with the account", async () => {
    const member = {
      id: "mem-1",
      username: "member1",
      passwordHash: "pbkdf2-sha256$1$a$b",
      personKey: "pk-1",
      name: "김회원",
      phone: "01012345678",
      birth: "19950301",
      email: "m@example.com",
      terms: [{ code: "privacy", version: 1, agreedAt: "2026-03-01T00:00:00.000Z" }],
    };
    await db.insert(s.members).values(member);
    await db.insert(s.memberRefreshTokens).values({
      id: "mrt-1",
      memberId: "mem-1",
      familyId: "mfam-1",
      tokenHash: "mhash-1",
      expiresAt: at("2026-03-10T00:00:00Z"),
      absoluteExpiresAt: at("2026-04-01T00:00:00Z"),
    });
    expect(await db.select().from(s.members).where(eq(s.members.id, "mem-1")).get()).toMatchObject({
      type: "PERSON",
      terms: member.terms,
      lastLoginAt: null,
    });
    await expect(db.insert(s.members).values({ ...member, id: "mem-2", username: "member2" })).rejects.toThrow();
    await db.delete(s.members).where(eq(s.members.id, "mem-1"));
    expect(
      await db.select().from(s.memberRefreshTokens).where(eq(s.memberRefreshTokens.id, "mrt-1")).get(),
    ).toBeUndefined();
  });
});

describe("rate limits", () => {
  it("round-trips a counter with its window start", async () => {
    await db
      .insert(s.rateLimits)
      .values({ key: "board-write:1.2.3.4", count: 3, windowStartedAt: at("2026-03-01T00:00:00Z") });
    const row = await db.select().from(s.rateLimits).where(eq(s.rateLimits.key, "board-write:1.2.3.4")).get();
    expect(row).toEqual({ key: "board-write:1.2.3.4", count: 3, windowStartedAt: at("2026-03-01T00:00:00Z") });
  });
});

describe("customer centre", () => {
  it("round-trips notices with attachments, FAQs and downloads with files", async () => {
    await db.insert(s.notices).values([
      { id: "n-1", title: "공지", body: "본문", pinned: true, publishedAt: at("2026-03-01T00:00:00Z") },
      { id: "n-2", title: "숨김", body: "본문", published: false, publishedAt: at("2026-03-02T00:00:00Z") },
    ]);
    await db.insert(s.noticeAttachments).values({
      id: "na-1",
      noticeId: "n-1",
      r2Key: "notices/n-1/a.pdf",
      originalName: "공고문.pdf",
      contentType: "application/pdf",
      size: 10,
    });
    await db.insert(s.faqCategories).values({ id: "fc-1", name: "신청자격", sortOrder: 1 });
    await db.insert(s.faqs).values({ id: "f-1", categoryId: "fc-1", question: "질문?", answer: "답변" });
    await db.insert(s.downloads).values({ id: "d-1", title: "서식", publishedAt: at("2026-03-01T00:00:00Z") });
    await db.insert(s.downloadFiles).values({
      id: "df-1",
      downloadId: "d-1",
      r2Key: "downloads/d-1/form.pdf",
      originalName: "서식.pdf",
      contentType: "application/pdf",
      size: 20,
    });

    const notices = await db.select().from(s.notices).orderBy(s.notices.id);
    expect(notices.map((n) => [n.id, n.pinned, n.published, n.views])).toEqual([
      ["n-1", true, true, 0],
      ["n-2", false, false, 0],
    ]);
    expect(await db.select().from(s.noticeAttachments).where(eq(s.noticeAttachments.noticeId, "n-1"))).toHaveLength(1);
    const faq = await db.select().from(s.faqs).where(eq(s.faqs.id, "f-1")).get();
    expect(faq).toMatchObject({ categoryId: "fc-1", published: true, sortOrder: 0 });
    const download = await db.select().from(s.downloads).where(eq(s.downloads.id, "d-1")).get();
    expect(download).toMatchObject({ description: "", published: true, views: 0 });
    const file = await db.select().from(s.downloadFiles).where(eq(s.downloadFiles.id, "df-1")).get();
    expect(file).toMatchObject({ downloadId: "d-1", size: 20 });
  });

  it("round-trips answered and unanswered questions", async () => {
    await db.insert(s.questions).values([
      { id: "q-1", title: "문의", body: "본문", authorName: "이*민", passwordHash: "h" },
      {
        id: "q-2",
        title: "문의2",
        body: "본문2",
        authorName: "박*우",
        passwordHash: "h",
        secret: false,
        answer: "답변",
        answered: true,
        answeredAt: at("2026-03-05T00:00:00Z"),
        answeredBy: "manager",
      },
    ]);
    const rows = await db.select().from(s.questions).orderBy(s.questions.id);
    expect(rows.map((q) => [q.id, q.secret, q.answered, q.answer])).toEqual([
      ["q-1", true, false, null],
      ["q-2", false, true, "답변"],
    ]);
  });
});

describe("content and settings", () => {
  it("round-trips terms with versions, popups, banners and a JSON setting", async () => {
    await db.insert(s.terms).values({ id: "t-1", code: "marketing", title: "마케팅", required: false });
    await db.insert(s.termVersions).values({
      id: "tv-1",
      termId: "t-1",
      version: 1,
      body: "본문",
      effectiveAt: at("2026-01-01T00:00:00Z"),
    });
    await db.insert(s.popups).values({
      id: "p-1",
      title: "팝업",
      startsAt: at("2026-03-01T00:00:00Z"),
      endsAt: at("2026-04-01T00:00:00Z"),
    });
    await db.insert(s.banners).values({ id: "b-1", code: "main", title: "배너", active: false });
    const value = { footerLinks: [{ title: "공지사항", to: "/center/notice" }], lineBreak: true, n: 1.5 };
    await db.insert(s.settings).values({ key: "test-setting", value, updatedBy: "developer" });

    expect(await db.select().from(s.terms).where(eq(s.terms.id, "t-1")).get()).toMatchObject({ required: false });
    expect(await db.select().from(s.termVersions).where(eq(s.termVersions.termId, "t-1"))).toHaveLength(1);
    const popup = await db.select().from(s.popups).where(eq(s.popups.id, "p-1")).get();
    expect(popup).toMatchObject({ active: true, body: "", imageKey: null, endsAt: at("2026-04-01T00:00:00Z") });
    expect(await db.select().from(s.banners).where(eq(s.banners.id, "b-1")).get()).toMatchObject({
      code: "main",
      active: false,
    });
    const setting = await db.select().from(s.settings).where(eq(s.settings.key, "test-setting")).get();
    expect(setting).toMatchObject({ value, sample: false, updatedBy: "developer" });
  });

  it("round-trips a board with a post and a comment", async () => {
    await db.insert(s.boards).values({ id: "board-1", code: "test-board", title: "게시판" });
    await db
      .insert(s.posts)
      .values({ id: "post-1", boardId: "board-1", title: "글", body: "본문", authorName: "a", passwordHash: "h" });
    await db
      .insert(s.comments)
      .values({ id: "c-1", postId: "post-1", authorName: "b", body: "댓글", passwordHash: "h" });
    expect(await db.select().from(s.boards).where(eq(s.boards.id, "board-1")).get()).toMatchObject({ description: "" });
    expect(await db.select().from(s.posts).where(eq(s.posts.id, "post-1")).get()).toMatchObject({ views: 0 });
    expect(await db.select().from(s.comments).where(eq(s.comments.id, "c-1")).get()).toMatchObject({ body: "댓글" });
  });

  it("round-trips the audit log and the outbox", async () => {
    await db.insert(s.auditLog).values({
      id: "audit-1",
      actor: "developer",
      action: "application.view",
      targetType: "application",
      targetId: "app-1",
      ip: "127.0.0.1",
      detail: { fields: ["phone"], count: 1 },
    });
    await db.insert(s.outbox).values({ id: "out-1", channel: "SMS", to: "01012345678", body: "접수되었습니다" });
    const audit = await db.select().from(s.auditLog).where(eq(s.auditLog.id, "audit-1")).get();
    expect(audit).toMatchObject({ detail: { fields: ["phone"], count: 1 }, subject: null });
    expect(audit?.at).toBeInstanceOf(Date);
    const out = await db.select().from(s.outbox).where(eq(s.outbox.id, "out-1")).get();
    expect(out).toMatchObject({ channel: "SMS", subject: "", status: "PENDING", attempts: 0, sentAt: null });
  });
});

describe("competition publications", () => {
  it("round-trips a round's published lines and goes with its round", async () => {
    await insertRound("round-competition", 77);
    const lines = [{ supplyType: "SPECIAL_TYPE", supplyCategory: "YOUTH", households: 94, applications: 3 }] as const;
    await db.insert(s.competitionPublications).values({
      roundId: "round-competition",
      lines: [...lines],
      publishedAt: at("2026-03-05T01:00:00Z"),
      publishedBy: "developer",
    });
    expect(
      await db
        .select()
        .from(s.competitionPublications)
        .where(eq(s.competitionPublications.roundId, "round-competition"))
        .get(),
    ).toEqual({
      roundId: "round-competition",
      lines,
      publishedAt: at("2026-03-05T01:00:00Z"),
      publishedBy: "developer",
    });
    await db.delete(s.rounds).where(eq(s.rounds.id, "round-competition"));
    expect(await db.select().from(s.competitionPublications)).toEqual([]);
  });
});

describe("draws", () => {
  it("round-trip a round's draw, its frozen entrant and an application's result; both go with their application, a draw with its round", async () => {
    await insertRound("round-draw", 78);
    await db.insert(s.applications).values({
      id: "app-drawn",
      roundId: "round-draw",
      personKey: "person-drawn",
      terms: [],
      name: "추첨",
      phone: "01000000000",
      birth: "19950101",
      status: "WAITING",
      receiptNo: "H2-TEST-DRAW",
      version: 1,
    });
    await db
      .insert(s.roundDraws)
      .values(drawRecord("round-draw", at("2026-03-05T01:00:00Z"), { resultDate: "20260320" }));
    await db.insert(s.drawEntrants).values({
      roundId: "round-draw",
      applicationId: "app-drawn",
      receiptNo: "H2-TEST-DRAW",
      groupKey: "NORMAL_TYPE/YOUTH/36A",
      regionRank: "FIRST",
      status: "ELIGIBLE",
    });
    await db.insert(s.drawResults).values({
      roundId: "round-draw",
      applicationId: "app-drawn",
      receiptNo: "H2-TEST-DRAW",
      groupKey: "NORMAL_TYPE|YOUTH|36A",
      regionRank: "FIRST",
      lot: "0f".repeat(32),
      position: 3,
      outcome: "WAITING",
      waitingNumber: 1,
    });
    expect(await db.select().from(s.roundDraws).where(eq(s.roundDraws.roundId, "round-draw")).get()).toMatchObject({
      waitingMultiple: 3,
      state: "FROZEN",
      seed: null,
      resultDate: "20260320",
    });
    expect(
      await db.select().from(s.drawResults).where(eq(s.drawResults.applicationId, "app-drawn")).get(),
    ).toMatchObject({ outcome: "WAITING", waitingNumber: 1, regionRank: "FIRST", earningRank: null, promotedAt: null });
    expect(
      await db.select().from(s.drawEntrants).where(eq(s.drawEntrants.applicationId, "app-drawn")).get(),
    ).toMatchObject({ status: "ELIGIBLE", reason: null, earningRank: null });
    await db.delete(s.applications).where(eq(s.applications.id, "app-drawn"));
    expect(await db.select().from(s.drawResults).where(eq(s.drawResults.roundId, "round-draw"))).toEqual([]);
    expect(await db.select().from(s.drawEntrants).where(eq(s.drawEntrants.roundId, "round-draw"))).toEqual([]);
    await db.delete(s.rounds).where(eq(s.rounds.id, "round-draw"));
    expect(await db.select().from(s.roundDraws).where(eq(s.roundDraws.roundId, "round-draw"))).toEqual([]);
  });
});

describe("winner checks", () => {
  it("round-trip a winner's stage with its default and deadline; it goes with its application", async () => {
    await insertRound("round-win", 79);
    await db.insert(s.applications).values({
      id: "app-won",
      roundId: "round-win",
      personKey: "person-won",
      terms: [],
      name: "당첨",
      phone: "01000000001",
      birth: "19950102",
      status: "SELECTED",
      receiptNo: "H2-TEST-WIN",
      version: 1,
    });
    const documentsDue = at("2026-03-27T09:00:00Z");
    await db.insert(s.winnerChecks).values({ applicationId: "app-won", roundId: "round-win", documentsDue });
    expect(
      await db.select().from(s.winnerChecks).where(eq(s.winnerChecks.applicationId, "app-won")).get(),
    ).toMatchObject({ roundId: "round-win", stage: "INVITED", documentsDue });
    await db.delete(s.applications).where(eq(s.applications.id, "app-won"));
    expect(await db.select().from(s.winnerChecks).where(eq(s.winnerChecks.roundId, "round-win"))).toEqual([]);
    await db.delete(s.rounds).where(eq(s.rounds.id, "round-win"));
  });
});

describe("after the draw", () => {
  it("round-trip a refusal with its appeal, a round's periods and a seat offered; they go with their application and round", async () => {
    await insertRound("round-after", 80);
    const app = (id: string, phone: string, status: "SELECTED" | "WAITING") => ({
      id,
      roundId: "round-after",
      personKey: `person-${id}`,
      terms: [],
      name: "추첨후",
      phone,
      birth: "19950103",
      status,
      receiptNo: `H2-TEST-${id}`,
      version: 1,
    });
    await db
      .insert(s.applications)
      .values([app("app-refused", "01000000002", "SELECTED"), app("app-offered", "01000000003", "WAITING")]);
    const documentsDue = at("2026-03-27T09:00:00Z");
    const appealDue = at("2026-04-03T09:00:00Z");
    await db.insert(s.winnerChecks).values({
      applicationId: "app-refused",
      roundId: "round-after",
      documentsDue,
      stage: "REFUSED",
      refusalReason: "OTHER",
      refusalText: "서류 위조",
      appealDue,
      appealState: "OPEN",
      appealText: "다시 봐 주세요",
      appealedAt: at("2026-03-30T01:00:00Z"),
    });
    expect(
      await db.select().from(s.winnerChecks).where(eq(s.winnerChecks.applicationId, "app-refused")).get(),
    ).toMatchObject({ stage: "REFUSED", refusalReason: "OTHER", appealDue, appealState: "OPEN", releasedAt: null });
    await db.insert(s.afterDrawSettings).values({ roundId: "round-after" });
    expect(
      await db.select().from(s.afterDrawSettings).where(eq(s.afterDrawSettings.roundId, "round-after")).get(),
    ).toMatchObject({ documentDays: 7, appealDays: 7, offerHours: 72, origin: "" });
    const due = at("2026-03-30T09:00:00Z");
    await db
      .insert(s.promotionOffers)
      .values({ applicationId: "app-offered", roundId: "round-after", groupKey: "g", due });
    expect(
      await db.select().from(s.promotionOffers).where(eq(s.promotionOffers.applicationId, "app-offered")).get(),
    ).toMatchObject({ state: "OFFERED", due, answeredAt: null });
    // One offer per application, ever.
    await expect(
      db.insert(s.promotionOffers).values({ applicationId: "app-offered", roundId: "round-after", groupKey: "g", due }),
    ).rejects.toThrow();
    await db.delete(s.applications).where(eq(s.applications.id, "app-offered"));
    expect(await db.select().from(s.promotionOffers).where(eq(s.promotionOffers.roundId, "round-after"))).toEqual([]);
    await db.delete(s.applications).where(eq(s.applications.id, "app-refused"));
    expect(await db.select().from(s.winnerChecks).where(eq(s.winnerChecks.roundId, "round-after"))).toEqual([]);
    await db.delete(s.rounds).where(eq(s.rounds.id, "round-after"));
    expect(await db.select().from(s.afterDrawSettings).where(eq(s.afterDrawSettings.roundId, "round-after"))).toEqual(
      [],
    );
  });
});

describe("publishing overrides", () => {
  it("round-trips a request with its findings as JSON, then its approval", async () => {
    const findings = [
      { code: "publishing.found.mobile", values: { count: 4, where: { code: "publishing.where.body" } } },
    ];
    const expiresAt = at("2026-03-09T00:00:00Z");
    const [row] = await db
      .insert(s.publishingOverrides)
      .values({ targetType: "notice", contentHash: "ab".repeat(32), findings, requestedBy: "writer", expiresAt })
      .returning();
    expect(row).toMatchObject({ findings, approvedBy: null, approvedAt: null, usedAt: null, expiresAt });
    expect(row?.requestedAt).toBeInstanceOf(Date);
    await db
      .update(s.publishingOverrides)
      .set({ approvedBy: "second", approvedAt: at("2026-03-02T01:00:00Z") })
      .where(eq(s.publishingOverrides.id, row?.id ?? ""));
    const approved = await db
      .select()
      .from(s.publishingOverrides)
      .where(eq(s.publishingOverrides.id, row?.id ?? ""))
      .get();
    expect(approved).toMatchObject({ approvedBy: "second", usedAt: null });
  });
});

describe("contract appointments", () => {
  it("round-trips a slot and a booking, one booking per application, a booked slot kept", async () => {
    await insertRound("round-contract", 41);
    await insertApplication("app-contract", "round-contract");
    const slot = {
      id: "slot-1",
      roundId: "round-contract",
      startsAt: at("2026-06-01T01:00:00Z"),
      endsAt: at("2026-06-01T01:50:00Z"),
      place: "계약실",
      capacity: 2,
      createdBy: "clerk",
    };
    await db.insert(s.contractSlots).values(slot);
    expect(await db.select().from(s.contractSlots).where(eq(s.contractSlots.id, "slot-1")).get()).toMatchObject(slot);
    const booking = {
      applicationId: "app-contract",
      roundId: "round-contract",
      slotId: "slot-1",
      bookedAt: at("2026-05-20T01:00:00Z"),
      linkOrigin: "https://example.com",
    };
    await db.insert(s.contractBookings).values(booking);
    expect(await db.select().from(s.contractBookings).get()).toMatchObject({
      ...booking,
      remindedAt: null,
      completedAt: null,
      completedBy: null,
    });
    await expect(db.insert(s.contractBookings).values(booking)).rejects.toThrow();
    // A slot someone booked cannot go; a slot needs room for one and to end after it starts.
    await expect(db.delete(s.contractSlots).where(eq(s.contractSlots.id, "slot-1"))).rejects.toThrow();
    await expect(db.insert(s.contractSlots).values({ ...slot, id: "slot-0", capacity: 0 })).rejects.toThrow();
    await expect(db.insert(s.contractSlots).values({ ...slot, id: "slot-x", endsAt: slot.startsAt })).rejects.toThrow();
  });
});
