import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AuditActor } from "../../../app/features/audit/audit.server";
import {
  createDownload,
  deleteDownload,
  setDownloadFlags,
  updateDownload,
} from "../../../app/features/downloads/downloads.server";
import {
  createFaq,
  createFaqCategory,
  deleteFaq,
  deleteFaqCategory,
  setFaqFlags,
  updateFaq,
  updateFaqCategory,
} from "../../../app/features/faqs/faqs.server";
import { createNotice, deleteNotice, setNoticeFlags, updateNotice } from "../../../app/features/notices/notices.server";
import { publicContentVersion } from "../../../app/lib/public-content.server";
import { createDb } from "../../../db/client";
import { fileOf, PDF_BYTES } from "../../support/files";

/**
 * The centre's public pages are kept in the shared page cache (worker/page-cache.ts): every
 * console change of a notice, FAQ, category, download or attachment must give public content a
 * new version, or visitors would see the old page for up to five minutes.
 */
const db = createDb(env.DB);
const by: AuditActor = {
  principal: { managerId: "m-centre", username: "centre", scope: ["console"] },
  origin: { ip: "198.51.100.9", userAgent: null },
  now: new Date("2026-03-01T00:00:00Z"),
  developerUsername: "developer",
};

async function changesVersion(change: () => Promise<unknown>): Promise<boolean> {
  const before = await publicContentVersion(db);
  await change();
  return (await publicContentVersion(db)) !== before;
}

const pdf = () => fileOf(PDF_BYTES, "모집공고.pdf", "application/pdf");

describe("console changes of centre content give public content a new version", () => {
  it("notices and their attachments", async () => {
    const input = { title: "캐시 공지", body: "<p>본문</p>", pinned: false, published: true };
    let id = "";
    expect(
      await changesVersion(async () => {
        id = (await createNotice(db, env.FILES, input, [], by)).id;
      }),
    ).toBe(true);
    expect(await changesVersion(() => updateNotice(db, env.FILES, id, { ...input, title: "새 제목" }, {}, by))).toBe(
      true,
    );
    let fileId = "";
    expect(
      await changesVersion(async () => {
        fileId =
          (await updateNotice(db, env.FILES, id, null, { uploads: [pdf()], confirmUnreadable: true }, by))
            .attachments[0]?.id ?? "";
      }),
    ).toBe(true);
    expect(await changesVersion(() => updateNotice(db, env.FILES, id, null, { remove: [fileId] }, by))).toBe(true);
    expect(await changesVersion(() => setNoticeFlags(db, id, { pinned: true }, by))).toBe(true);
    expect(await changesVersion(() => setNoticeFlags(db, id, { published: false }, by))).toBe(true);
    expect(await changesVersion(() => deleteNotice(db, env.FILES, id, by))).toBe(true);
  });

  it("FAQ and their categories", async () => {
    let categoryId = "";
    expect(
      await changesVersion(async () => {
        categoryId = (await createFaqCategory(db, { name: "캐시 분류", sortOrder: 9 }, by)).id;
      }),
    ).toBe(true);
    expect(
      await changesVersion(() => updateFaqCategory(db, categoryId, { name: "캐시 분류 2", sortOrder: 9 }, by)),
    ).toBe(true);
    const input = { categoryId, question: "캐시?", answer: "<p>네</p>", sortOrder: 0, pinned: false, published: true };
    let id = "";
    expect(
      await changesVersion(async () => {
        id = (await createFaq(db, input, by)).id;
      }),
    ).toBe(true);
    expect(await changesVersion(() => updateFaq(db, id, { ...input, question: "캐시는?" }, by))).toBe(true);
    expect(await changesVersion(() => setFaqFlags(db, id, { published: false }, by))).toBe(true);
    expect(await changesVersion(() => deleteFaq(db, id, by))).toBe(true);
    expect(await changesVersion(() => deleteFaqCategory(db, categoryId, by))).toBe(true);
  });

  it("downloads and their files", async () => {
    const input = { title: "캐시 서식", description: "", pinned: false, published: true };
    let id = "";
    expect(
      await changesVersion(async () => {
        id = (await createDownload(db, env.FILES, { ...input, confirmUnreadable: true }, [pdf()], by)).id;
      }),
    ).toBe(true);
    expect(
      await changesVersion(() =>
        updateDownload(db, env.FILES, id, null, { uploads: [pdf()], confirmUnreadable: true }, by),
      ),
    ).toBe(true);
    expect(await changesVersion(() => setDownloadFlags(db, id, { pinned: true }, by))).toBe(true);
    expect(await changesVersion(() => deleteDownload(db, env.FILES, id, by))).toBe(true);
  });

  it("a change that fails changes nothing, the version included", async () => {
    const before = await publicContentVersion(db);
    await expect(setNoticeFlags(db, "no-such-notice", { pinned: true }, by)).rejects.toThrow();
    expect(await publicContentVersion(db)).toBe(before);
  });
});
