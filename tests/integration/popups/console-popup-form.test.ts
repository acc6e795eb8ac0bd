import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditActor } from "../../../app/features/audit/audit.server";
import { savePopupFromForm } from "../../../app/features/popups/popup-form.server";
import { listActivePopups } from "../../../app/features/popups/popups.server";
import { DomainError } from "../../../app/lib/domain-error";
import { createDb } from "../../../db/client";
import { popups } from "../../../db/schema";

const db = createDb(env.DB);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const now = new Date("2026-11-20T01:00:00Z");
const by: AuditActor = {
  principal: { managerId: "m1", username: "popper", scope: ["console", "popups"] },
  origin: {},
  now,
  developerUsername: "developer",
};

/** The console's popup form as the browser posts it (multipart), with a file when given. */
function popupForm(fields: Record<string, string>, file?: File) {
  const form = new FormData();
  const base = {
    title: "관람 안내",
    body: "견본주택 관람 안내입니다.",
    imageAlt: "",
    linkUrl: "",
    startsAt: "2026-11-20T09:00",
    endsAt: "2026-11-30T18:00",
    sortOrder: "3",
    active: "on",
    imageKey: "",
    // A new picture cannot be read by the leak scan: the writer confirms it.
    confirmUnreadable: "on",
  };
  for (const [k, v] of Object.entries({ ...base, ...fields })) if (v !== "-") form.set(k, v);
  form.set("image", file ?? new File([], "", { type: "application/octet-stream" }));
  return form;
}

async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof DomainError) return { status: error.status, code: error.code, field: error.field };
    if (error instanceof Error && error.name === "ZodError") return { zod: JSON.parse(error.message) };
    throw error;
  }
  throw new Error("not refused");
}

async function photoCount() {
  return (await env.FILES.list({ prefix: "editor/photos/" })).objects.length;
}

describe("the console's popup form", () => {
  beforeAll(async () => {
    await db.delete(popups);
  });

  it("creates a popup from Seoul times and an uploaded picture, shown on the home page in its period", async () => {
    const file = new File([PNG], "관람.png", { type: "image/png" });
    const popup = await savePopupFromForm(db, env.FILES, popupForm({ imageAlt: "견본주택 입구 사진" }, file), by);
    expect(popup).toMatchObject({
      title: "관람 안내",
      sortOrder: 3,
      active: true,
      startsAt: new Date("2026-11-20T00:00:00Z"),
      imageAlt: "견본주택 입구 사진",
    });
    expect(popup.imageKey).toMatch(/^editor\/photos\/[0-9a-f]{32}\.png$/);
    const shown = await listActivePopups(db, new Date("2026-11-21T00:00:00Z"));
    expect(shown.map((p) => [p.title, p.image?.alt])).toEqual([["관람 안내", "견본주택 입구 사진"]]);

    // Saving again without a file keeps the picture; "이미지 빼기" removes it.
    const kept = await savePopupFromForm(
      db,
      env.FILES,
      popupForm({ imageKey: popup.imageKey ?? "", imageAlt: "x" }),
      by,
      popup.id,
    );
    expect(kept.imageKey).toBe(popup.imageKey);
    const removed = await savePopupFromForm(
      db,
      env.FILES,
      popupForm({ imageKey: popup.imageKey ?? "", removeImage: "on" }),
      by,
      popup.id,
    );
    expect(removed.imageKey).toBeNull();
  });

  it("refuses a disguised picture next to the image field and stores nothing", async () => {
    const before = await photoCount();
    const fake = new File([new TextEncoder().encode("<svg onload=alert(1)>")], "photo.png", { type: "image/png" });
    const refused = await refusal(() => savePopupFromForm(db, env.FILES, popupForm({ imageAlt: "설명" }, fake), by));
    expect(refused).toEqual({ status: 400, code: "photo.notImage", field: "image" });
    expect(await photoCount()).toBe(before);
  });

  it("checks the form before storing a picture: a refused form leaves no photo behind", async () => {
    const before = await photoCount();
    const rows = (await db.select().from(popups)).length;
    const file = new File([PNG], "a.png", { type: "image/png" });
    // A picture without its description, and an end before the start.
    const refused = await refusal(() =>
      savePopupFromForm(db, env.FILES, popupForm({ endsAt: "2026-11-19T09:00" }, file), by),
    );
    expect(JSON.stringify(refused)).toContain("validation.popups.period");
    expect(JSON.stringify(refused)).toContain("validation.popups.imageAlt");
    expect(await photoCount()).toBe(before);
    expect((await db.select().from(popups)).length).toBe(rows);
    const none = await db
      .select()
      .from(popups)
      .where(eq(popups.endsAt, new Date("2026-11-19T00:00:00Z")));
    expect(none).toEqual([]);
  });
});
