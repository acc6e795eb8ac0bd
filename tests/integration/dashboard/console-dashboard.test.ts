import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDashboard } from "../../../app/features/dashboard/dashboard.server";
import type { ApplicationStatus } from "../../../app/lib/enums";
import { createDb } from "../../../db/client";
import { applications, auditLog, questions, registrations, rounds } from "../../../db/schema";

const db = createDb(env.DB);
// 2026-11-20 10:00 KST
const NOW = new Date("2026-11-20T01:00:00Z");

const registration = (phone: string, createdAt: string) =>
  db.insert(registrations).values({
    name: "홍길동",
    phone,
    birth: "19990101",
    email: `${phone}@example.com`,
    qualificationType: "YOUTH_TYPE",
    unitTypes: ["18A"],
    terms: [],
    createdAt: new Date(createdAt),
  });

const application = (roundId: string, n: number, status: ApplicationStatus) =>
  db.insert(applications).values({
    roundId,
    personKey: `person-${roundId}-${n}`,
    terms: [],
    name: "김청년",
    phone: "01012345678",
    birth: "19990101",
    email: "a@example.com",
    qualificationType: "YOUTH_TYPE",
    supplyType: "NORMAL_TYPE",
    supplyCategory: "YOUTH",
    status,
    submittedAt: NOW,
  });

const question = (id: string, answered: boolean) =>
  db.insert(questions).values({ id, title: "문의", body: "내용", authorName: "익명", passwordHash: "x", answered });

describe("the console dashboard", () => {
  beforeAll(async () => {
    await db.batch([
      db.insert(rounds).values({
        id: "r1",
        round: 1,
        title: "1차 입주자 모집",
        openAt: new Date("2025-01-01T01:00:00Z"),
        deadAt: new Date("2025-01-10T08:00:00Z"),
      }),
      db.insert(rounds).values({
        id: "r2",
        round: 2,
        title: "2차 입주자 모집",
        openAt: new Date("2026-11-17T01:00:00Z"),
        deadAt: new Date("2026-12-20T08:00:00Z"),
      }),
      registration("01000000001", "2026-11-19T14:59:59Z"), // 11-19 23:59:59 KST: yesterday
      registration("01000000002", "2026-11-19T15:00:00Z"), // 11-20 00:00 KST: today
      registration("01000000003", "2026-11-20T00:59:00Z"), // today
      registration("01000000004", "2026-11-20T15:00:00Z"), // 11-21 00:00 KST: tomorrow
      application("r2", 1, "SUBMITTED"),
      application("r2", 2, "SUBMITTED"),
      application("r2", 3, "UNDER_REVIEW"),
      application("r2", 4, "ELIGIBLE"),
      application("r2", 5, "DRAFT"),
      application("r1", 1, "INELIGIBLE"),
      question("q1", false),
      question("q2", false),
      question("q3", true),
      db
        .insert(auditLog)
        .values({ id: "l1", actor: "developer", action: "auth.login", at: new Date("2026-11-20T00:00:00Z") }),
      db
        .insert(auditLog)
        .values({ id: "l2", actor: "manager", action: "record.update", at: new Date("2026-11-20T00:30:00Z") }),
    ]);
  });

  it("counts today's interest registrations by the Asia/Seoul day", async () => {
    expect((await loadDashboard(db, NOW)).registrationsToday).toBe(2);
  });

  it("counts submitted applications by state for the current round only, never drafts", async () => {
    const board = await loadDashboard(db, NOW);
    expect(board.round).toEqual({ title: "2차 입주자 모집", state: "open" });
    expect(board.applicationsByStatus).toEqual({
      SUBMITTED: 2,
      UNDER_REVIEW: 1,
      FIX_REQUESTED: 0,
      ELIGIBLE: 1,
      INELIGIBLE: 0,
      SELECTED: 0,
      WAITING: 0,
      NOT_SELECTED: 0,
      WITHDRAWN: 0,
    });
  });

  it("counts unanswered questions and lists recent log entries newest first", async () => {
    const board = await loadDashboard(db, NOW);
    expect(board.unansweredQuestions).toBe(2);
    expect(board.recentLogs.map((l) => l.id)).toEqual(["l2", "l1"]);
  });
});
