import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { BASE_URL } from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";

/** Page actions must answer a body that is not a form with a 4xx, never a 500. */
const PUBLIC_ACTIONS = [
  "/form/registration",
  "/default-form",
  "/board/default-board/write",
  "/board/default-board/1",
  "/board/default-board/1/edit",
  "/console/login",
];
const CONSOLE_ACTIONS = ["/console/setting", "/console/password", "/console/manager", "/console/manager/1"];

const BODIES: { name: string; init: RequestInit; status: number }[] = [
  { name: "a JSON body", init: { headers: { "content-type": "application/json" }, body: "{}" }, status: 415 },
  { name: "no body", init: {}, status: 415 },
  {
    name: "a broken multipart body",
    init: { headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--x\r\nbroken" },
    status: 400,
  },
];

async function post(path: string, init: RequestInit, cookie = "") {
  const headers = new Headers(init.headers);
  headers.set("origin", BASE_URL);
  if (cookie) headers.set("cookie", cookie);
  return fetch(BASE_URL + path, { ...init, method: "POST", headers, redirect: "manual" });
}

let cookie = "";

before(async () => {
  const form = new URLSearchParams(SEEDED.developer);
  const res = await post("/console/login", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  assert.equal(res.status, 302, "the developer logs in");
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});

describe("page actions given a body that is not a form", () => {
  for (const path of [...PUBLIC_ACTIONS, ...CONSOLE_ACTIONS]) {
    for (const body of BODIES) {
      it(`${path} answers ${body.name} with ${body.status}`, async () => {
        const res = await post(path, body.init, CONSOLE_ACTIONS.includes(path) ? cookie : "");
        assert.equal(res.status, body.status);
        const text = await res.text();
        assert.ok(!text.includes("Unexpected Server Error"), text.slice(0, 200));
      });
    }
  }

  it("still accepts a real form (the registration form shows its field errors)", async () => {
    const res = await post("/form/registration", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=",
    });
    assert.equal(res.status, 400);
    assert.match(await res.text(), /이름을 입력해주세요/);
  });
});

describe("page actions given a body over their limit", () => {
  // 200 kB of form: past the 64 kB a public form may post.
  const form = `name=${encodeURIComponent("가".repeat(22_000))}`;
  const chunked = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(form);
        for (let at = 0; at < bytes.length; at += 16 * 1024) controller.enqueue(bytes.slice(at, at + 16 * 1024));
        controller.close();
      },
    });
  const sendings: [string, () => RequestInit][] = [
    ["with Content-Length", () => ({ body: form })],
    ["chunked", () => ({ body: chunked(), duplex: "half" }) as RequestInit],
  ];
  for (const [name, init] of sendings) {
    it(`/form/registration answers one sent ${name} with 413 and a Korean error page`, async () => {
      const res = await post("/form/registration", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        ...init(),
      });
      assert.equal(res.status, 413);
      const html = await res.text();
      assert.match(html, /<h1>보내신 내용이 너무 큽니다<\/h1>/);
      assert.match(html, /보내신 내용이 너무 깁니다\. 내용을 줄여 다시 보내주세요/);
      assert.ok(!html.includes("Unexpected Server Error"), html.slice(0, 200));
    });
  }
});
