import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { notices } from "../../../db/schema";
import { callApi } from "../../support/api";

type Item = { id: string; title: string; pinned: boolean };
type Body = { items: Item[]; page: number; pageSize: number; total: number; totalPages: number };
const call = callApi<Body>;
const DAY = 86_400_000;
const now = Date.parse("2026-11-20T00:00:00Z");

/** Notice n (1..200) was published n days ago; every 10th mentions 점검 in its body; 3 are pinned. */
beforeAll(async () => {
  const db = createDb(env.DB);
  const rows = Array.from({ length: 200 }, (_, i) => {
    const n = i + 1;
    const text = n % 10 === 0 ? `세대 점검 ${n}` : `안내 ${n}`;
    return {
      id: `paging-${String(n).padStart(3, "0")}`,
      title: `공지 ${n}`,
      body: `<p>${text}</p>`,
      bodyText: text,
      pinned: n === 150 || n === 180 || n === 200,
      published: n !== 7,
      publishedAt: new Date(now - n * DAY),
    };
  });
  // One row per statement: D1 allows 100 bound parameters in one.
  const [first, ...rest] = rows.map((row) => db.insert(notices).values(row));
  if (first) await db.batch([first, ...rest]);
});

describe("200 notices, paged and searched", () => {
  it("pages through every published notice once, pinned first, newest next", async () => {
    const first = await call(null, "GET", "/api/v1/center/notifications");
    expect(first.body).toMatchObject({ page: 1, pageSize: 10, total: 199, totalPages: 20 });
    expect(first.body.items.map((n) => n.title).slice(0, 5)).toEqual([
      "공지 150",
      "공지 180",
      "공지 200",
      "공지 1",
      "공지 2",
    ]);
    const seen: string[] = [];
    for (let page = 1; page <= 20; page++) {
      const res = await call(null, "GET", `/api/v1/center/notifications?page=${page}`);
      seen.push(...res.body.items.map((n) => n.id));
    }
    expect(seen).toHaveLength(199);
    expect(new Set(seen).size).toBe(199);
    expect(seen).not.toContain("paging-007");
    const last = await call(null, "GET", "/api/v1/center/notifications?page=20");
    expect(last.body.items.map((n) => n.title)).toEqual([
      "공지 191",
      "공지 192",
      "공지 193",
      "공지 194",
      "공지 195",
      "공지 196",
      "공지 197",
      "공지 198",
      "공지 199",
    ]);
    const beyond = await call(null, "GET", "/api/v1/center/notifications?page=21");
    expect(beyond.body.items).toEqual([]);
  });

  it("searches the body text and pages the matches", async () => {
    const q = encodeURIComponent("점검");
    const first = await call(null, "GET", `/api/v1/center/notifications?q=${q}`);
    expect(first.body).toMatchObject({ total: 20, totalPages: 2 });
    expect(first.body.items.map((n) => n.title).slice(0, 5)).toEqual([
      "공지 150",
      "공지 180",
      "공지 200",
      "공지 10",
      "공지 20",
    ]);
    const second = await call(null, "GET", `/api/v1/center/notifications?q=${q}&page=2`);
    expect(second.body.items.map((n) => n.title)).toEqual([
      "공지 80",
      "공지 90",
      "공지 100",
      "공지 110",
      "공지 120",
      "공지 130",
      "공지 140",
      "공지 160",
      "공지 170",
      "공지 190",
    ]);
    const title = await call(null, "GET", `/api/v1/center/notifications?q=${encodeURIComponent("공지 19")}`);
    expect(title.body.items.map((n) => n.title)).toEqual([
      "공지 19",
      "공지 190",
      "공지 191",
      "공지 192",
      "공지 193",
      "공지 194",
      "공지 195",
      "공지 196",
      "공지 197",
      "공지 198",
    ]);
    expect(title.body.total).toBe(11);
  });
});
