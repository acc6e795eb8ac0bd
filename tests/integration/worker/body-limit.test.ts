import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_FILE_BYTES } from "../../../app/features/applications/documents";
import { action as registrationAction } from "../../../app/routes/site/registration";
import { limitBody, SETTLE_MAX_BYTES } from "../../../worker/body-limit";
import worker from "../../../worker/index";
import { Applicant, multipart, NOW, ORIGIN, PDF, YOUTH_STEPS } from "../../support/applicant";
import { accessTokenFor, bearer, createManager } from "../../support/console";
import { contextFor, seedTestDb } from "../../support/integration";

const TOO_LONG = "보내신 내용이 너무 깁니다. 내용을 줄여 다시 보내주세요";
const FILE_TOO_LARGE = "파일은 하나에 10MB까지 올릴 수 있습니다.";

/** How a body is sent: whole with its Content-Length, or as a stream without one (chunked). */
type Sending = "with Content-Length" | "chunked";
const SENDINGS: Sending[] = ["with Content-Length", "chunked"];

/** A body as sent: the bytes themselves, or a stream of them in 16 kB pieces that gives no length. */
function bodyOf(bytes: Uint8Array<ArrayBuffer>, sending: Sending): { body: BodyInit; headers: Record<string, string> } {
  if (sending === "with Content-Length") return { body: bytes, headers: { "content-length": String(bytes.length) } };
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + 16 * 1024));
      at += 16 * 1024;
    },
  });
  return { body: stream, headers: {} };
}

const encode = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

/** The registration page's action, called as React Router calls it, with the worker's context. */
const postRegistration = (request: Request) =>
  (registrationAction as unknown as (args: { request: Request; context: unknown; params: object }) => Promise<unknown>)(
    { request, context: contextFor(request), params: {} },
  );

/** A request through the worker's own fetch, as a browser or client sends it. */
async function viaWorker(path: string, method: string, bytes: Uint8Array<ArrayBuffer>, sending: Sending, headers = {}) {
  const sent = bodyOf(bytes, sending);
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers: { origin: ORIGIN, "x-test-now": NOW.toISOString(), ...sent.headers, ...headers },
    body: sent.body,
    duplex: "half",
  } as RequestInit);
  const ctx = createExecutionContext();
  const res = await worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx);
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: an answer's shape is what the assertions check
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, any> };
}

/** A board post of `length` Korean characters in its body (3 bytes each in JSON). */
const boardPost = (length: number) =>
  encode(JSON.stringify({ authorName: "가람", password: "pw1234", title: "긴 글", body: "가".repeat(length) }));

