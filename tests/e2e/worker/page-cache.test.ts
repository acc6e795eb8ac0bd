import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { BASE_URL } from "../../support/browser.ts";
import { basic, SEEDED } from "../../support/console.ts";

/**
 * The shared page cache of the built worker (worker/page-cache.ts), over plain HTTP. Each test
 * pins the clock (x-test-now, APP_ENV=test) to a moment of its own: a kept page is valid only
 * from the moment it was rendered, so the first request of a test never finds another
 * test's copy, and the answers are deterministic.
 */

const MINUTE = 60_000;
let clock = Date.parse("2024-01-01T00:00:00Z");
/** A moment no other test of this file uses. */
const freshMoment = () => {
  clock += 24 * 60 * MINUTE;
  return clock;
};

async function get(path: string, at: number, headers: Record<string, string> = {}) {
  const res = await fetch(BASE_URL + path, {
    headers: { "x-test-now": new Date(at).toISOString(), "accept-language": "ko-KR", ...headers },
    redirect: "manual",
  });
  return { status: res.status, cache: res.headers.get("x-page-cache"), headers: res.headers, html: await res.text() };
}

describe("the shared page cache", () => {
  it("keeps one copy per path and language, and serves it with this response's nonce", async () => {
    const t = freshMoment();
    const first = await get("/business/overview", t);
    assert.equal(first.cache, "miss");
    const second = await get("/business/overview", t + 1000);
    assert.equal(second.cache, "hit");
    assert.equal(second.html.length > 1000, true);
    const nonce = /'nonce-([^']+)'/.exec(second.headers.get("content-security-policy") ?? "")?.[1];
    assert.ok(nonce && second.html.includes(`nonce="${nonce}"`), "the kept page carries this response's nonce");
    assert.ok(!first.html.includes(`nonce="${nonce}"`), "each response has its own nonce");
    assert.equal(second.headers.get("cache-control"), "private, no-cache", "browsers and proxies keep nothing");

    // Another language is another page; it does not replace the Korean one.
    const english = await get("/business/overview", t + 2000, { "accept-language": "en-US" });
    assert.equal(english.cache, "miss");
    assert.match(english.html, /<html lang="en"/);
    assert.equal((await get("/business/overview", t + 3000, { cookie: "lng=en" })).cache, "hit");
    const korean = await get("/business/overview", t + 4000);
    assert.equal(korean.cache, "hit");
    assert.match(korean.html, /<html lang="ko"/);
    // Another path is another page.
    assert.equal((await get("/business/traffic", t + 5000)).cache, "miss");
  });

  it("?lng= shares the language's copy and still stores the choice in the cookie", async () => {
    const t = freshMoment();
    assert.equal((await get("/complex/unit?lng=cn", t)).cache, "miss");
    const again = await get("/complex/unit?lng=cn", t + 1000);
    assert.equal(again.cache, "hit");
    assert.match(again.html, /<html lang="zh-Hans"|<html lang="zh/);
    assert.match(again.headers.get("set-cookie") ?? "", /^lng=cn;/);
  });

  it("is bypassed with a session cookie, any other query, an Authorization header, a POST or on a board", async () => {
    const t = freshMoment();
    await get("/complex/floor", t);
    assert.equal((await get("/complex/floor", t + 1000)).cache, "hit");
    assert.equal((await get("/complex/floor", t + 1000, { cookie: "console_at=x; lng=ko" })).cache, "bypass");
    assert.equal((await get("/complex/floor", t + 1000, { cookie: "member_session=x" })).cache, "bypass");
    assert.equal((await get("/complex/floor", t + 1000, { authorization: "Bearer x" })).cache, "bypass");
    assert.equal((await get("/complex/floor?utm_source=x", t + 1000)).cache, "bypass");
    assert.equal((await get("/complex/floor", t + 1000, { cookie: "lng=ko" })).cache, "hit");

    const post = await fetch(`${BASE_URL}/form/registration`, {
      method: "POST",
      headers: {
        origin: BASE_URL,
        "content-type": "application/x-www-form-urlencoded",
        "x-test-now": new Date(t).toISOString(),
      },
      body: "name=",
    });
    await post.arrayBuffer();
    assert.equal(post.headers.get("x-page-cache"), "bypass");

    // Visitors' posts change without a console write: board pages are rendered every time.
    await get("/board/default-board", t);
    assert.equal((await get("/board/default-board", t + 1000)).cache, "miss");
  });

  it("never keeps identity verification pages, whatever they answer: bypassed and no-store", async () => {
    const t = freshMoment();
    const pages = [
      "/common/kcp/cert/request?purpose=application&returnTo=%2Fapplication",
      "/common/kcp/cert/request",
      "/common/kcp/cert/provider",
      "/common/kcp/cert/response",
      "/common/kcp/cert/sandbox",
    ];
    for (const path of pages) {
      for (const at of [t, t + 1000]) {
        const res = await get(path, at);
        assert.equal(res.cache, "bypass", path);
        assert.equal(res.headers.get("cache-control"), "no-store", path);
      }
    }
    // The start page itself renders (200) and is still never shared.
    assert.equal((await get(pages[0] ?? "", t + 2000)).status, 200);
  });

  it("never serves a page past the next round boundary: at the opening minute everyone sees it open", async () => {
    const status = await get("/application", Date.now());
    const period = /<time>(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})<\/time> ~/.exec(status.html);
    assert.ok(period, "the application page shows the round's period");
    const opensAt = Date.parse(`${period[1]}T${period[2]}+09:00`);

    const before = await get("/application", opensAt - 2 * MINUTE);
    assert.match(before.html, /청약 접수 시작 전입니다/);
    const stillBefore = await get("/application", opensAt - 1000);
    assert.equal(stillBefore.cache, "hit");
    assert.match(stillBefore.html, /청약 접수 시작 전입니다/);

    const atOpening = await get("/application", opensAt);
    assert.equal(atOpening.cache, "miss");
    assert.match(atOpening.html, /지금 청약 접수 중입니다/);
    assert.equal((await get("/application", opensAt + 1000)).cache, "hit");
  });
});

