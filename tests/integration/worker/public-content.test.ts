import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditActor } from "../../../app/features/audit/audit.server";
import { createPopup, deletePopup, updatePopup } from "../../../app/features/popups/popups.server";
import { getSiteSettings, saveSiteSettings } from "../../../app/features/settings/settings.server";
import { createTerm, publishTermVersion, updateTerm } from "../../../app/features/terms/terms-console.server";
import {
  nextPublicContentChange,
  publicContentChanged,
  publicContentVersion,
} from "../../../app/lib/public-content.server";
import { createDb } from "../../../db/client";
import { rounds } from "../../../db/schema";
import { seedTestDb } from "../../support/integration";
import { insertRound } from "../../support/rounds";

/** The page cache's two triggers (worker/page-cache.ts): the content version and the clock. */
const db = createDb(env.DB);
const by: AuditActor = {
  principal: { managerId: "m-tester", username: "tester", scope: ["console", "popups", "terms"] },
  origin: { ip: "198.51.100.7", userAgent: null },
  now: new Date("2026-03-01T00:00:00Z"),
  developerUsername: "developer",
};

/** Runs a change and answers whether it gave public content a new version. */
async function changesVersion(change: () => Promise<unknown>): Promise<boolean> {
  const before = await publicContentVersion(db);
  await change();
  return (await publicContentVersion(db)) !== before;
}

// Sample content from long before the moments below, so its rounds never come next.
beforeAll(() => seedTestDb(new Date("2020-01-01T00:00:00Z")));

describe("the public content version", () => {
  it("is stable until something changes, and new with every change", async () => {
    const first = await publicContentVersion(db);
    expect(await publicContentVersion(db)).toBe(first);
    await db.batch([publicContentChanged(db, by.now)]);
    const second = await publicContentVersion(db);
    expect(second).not.toBe(first);
    await db.batch([publicContentChanged(db, by.now)]);
    expect(await publicContentVersion(db)).not.toBe(second);
  });

  it("changes with every console write to settings, popups and terms", async () => {
    const settings = await getSiteSettings(db);
    expect(await changesVersion(() => saveSiteSettings(db, { ...settings, phone: "1600-1111" }, by))).toBe(true);

    const popup = { title: "안내", body: "", imageKey: null, imageAlt: "", linkUrl: null, sortOrder: 0, active: true };
    const period = { startsAt: new Date("2026-03-01T00:00:00Z"), endsAt: new Date("2026-03-31T00:00:00Z") };
    let id = "";
    expect(
      await changesVersion(async () => {
        id = (await createPopup(db, { ...popup, ...period }, by)).id;
      }),
    ).toBe(true);
    expect(await changesVersion(() => updatePopup(db, id, { ...popup, ...period, title: "새 안내" }, by))).toBe(true);
    expect(await changesVersion(() => deletePopup(db, id, by))).toBe(true);

    let termId = "";
    const term = { code: "cache-term", title: "약관", required: true, body: "본문" };
    expect(
      await changesVersion(async () => {
        termId = (await createTerm(db, term, by)).term.id;
      }),
    ).toBe(true);
    expect(await changesVersion(() => updateTerm(db, termId, { title: "약관 2" }, by))).toBe(true);
    expect(await changesVersion(() => publishTermVersion(db, termId, { body: "새 본문" }, by))).toBe(true);
  });
});

describe("the next scheduled change of public content", () => {
  // insertRound: open 2026-03-02 01:00 UTC, closes 2026-03-16 08:00 UTC.
  const opens = new Date("2026-03-02T01:00:00Z");
  const closes = new Date("2026-03-16T08:00:00Z");
  beforeAll(async () => {
    await insertRound("round-cache", 7);
  });

  it("is the shown round's opening, then its closing, then nothing", async () => {
    expect(await nextPublicContentChange(db, new Date("2026-03-01T00:00:00Z"))).toEqual(opens);
    expect(await nextPublicContentChange(db, opens)).toEqual(closes);
    expect(await nextPublicContentChange(db, closes)).toBeNull();
  });

  it("ignores hidden rounds and counts a term version coming into force", async () => {
    await db.update(rounds).set({ shows: false }).where(eq(rounds.id, "round-cache"));
    expect(await nextPublicContentChange(db, new Date("2026-03-01T00:00:00Z"))).toBeNull();
    const inForce = new Date("2026-03-05T00:00:00Z");
    const created = await createTerm(db, { code: "later-term", title: "약관", required: false, body: "본문" }, by);
    await publishTermVersion(db, created.term.id, { body: "다음 본문", effectiveAt: inForce }, by);
    expect(await nextPublicContentChange(db, new Date("2026-03-01T00:00:00Z"))).toEqual(inForce);
    await db.update(rounds).set({ shows: true }).where(eq(rounds.id, "round-cache"));
    expect(await nextPublicContentChange(db, new Date("2026-03-01T00:00:00Z"))).toEqual(opens);
  });
});