describe("request body limits (worker/body-limit.ts)", () => {
  let token: string;
  beforeAll(async () => {
    await seedTestDb(NOW);
    await createManager(env, { username: "bodies", scope: ["console", "terms"] });
    token = await accessTokenFor(env, "bodies", NOW);
  });

  for (const sending of SENDINGS) {
    it(`refuses a public API body over 64 kB (${sending}) with 413 and the message`, async () => {
      // 30,000 characters: 90 kB, past the limit though the board's own limit would also refuse it.
      const res = await viaWorker("/api/v1/boards/default-board/posts", "POST", boardPost(30_000), sending, {
        "content-type": "application/json",
      });
      expect(res).toEqual({ status: 413, body: { message: TOO_LONG } });
    });

    it(`refuses a console API body over 1 MB (${sending}) with 413 and the message`, async () => {
      const body = encode(
        JSON.stringify({ code: `huge-${sending.length}`, title: "큰 약관", body: "가".repeat(400_000) }),
      );
      const res = await viaWorker("/api/console/terms", "POST", body, sending, {
        ...bearer(token),
        "content-type": "application/json",
      });
      expect(res).toEqual({ status: 413, body: { message: TOO_LONG } });
    });

    it(`answers a page action's body over 64 kB (${sending}) with 413 and the message, in Korean`, async () => {
      const form = encode(`name=${encodeURIComponent("가".repeat(10_000))}`);
      const sent = bodyOf(form, sending);
      const request = limitBody(
        new Request(`${ORIGIN}/form/registration`, {
          method: "POST",
          headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", ...sent.headers },
          body: sent.body,
          duplex: "half",
        } as RequestInit),
      );
      const thrown = await postRegistration(request).catch((e: unknown) => e);
      // What React Router renders as the error page: status 413 with the message.
      expect(thrown).toMatchObject({ init: { status: 413 }, data: { message: TOO_LONG } });
    });
  }

  it("still takes bodies within the limits: the longest board post, the longest term, a page form", async () => {
    const post = await viaWorker("/api/v1/boards/default-board/posts", "POST", boardPost(5000), "chunked", {
      "content-type": "application/json",
    });
    expect(post.status).toBe(201);
    // A term of 100,000 Korean characters (300 kB of JSON): a console body is allowed 1 MB.
    const term = encode(JSON.stringify({ code: "long-term", title: "긴 약관", body: "가".repeat(100_000) }));
    const created = await viaWorker("/api/console/terms", "POST", term, "chunked", {
      ...bearer(token),
      "content-type": "application/json",
    });
    expect(created.status).toBe(201);
    const request = limitBody(
      new Request(`${ORIGIN}/form/registration`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        body: "name=",
      }),
    );
    const answer = await postRegistration(request);
    // The form's own check answers: the body was read.
    expect(answer).toMatchObject({ init: { status: 400 }, data: { errors: { name: "이름을 입력해주세요" } } });
  });

  it("leaves application documents to the upload's own limit: one within it is stored, one over it refused", async () => {
    const me = new Applicant({ personId: "bodies-1" });
    const started = await me.start();
    const id = started.body.id as string;
    await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } });
    const upload = async (bytes: Uint8Array<ArrayBuffer>, sending: Sending) => {
      const body = await multipart([
        ["name", "idCard"],
        ["upload", new File([bytes], "scan.pdf")],
      ]);
      return viaWorker(`/api/v1/application/${id}/upload`, "POST", body.bytes, sending, {
        cookie: me.cookie(),
        "content-type": body.contentType,
      });
    };
    // 200 kB: over the forms' limit, well within the upload's.
    const within = new Uint8Array(200 * 1024);
    within.set(PDF);
    expect(await upload(within, "with Content-Length")).toMatchObject({ status: 201, body: { name: "idCard" } });
    // Past the whole upload body's limit too: refused by the upload itself, with its field.
    const over = new Uint8Array(MAX_FILE_BYTES + 64 * 1024);
    over.set(PDF);
    expect(await upload(over, "with Content-Length")).toEqual({
      status: 413,
      body: { message: FILE_TOO_LARGE, errors: { upload: FILE_TOO_LARGE } },
    });
    // Without a length the upload asks for one, as it always has.
    expect(await upload(within, "chunked")).toMatchObject({
      status: 400,
      body: { message: "파일 크기를 알 수 없는 요청입니다. Content-Length를 보내주세요." },
    });
  }, 60_000);
});

/** A body sent in 16 kB pieces that tells how much of it the worker took, and whether it was cancelled. */
function watchedBody(total: number) {
  const seen = { pulled: 0, cancelled: false };
  const piece = encode("a".repeat(16 * 1024));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= total) return controller.close();
      controller.enqueue(piece);
      seen.pulled += piece.length;
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe("the rest of a body no one read (worker/body-limit.ts settleBody)", () => {
  // A public API write: 64 kB of JSON at most, origin-checked before its body is read.
  const BOARD_POSTS = "/api/v1/boards/default-board/posts";
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  const send = async (path: string, stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) => {
    const request = new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json", ...headers },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const ctx = createExecutionContext();
    const res = await worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };

  it("takes a refused body to its end before it answers, sent chunked or with its length", async () => {
    const sendings: Record<string, string>[] = [{}, { "content-length": String(13 * 16 * 1024) }];
    for (const headers of sendings) {
      const { stream, seen } = watchedBody(13 * 16 * 1024);
      const res = await send(BOARD_POSTS, stream, headers);
      expect(res.status).toBe(413);
      expect(seen).toEqual({ pulled: 13 * 16 * 1024, cancelled: false });
      await res.body?.cancel();
    }
  });

  it("takes the body of a request answered without reading it (a refused origin) before it answers", async () => {
    const { stream, seen } = watchedBody(2 * 16 * 1024);
    const res = await send(BOARD_POSTS, stream, { origin: "https://elsewhere.example" });
    expect(res.status).toBe(403);
    expect(seen).toEqual({ pulled: 2 * 16 * 1024, cancelled: false });
    await res.body?.cancel();
  });

  it("stops after SETTLE_MAX_BYTES more and cancels the rest", async () => {
    const { stream, seen } = watchedBody(8 * SETTLE_MAX_BYTES);
    const res = await send(BOARD_POSTS, stream);
    expect(res.status).toBe(413);
    expect(seen.cancelled).toBe(true);
    // The form's 64 kB, the settled megabyte, and the pieces the streams had queued.
    expect(seen.pulled).toBeLessThan(2 * SETTLE_MAX_BYTES);
    await res.body?.cancel();
  });
});
