import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_FILE_BYTES, MAX_FILES } from "../../../app/features/applications/documents";
import { applicationDocuments, rounds } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { Applicant, db, JPEG, multipart, NOW, ORIGIN, objectsOf, PDF, PNG, YOUTH_STEPS } from "../../support/applicant";
import { seedTestDb } from "../../support/integration";

const docsOf = (id: string) => db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id));

async function sha256(bytes: Uint8Array<ArrayBuffer>) {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** An applicant with a draft whose answers ask for the usual documents. */
async function draft(personId: string, steps: Record<string, unknown> = YOUTH_STEPS) {
  const me = new Applicant({ personId });
  const started = await me.start();
  await me.request("PUT", `/api/v1/application/${started.body.id}`, { json: { steps } });
  return { me, id: started.body.id as string };
}

/** A body that sends its head and part of a file, then fails: a connection dropped half-way. */
function droppedBody(head: Uint8Array, fileBytes: number) {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(head);
        controller.enqueue(new Uint8Array(fileBytes).fill(0x25));
        return;
      }
      controller.error(new Error("connection reset"));
    },
  });
}

describe("document uploads (POST and DELETE /api/v1/application/:id/upload)", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("streams a pdf, a phone's jpeg and a png into R2 under server-made keys, typed by content, with their checksum", async () => {
    const { me, id } = await draft("up-1");
    const pdf = await me.upload(id, "idCard", PDF, '신분증 "앞면".pdf');
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({
      name: "idCard",
      kind: "idCard",
      originalName: '신분증 "앞면".pdf',
      contentType: "application/pdf",
      size: PDF.length,
      reviewState: "PENDING",
    });
    expect(pdf.body).not.toHaveProperty("r2Key");
    // Named .png but a jpeg: the content decides.
    const photo = await me.upload(id, "residence", JPEG, "IMG_0001.png");
    expect(photo.body).toMatchObject({ contentType: "image/jpeg" });
    const png = await me.upload(id, "residence-2", PNG, "page2");
    expect(png.body).toMatchObject({ contentType: "image/png" });
    const rows = await docsOf(id);
    expect(rows.map((r) => r.name).sort()).toEqual(["idCard", "residence", "residence-2"]);
    const idCard = rows.find((r) => r.name === "idCard");
    expect(idCard?.r2Key).toMatch(new RegExp(`^applications/${id}/[0-9a-f]{32}$`));
    expect(idCard?.sha256).toBe(await sha256(PDF));
    const object = await env.FILES.get(idCard?.r2Key ?? "");
    expect(object?.httpMetadata?.contentType).toBe("application/pdf");
    expect(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(PDF);
    expect(await objectsOf(id)).toHaveLength(3);
  });

  it("stores a file of nearly 10 MB whole, and replaces a slot's file (the old object goes)", async () => {
    const { me, id } = await draft("up-2");
    const big = new Uint8Array(MAX_FILE_BYTES);
    big.set(PDF);
    for (let i = PDF.length; i < big.length; i++) big[i] = i % 251;
    const first = await me.upload(id, "idCard", big, "big.pdf");
    expect(first).toMatchObject({ status: 201, body: { size: MAX_FILE_BYTES } });
    const [row] = await docsOf(id);
    expect(row?.sha256).toBe(await sha256(big));
    const oldKey = row?.r2Key ?? "";
    expect((await env.FILES.head(oldKey))?.size).toBe(MAX_FILE_BYTES);
    const second = await me.upload(id, "idCard", PNG, "new.png");
    expect(second.status).toBe(201);
    const rows = await docsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.r2Key).not.toBe(oldKey);
    expect(await env.FILES.head(oldKey)).toBeNull();
    expect((await objectsOf(id)).map((o) => o.key)).toEqual([rows[0]?.r2Key]);
  }, 60_000);

  it("leaves one file and no stray object when two uploads race for the same slot", async () => {
    const { me, id } = await draft("up-race");
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        me.upload(id, "idCard", PDF, `a-${round}.pdf`),
        me.upload(id, "idCard", PNG, `b-${round}.png`),
      ]);
      for (const answer of answers) expect(answer.status).toBe(201);
      const rows = await docsOf(id);
      expect(rows).toHaveLength(1);
      expect((await objectsOf(id)).map((o) => o.key)).toEqual([rows[0]?.r2Key]);
    }
  });

  it("refuses a wrong type by content (HTML called .pdf, a HEIC photo, a GIF) with 415 and keeps nothing", async () => {
    const { me, id } = await draft("up-3");
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    const heic = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]);
    const gif = new TextEncoder().encode("GIF89a....");
    for (const [bytes, name] of [
      [html, "scan.pdf"],
      [heic, "IMG_0002.HEIC"],
      [gif, "a.jpg"],
    ] as const) {
      const res = await me.upload(id, "idCard", bytes, name);
      expect(res).toMatchObject({
        status: 415,
        body: {
          message: "PDF, JPG, PNG 파일만 올릴 수 있습니다. 파일 내용으로 확인하며, HEIC 사진은 JPG로 바꿔 올려주세요.",
          errors: { upload: expect.any(String) },
        },
      });
    }
    expect(await docsOf(id)).toEqual([]);
    expect(await objectsOf(id)).toEqual([]);
  });

  it("refuses an oversize file with 413 before reading it, and an empty one with 400", async () => {
    const { me, id } = await draft("up-4");
    const over = new Uint8Array(MAX_FILE_BYTES + 1);
    over.set(PDF);
    const res = await me.upload(id, "idCard", over, "big.pdf");
    expect(res).toMatchObject({ status: 413, body: { message: "파일은 하나에 10MB까지 올릴 수 있습니다." } });
    // A declared length past the limit is refused without reading the body (had it read these
    // 16 bytes, it would have found them short and answered 400).
    const early = await api.request(
      `/api/v1/application/${id}/upload`,
      {
        method: "POST",
        headers: {
          cookie: me.cookie(),
          origin: ORIGIN,
          "x-test-now": NOW.toISOString(),
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(50 * 1024 * 1024),
        },
        body: new Uint8Array(16),
      },
      env,
    );
    expect(early.status).toBe(413);
    const empty = await me.upload(id, "idCard", new Uint8Array(0), "");
    expect(empty).toMatchObject({ status: 400, body: { message: "올릴 파일을 선택해주세요." } });
    expect(await docsOf(id)).toEqual([]);
    expect(await objectsOf(id)).toEqual([]);
  }, 60_000);

  it("leaves nothing in D1 or R2 when the upload breaks off half-way", async () => {
    const { me, id } = await draft("up-5");
    const boundary = "halfway";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nidCard\r\n--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="a.pdf"\r\n\r\n%PDF-`,
    );
    const res = await api.request(
      `/api/v1/application/${id}/upload`,
      {
        method: "POST",
        headers: {
          cookie: me.cookie(),
          origin: ORIGIN,
          "x-test-now": NOW.toISOString(),
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(head.length + 300_000 + 20),
        },
        body: droppedBody(head, 100_000),
        duplex: "half",
      } as RequestInit,
      env,
    );
    expect(res.status).toBe(400);
    expect(await docsOf(id)).toEqual([]);
    expect(await objectsOf(id)).toEqual([]);
  });

  it("refuses a body without a length, not multipart, with the file before its name, or a slot it does not know", async () => {
    const { me, id } = await draft("up-6");
    const send = (body: BodyInit, headers: Record<string, string>) =>
      me.request("POST", `/api/v1/application/${id}/upload`, { body, headers });
    const ok = await multipart([
      ["name", "idCard"],
      ["upload", new File([PDF], "a.pdf")],
    ]);
    expect(
      (await send(ok.bytes, { "content-type": "application/pdf", "content-length": String(ok.bytes.length) })).body,
    ).toMatchObject({
      message: "파일을 올리는 요청 형식이 맞지 않습니다. 서류 이름(name)을 먼저, 파일(upload)을 마지막에 보내주세요.",
    });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(ok.bytes);
        controller.close();
      },
    });
    expect(await send(stream, { "content-type": ok.contentType })).toMatchObject({
      status: 400,
      body: { message: "파일 크기를 알 수 없는 요청입니다. Content-Length를 보내주세요." },
    });
    const reversed = await multipart([
      ["upload", new File([PDF], "a.pdf")],
      ["name", "idCard"],
    ]);
    expect(
      (
        await send(reversed.bytes, {
          "content-type": reversed.contentType,
          "content-length": String(reversed.bytes.length),
        })
      ).status,
    ).toBe(400);
    expect(await me.upload(id, "passport", PDF)).toMatchObject({
      status: 400,
      body: { errors: { name: "서류 항목을 확인해주세요" } },
    });
    // A car's registration for someone without a car.
    expect(await me.upload(id, "car", PDF)).toMatchObject({
      status: 400,
      body: { message: "이 신청서에 필요한 서류 항목이 아닙니다." },
    });
    expect(await docsOf(id)).toEqual([]);
    expect(await objectsOf(id)).toEqual([]);
  });

  it("takes at most 20 files an application (a replacement still fits)", async () => {
    const { me, id } = await draft("up-7");
    const slots = [
      "idCard",
      ...Array.from({ length: 9 }, (_, i) => `idCard-${i + 2}`),
      "residence",
      ...Array.from({ length: 9 }, (_, i) => `residence-${i + 2}`),
    ];
    for (const slot of slots) expect((await me.upload(id, slot, PNG)).status).toBe(201);
    expect(await docsOf(id)).toHaveLength(MAX_FILES);
    expect(await me.upload(id, "extra", PNG)).toMatchObject({
      status: 409,
      body: { message: "서류는 신청서 하나에 20개까지 올릴 수 있습니다." },
    });
    expect((await me.upload(id, "residence-5", PDF)).status).toBe(201);
    expect(await objectsOf(id)).toHaveLength(MAX_FILES);
  }, 60_000);

  it("deletes a file (row and object), 404 for an unknown slot", async () => {
    const { me, id } = await draft("up-8");
    await me.upload(id, "idCard", PDF);
    const del = await me.request("DELETE", `/api/v1/application/${id}/upload/idCard`);
    expect(del.status).toBe(204);
    expect(await docsOf(id)).toEqual([]);
    expect(await objectsOf(id)).toEqual([]);
    expect(await me.request("DELETE", `/api/v1/application/${id}/upload/idCard`)).toMatchObject({
      status: 404,
      body: { message: "서류를 찾을 수 없습니다." },
    });
  });

  it("answers another person's application as if it did not exist, for every call", async () => {
    const { me, id } = await draft("up-9");
    await me.upload(id, "idCard", PDF);
    const { me: other } = await draft("up-9b");
    const missing = "0".repeat(32);
    for (const target of [id, missing]) {
      const answers = [
        await other.request("GET", `/api/v1/application/${target}`),
        await other.request("PUT", `/api/v1/application/${target}`, {
          json: { steps: { details: YOUTH_STEPS.details } },
        }),
        await other.upload(target, "residence", PDF),
        await other.request("DELETE", `/api/v1/application/${target}/upload/idCard`),
      ];
      for (const answer of answers)
        expect(answer).toMatchObject({ status: 404, body: { message: "신청 내역을 찾을 수 없습니다." } });
    }
    expect(await docsOf(id)).toHaveLength(1);
    expect((await me.request("GET", `/api/v1/application/${id}`)).body.draft).toEqual(YOUTH_STEPS);
  });

  it("refuses uploads and deletions once the round has closed or while it is stopped", async () => {
    const { me, id } = await draft("up-10");
    await me.upload(id, "idCard", PDF);
    const round = await db.select().from(rounds).where(eq(rounds.round, 2)).get();
    await db.update(rounds).set({ deadAt: NOW }).where(eq(rounds.round, 2));
    expect(await me.upload(id, "residence", PDF)).toMatchObject({
      status: 403,
      body: { message: "청약 접수가 마감되었습니다." },
    });
    expect((await me.request("DELETE", `/api/v1/application/${id}/upload/idCard`)).status).toBe(403);
    await db.update(rounds).set({ deadAt: round?.deadAt, stops: true }).where(eq(rounds.round, 2));
    expect(await me.upload(id, "residence", PDF)).toMatchObject({
      status: 403,
      body: { message: "청약 접수가 일시 중지되었습니다." },
    });
    await db.update(rounds).set({ stops: false }).where(eq(rounds.round, 2));
    expect(await docsOf(id)).toHaveLength(1);
    expect(await objectsOf(id)).toHaveLength(1);
  });
});
