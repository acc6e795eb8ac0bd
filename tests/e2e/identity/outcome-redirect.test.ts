import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { BASE_URL } from "../../support/browser.ts";

/** A browser over HTTP: its cookies kept, each answer's D1 round trips read (a local deployment answers them). */
function browser(ip: string) {
  const cookies = new Map<string, string>();
  return async (path: string, form?: Record<string, string>) => {
    const headers = new Headers({ origin: BASE_URL, "x-bench-d1": "1", "cf-connecting-ip": ip });
    if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (form) headers.set("content-type", "application/x-www-form-urlencoded");
    const res = await fetch(`${BASE_URL}${path}`, {
      method: form ? "POST" : "GET",
      headers,
      body: form ? new URLSearchParams(form) : undefined,
      redirect: "manual",
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const calls = Number(/calls=(\d+)/.exec(res.headers.get("x-bench-d1") ?? "")?.[1]);
    return { status: res.status, location: res.headers.get("location"), text: await res.text(), calls };
  };
}

/** Starts a verification in `send`'s browser and answers it from the sandbox; its outcome page's path. */
async function verified(send: ReturnType<typeof browser>, personId: string) {
  const started = await send("/common/kcp/cert/request", { purpose: "application", returnTo: "/form/application" });
  assert.equal(started.status, 303);
  const step = await send(started.location ?? "");
  const order = /name="ordr_idxx" value="([^"]+)"/.exec(step.text)?.[1] ?? "";
  const answer = { ordr_idxx: order, res_cd: "0000", name: "김하늘", birth: "19950301", phone: "01012345678" };
  const answered = await send("/common/kcp/cert/response", { ...answer, gender: "FEMALE", personId });
  // A success goes straight to the return path with the verification's id.
  assert.equal(answered.status, 303);
  const back = new URL(answered.location ?? "", BASE_URL);
  assert.equal(back.pathname, "/form/application");
  return `/common/kcp/cert/response?id=${back.searchParams.get("verification")}`;
}

describe("the verification's outcome (built worker)", () => {
  it("sends a fresh success met again (a reload, Back) on to its return path, reading only the verification", async () => {
    const send = browser("198.51.100.31");
    const outcomePath = await verified(send, `outcome-${Date.now()}`);
    const id = new URL(outcomePath, BASE_URL).searchParams.get("id");
    const outcome = await send(outcomePath);
    assert.equal(outcome.status, 303);
    assert.equal(outcome.location, `/form/application?verification=${id}`);
    // Answered before the site layout's loader (its settings read) runs.
    assert.equal(outcome.calls, 1);
  });

  it("renders the failure page with the site's header for a browser that did not start it", async () => {
    const outcomePath = await verified(browser("198.51.100.32"), `outcome-other-${Date.now()}`);
    const other = await browser("198.51.100.33")(outcomePath);
    assert.equal(other.status, 404);
    assert.match(other.text, /class="site-header"/);
    assert.match(other.text, /<h1>[^<]+<\/h1>/);
  });
});