describe("the shared page cache after a console change", () => {
  let token = "";
  before(async () => {
    const { username, password } = SEEDED.developer;
    const login = await fetch(`${BASE_URL}/api/auth/refreshToken`, { headers: basic(username, password) });
    const { refreshToken } = (await login.json()) as { refreshToken: string };
    const access = await fetch(`${BASE_URL}/api/auth/accessToken`, {
      headers: { authorization: `Bearer ${refreshToken}` },
    });
    token = ((await access.json()) as { accessToken: string }).accessToken;
  });

  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${BASE_URL}/api/console${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    assert.ok(res.ok, `${method} ${path} answered ${res.status}`);
    return res.status === 204 ? {} : ((await res.json()) as Record<string, unknown>);
  };

  /** A kept copy of `path` at a moment of its own; answers that moment. */
  async function kept(path: string) {
    const t = freshMoment();
    await get(path, t);
    assert.equal((await get(path, t + 1000)).cache, "hit");
    return t;
  }

  it("shows a changed site setting on the next request", async () => {
    const t = await kept("/");
    const { setting } = (await call("GET", "/setting")) as { setting: Record<string, unknown> };
    await call("PUT", "/setting", { ...setting, copyright: "Copyright © 2026 page cache check" });
    try {
      const after = await get("/", t + 2000);
      assert.equal(after.cache, "miss");
      assert.match(after.html, /Copyright © 2026 page cache check/);
    } finally {
      await call("PUT", "/setting", setting);
    }
  });

  it("renders afresh after a popup or a term changes", async () => {
    const t = await kept("/privacy-policy");
    const { popup } = (await call("POST", "/popups", {
      title: "캐시 확인 팝업",
      startsAt: new Date(t).toISOString(),
      endsAt: new Date(t + 60 * MINUTE).toISOString(),
      active: false,
    })) as { popup: { id: string } };
    assert.equal((await get("/privacy-policy", t + 2000)).cache, "miss");
    assert.equal((await get("/privacy-policy", t + 3000)).cache, "hit");
    await call("DELETE", `/popups/${popup.id}`);
    assert.equal((await get("/privacy-policy", t + 4000)).cache, "miss");

    // Saving a term as it is still counts as a change.
    const { terms } = (await call("GET", "/terms")) as { terms: { id: string; code: string; title: string }[] };
    const privacy = terms.find((term) => term.code === "privacy");
    assert.ok(privacy);
    assert.equal((await get("/privacy-policy", t + 5000)).cache, "hit");
    await call("PUT", `/terms/${privacy.id}`, { title: privacy.title });
    assert.equal((await get("/privacy-policy", t + 6000)).cache, "miss");
  });
});
