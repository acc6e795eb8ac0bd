import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { auditLog } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { accessTokenFor, bearer, createManager } from "../../support/console";

const db = createDb(env.DB);
type Body = { urls?: string[]; message?: string; errors?: Record<string, string> };

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const GIF = new TextEncoder().encode("GIF89a\x01\x00\x01\x00");
const WEBP = new TextEncoder().encode("RIFF\x1a\x00\x00\x00WEBPVP8 ");

async function upload(
  token: string | null,
  files: { bytes: Uint8Array; name: string; type: string }[],
  field = "files[]",
) {
  const form = new FormData();
  for (const f of files) form.append(field, new File([Uint8Array.from(f.bytes)], f.name, { type: f.type }));
  const res = await api.request(
    "/api/editor/photos",
    { method: "POST", headers: token ? bearer(token) : {}, body: form },
    env,
  );
  return { status: res.status, body: (await res.json()) as Body };
}

async function storedCount() {
  return (await env.FILES.list({ prefix: "editor/photos/" })).objects.length;
}

describe("POST /api/editor/photos", () => {
  let token: string;
  beforeAll(async () => {
    await createManager(env, { username: "writer", scope: ["console"] });
    token = await accessTokenFor(env, "writer");
  });

  it("stores images under server-built keys, serves them back, and audits each", async () => {
    const { status, body } = await upload(token, [
      { bytes: PNG, name: "../../etc/passwd.png", type: "image/png" },
      { bytes: JPEG, name: "사진.jpg", type: "image/jpeg" },
      { bytes: GIF, name: "a.gif", type: "image/gif" },
      { bytes: WEBP, name: "a.webp", type: "image/webp" },
    ]);
    expect(status).toBe(201);
    expect(body.urls).toHaveLength(4);
    for (const url of body.urls ?? []) expect(url).toMatch(/^\/api\/editor\/photos\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/);
    const pngUrl = body.urls?.[0] ?? "";
    const served = await api.request(pngUrl, {}, env);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    // Its key is made for it alone: a browser may keep it for good, and shows it in the page.
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("content-disposition")).toBe("inline");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetType, "photo"));
    expect(audits.map((a) => [a.actor, a.action])).toEqual(Array(4).fill(["writer", "record.create"]));
    expect(audits[0]?.targetId).toBe(`editor/photos/${pngUrl.split("/").pop()}`);
  });

  it("also takes repeated `files` fields", async () => {
    const { status, body } = await upload(token, [{ bytes: PNG, name: "a.png", type: "image/png" }], "files");
    expect(status).toBe(201);
    expect(body.urls).toHaveLength(1);
  });

  it("rejects a non-image renamed .png, checking the bytes, and stores nothing of the batch", async () => {
    const before = await storedCount();
    const fake = new TextEncoder().encode("<svg onload=alert(1)></svg>");
    const { status, body } = await upload(token, [
      { bytes: PNG, name: "good.png", type: "image/png" },
      { bytes: fake, name: "evil.png", type: "image/png" },
    ]);
    expect(status).toBe(400);
    expect(body).toEqual({
      message: "이미지 파일(JPG, PNG, GIF, WEBP)만 올릴 수 있습니다",
      errors: { "files.1": "이미지 파일(JPG, PNG, GIF, WEBP)만 올릴 수 있습니다" },
    });
    expect(await storedCount()).toBe(before);
  });

  it("limits size and count, and asks for files", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(token, [{ bytes: big, name: "big.png", type: "image/png" }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe("사진은 한 장에 5MB까지 올릴 수 있습니다");
    const many = await upload(
      token,
      Array.from({ length: 11 }, () => ({ bytes: PNG, name: "a.png", type: "image/png" })),
    );
    expect(many.status).toBe(400);
    expect(many.body.message).toBe("사진은 한 번에 10장까지 올릴 수 있습니다");
    const none = await upload(token, []);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("올릴 사진을 선택해주세요");
  });

  it("needs a console login to upload, and answers 404 for photos that do not exist", async () => {
    expect((await upload(null, [{ bytes: PNG, name: "a.png", type: "image/png" }])).status).toBe(401);
    const missing = await api.request(`/api/editor/photos/${"0".repeat(32)}.png`, {}, env);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as Body).message).toBe("사진을 찾을 수 없습니다");
    expect((await api.request("/api/editor/photos/..%2F..%2Fdownloads%2Fx.pdf", {}, env)).status).toBe(404);
  });
});
