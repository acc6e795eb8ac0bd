import { env } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AUDIT_RETENTION_MS } from "../../../app/features/audit/audit.server";
import { purgeExpiredAuditLog } from "../../../app/features/logs/logs.server";
import { createDb } from "../../../db/client";
import { auditLog } from "../../../db/schema";
import { callApi } from "../../support/api";
import { accessTokenFor, createManager } from "../../support/console";

const db = createDb(env.DB);
type Item = { id: string; at: string; actor: string; action: string; targetId: string | null; ip: string | null };
type Page = { items: Item[]; page: number; pageSize: number; total: number; totalPages: number };

const logs = (token: string, query: string) =>
  callApi<Page & { message?: string; errors?: Record<string, string> }>(
    token,
    "GET",
    `/api/console/common/logs${query}`,
  );

const row = (id: string, actor: string, action: string, at: string) => ({
  id,
  actor,
  action,
  at: new Date(at),
  targetType: "manager",
  targetId: `t-${id}`,
  ip: "203.0.113.7",
});

describe("GET /api/console/common/logs", () => {
  let token: string;
  beforeAll(async () => {
    await createManager(env, { username: "auditor", scope: ["console"] });
    token = await accessTokenFor(env, "auditor");
    await db.batch([
      db.insert(auditLog).values(row("a", "alice", "record.create", "2026-11-19T14:59:59Z")), // 11-19 23:59:59 KST
      db.insert(auditLog).values(row("b", "alice", "auth.login", "2026-11-19T15:00:00Z")), // 11-20 00:00:00 KST
      db.insert(auditLog).values(row("c", "bob", "record.update", "2026-11-20T14:59:59Z")), // 11-20 23:59:59 KST
      db.insert(auditLog).values(row("d", "bob", "record.delete", "2026-11-20T15:00:00Z")), // 11-21 00:00:00 KST
    ]);
  });

  it("filters by Asia/Seoul dates (both ends inclusive), newest first, with who, when, where and what", async () => {
    const { status, body } = await logs(token, "?from=2026-11-20&to=2026-11-20");
    expect(status).toBe(200);
    expect(body.items.map((i) => i.id)).toEqual(["c", "b"]);
    expect(body.items[0]).toMatchObject({
      actor: "bob",
      action: "record.update",
      targetId: "t-c",
      ip: "203.0.113.7",
      at: "2026-11-20T14:59:59.000Z",
    });
    expect(body.total).toBe(2);
  });

  it("filters by manager and by action", async () => {
    expect((await logs(token, "?actor=alice")).body.items.map((i) => i.id)).toEqual(["b", "a"]);
    expect((await logs(token, "?action=record.delete")).body.items.map((i) => i.id)).toEqual(["d"]);
    expect((await logs(token, "?actor=bob&action=record.delete&from=2026-11-21")).body.items.map((i) => i.id)).toEqual([
      "d",
    ]);
  });

  it("pages 20 at a time", async () => {
    const at = Date.parse("2026-10-01T00:00:00Z");
    await db.batch([
      db.insert(auditLog).values(row("p0", "pager", "record.create", new Date(at).toISOString())),
      ...Array.from({ length: 24 }, (_, i) =>
        db
          .insert(auditLog)
          .values(row(`p${i + 1}`, "pager", "record.create", new Date(at + (i + 1) * 1000).toISOString())),
      ),
    ]);
    const first = await logs(token, "?actor=pager");
    expect(first.body).toMatchObject({ page: 1, pageSize: 20, total: 25, totalPages: 2 });
    expect(first.body.items[0]?.id).toBe("p24");
    const second = await logs(token, "?actor=pager&page=2");
    expect(second.body.items.map((i) => i.id)).toEqual(["p4", "p3", "p2", "p1", "p0"]);
  });

  it.each([
    ["?from=2026-13-01", "from", "날짜를 YYYY-MM-DD 형식으로 입력해주세요"],
    ["?to=20261120", "to", "날짜를 YYYY-MM-DD 형식으로 입력해주세요"],
    ["?from=2026-11-21&to=2026-11-20", "to", "종료일은 시작일과 같거나 이후여야 합니다"],
    ["?action=drop%20table", "action", "작업 종류를 다시 선택해주세요"],
    ["?page=0", "page", "페이지 번호를 확인해주세요"],
  ])("answers 400 for %s", async (query, field, message) => {
    const { status, body } = await logs(token, query);
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBe(message);
  });
});

describe("audit retention", () => {
  it("purges rows older than two years, keeps younger ones, and records the purge", async () => {
    const now = new Date("2026-11-22T18:00:00Z");
    const old = new Date(now.getTime() - AUDIT_RETENTION_MS - 1000);
    const young = new Date(now.getTime() - AUDIT_RETENTION_MS + 60_000);
    await db.batch([
      db.insert(auditLog).values({ id: "old-1", actor: "x", action: "auth.login", at: old }),
      db.insert(auditLog).values({ id: "old-2", actor: "x", action: "auth.login", at: old }),
      db.insert(auditLog).values({ id: "young-1", actor: "x", action: "auth.login", at: young }),
    ]);
    expect(await purgeExpiredAuditLog(db, now)).toBe(2);
    const left = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.id, ["old-1", "old-2", "young-1"]));
    expect(left.map((r) => r.id)).toEqual(["young-1"]);
    const [purge] = await db.select().from(auditLog).where(eq(auditLog.targetType, "audit_log"));
    expect(purge).toMatchObject({ actor: "system", action: "record.delete", detail: { count: 2 } });
    expect(await purgeExpiredAuditLog(db, now)).toBe(0);
  });
});
