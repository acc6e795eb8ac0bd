import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "../../../app/features/auth/tokens.server";
import { RATE_LIMITS } from "../../../app/features/rate-limit/rate-limit.server";
import { scopeContext } from "../../../app/lib/context";
import { loader as providerLoader } from "../../../app/routes/site/identity/provider";
import { action as requestAction, loader as requestLoader } from "../../../app/routes/site/identity/request";
import { action as responseAction, loader as responseLoader } from "../../../app/routes/site/identity/response";
import { loader as sandboxLoader } from "../../../app/routes/site/identity/sandbox";
import { createDb } from "../../../db/client";
import { identityVerifications, rateLimits } from "../../../db/schema";
import {
  callRoute,
  claimByApi,
  cookiesOf,
  crossSiteCookie,
  formOf,
  pageRequest,
  sandboxAnswer,
} from "../../support/identity";
import { contextFor } from "../../support/integration";

const db = createDb(env.DB);
const T0 = new Date("2026-05-10T03:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const rows = () => db.select().from(identityVerifications);

/** Starts a verification through the request page's action, as a browser posting the start form. */
async function start(
  cookie: string | null = null,
  form = { purpose: "application", returnTo: "/form/application?step=2" },
) {
  const answer = await callRoute(requestAction, pageRequest("/common/kcp/cert/request", { form, cookie, now: T0 }));
  const id = new URL(answer.location ?? "", "http://x").searchParams.get("id") ?? "";
  return { answer, id, cookie: cookie ?? cookiesOf(answer.setCookies) };
}

async function orderOf(id: string) {
  const row = await db.select().from(identityVerifications).where(eq(identityVerifications.id, id)).get();
  if (!row) throw new Error("no row");
  return row.orderId;
}

describe("identity verification through the request and response routes (sandbox)", () => {
  beforeEach(async () => {
    await db.delete(identityVerifications);
    await db.delete(rateLimits);
  });

  it("starts: a pending row for the purpose and return path, bound to new HttpOnly Secure cookies (Lax, and None for the answer), then the provider step", async () => {
    const { answer, id, cookie } = await start();
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/common/kcp/cert/provider?id=${id}`);
    expect(answer.setCookies).toHaveLength(2);
    expect(answer.setCookies[0]).toMatch(
      /^__Host-identity=[A-Za-z0-9_-]{43}; HttpOnly; Secure; SameSite=Lax; Path=\/$/,
    );
    // The same value for the provider's cross-site answer, which a Lax cookie would not ride on.
    expect(answer.setCookies[1]).toBe(
      `${answer.setCookies[0]?.split(";")[0]?.replace("__Host-identity=", "__Host-identity-answer=")}; HttpOnly; Secure; SameSite=None; Path=/`,
    );
    const [row] = await rows();
    expect(row).toMatchObject({
      id,
      provider: "sandbox",
      status: "PENDING",
      purpose: "application",
      returnPath: "/form/application?step=2",
      name: null,
      personKey: null,
    });
    // Only the cookie's hash is stored.
    const value = cookie.split("; ")[0]?.split("=")[1] ?? "";
    expect(row?.bindingHash).toBe(await hashToken(value));
    expect(row?.bindingHash).not.toContain(value);
    expect(row?.expiresAt.getTime()).toBe(at(15 * 60_000).getTime());
    expect([row?.createdAt.getTime(), row?.updatedAt.getTime()]).toEqual([T0.getTime(), T0.getTime()]);
    expect(row?.verifiedAt).toBeNull();
  });

  it("keeps the browser's binding for a second verification (two tabs do not undo each other)", async () => {
    const first = await start();
    const second = await start(first.cookie);
    expect(second.answer.setCookies).toEqual([]);
    const all = await rows();
    expect(all).toHaveLength(2);
    expect(new Set(all.map((r) => r.bindingHash)).size).toBe(1);
    expect(new Set(all.map((r) => r.orderId)).size).toBe(2);
  });

  it("sends only the browser that started it on to the sandbox page", async () => {
    const { id, cookie } = await start();
    const ready = await callRoute(
      providerLoader,
      pageRequest(`/common/kcp/cert/provider?id=${id}`, { cookie, now: T0 }),
    );
    expect(ready.status).toBe(200);
    expect(ready.html).toContain("<h1>본인인증 창으로 이동합니다</h1>");
    expect(formOf(ready.html, '<form method="get"')).toEqual({
      action: "/common/kcp/cert/sandbox",
      method: "get",
      fields: { ordr_idxx: await orderOf(id) },
    });
    for (const other of [null, "__Host-identity=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"]) {
      const answer = await callRoute(
        providerLoader,
        pageRequest(`/common/kcp/cert/provider?id=${id}`, { cookie: other, now: T0 }),
      );
      expect(answer.status).toBe(404);
      expect(answer.html).toContain('<p data-code="notFound">');
      expect(answer.html).not.toContain("data-provider-form");
    }
    // Back on the result page before any answer: not completed, with the way to try again.
    const early = await callRoute(
      responseLoader,
      pageRequest(`/common/kcp/cert/response?id=${id}`, { cookie, now: T0 }),
    );
    expect(early.data).toMatchObject({ view: { state: "failed", code: "refused", retry: { purpose: "application" } } });
    const late = await callRoute(
      providerLoader,
      pageRequest(`/common/kcp/cert/provider?id=${id}`, { cookie, now: at(15 * 60_000) }),
    );
    expect(late.status).toBe(410);
    expect(late.html).toContain('<p data-code="expired">');
    // The way to try again: a new start for the same purpose and return path.
    expect(formOf(late.html)).toEqual({
      action: "/common/kcp/cert/request",
      method: "post",
      fields: { purpose: "application", returnTo: "/form/application?step=2" },
    });
  });

  it("verifies on the sandbox's answer, stores only keyed hashes of ci/di, and returns the browser to its path once", async () => {
    const { id, cookie } = await start();
    const orderId = await orderOf(id);
    const page = await callRoute(
      sandboxLoader,
      pageRequest(`/common/kcp/cert/sandbox?ordr_idxx=${orderId}`, { now: T0 }),
    );
    expect(page.status).toBe(200);
    expect(formOf(page.html)).toEqual({
      action: "/common/kcp/cert/response",
      method: "post",
      fields: { ordr_idxx: orderId },
    });
    expect(page.html).toContain("청약 신청서를 작성하려면 본인인증이 필요합니다.");

    // The answer carries only the SameSite=None answer cookie, as KCP's cross-site POST would.
    const posted = await callRoute(
      responseAction,
      pageRequest("/common/kcp/cert/response", {
        form: sandboxAnswer(orderId),
        cookie: crossSiteCookie(cookie),
        now: at(60_000),
      }),
    );
    // A success goes straight back to the return path; the answer cookie proved the browser.
    expect(posted).toMatchObject({ status: 303, location: `/form/application?step=2&verification=${id}` });
    const [row] = await rows();
    expect(row).toMatchObject({
      status: "VERIFIED",
      name: "김하늘",
      birth: "19950301",
      phone: "01012345678",
      gender: "FEMALE",
    });
    expect(row?.personKey).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.siteKey).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.personKey).not.toBe(row?.siteKey);
    expect(JSON.stringify(row)).not.toContain("tester-1");

    const other = await callRoute(
      responseLoader,
      pageRequest(`/common/kcp/cert/response?id=${id}`, { now: at(61_000) }),
    );
    expect(other.status).toBe(404);
    const back = await callRoute(
      responseLoader,
      pageRequest(`/common/kcp/cert/response?id=${id}`, { cookie, now: at(61_000) }),
    );
    expect(back).toMatchObject({ status: 303, location: `/form/application?step=2&verification=${id}` });

    const claimed = await claimByApi(id, cookie, at(62_000));
    expect(claimed.status).toBe(200);
    expect(claimed.body).toEqual({
      name: "김하늘",
      phone: "01012345678",
      birth: "19950301",
      gender: "FEMALE",
      verifiedAt: at(60_000).toISOString(),
    });
    // Claimed: the result page now offers to verify again instead of returning the browser.
    const used = await callRoute(
      responseLoader,
      pageRequest(`/common/kcp/cert/response?id=${id}`, { cookie, now: at(63_000) }),
    );
    expect(used.data).toMatchObject({ view: { state: "used", retry: { purpose: "application" } } });
  });

  it("an answer posted from another browser settles nothing that the browser which started it can claim", async () => {
    // A starts (account recovery) and reads its order id from the provider step.
    const a = await start(null, { purpose: "recovery", returnTo: "/member/recovery" });
    const step = await callRoute(
      providerLoader,
      pageRequest(`/common/kcp/cert/provider?id=${a.id}`, { cookie: a.cookie, now: T0 }),
    );
    const orderId = formOf(step.html)?.fields.ordr_idxx ?? "";
    // B (no cookies, or its own binding from a verification of its own) answers as someone else.
    const b = await start();
    const victim = sandboxAnswer(orderId, { name: "박바다", phone: "01055554444", personId: "victim" });
    for (const cookie of [null, b.cookie, crossSiteCookie(b.cookie)]) {
      const posted = await callRoute(
        responseAction,
        pageRequest("/common/kcp/cert/response", { form: victim, cookie, now: at(60_000) }),
      );
      expect(posted, String(cookie)).toMatchObject({ status: 403, location: null, data: { code: "otherBrowser" } });
    }
    const row = await db.select().from(identityVerifications).where(eq(identityVerifications.id, a.id)).get();
    expect(row).toMatchObject({ status: "PENDING", name: null, phone: null, personKey: null, verifiedAt: null });

    // A is not sent on to its return path, and has nothing to claim; B finds nothing either.
    const outcome = await callRoute(
      responseLoader,
      pageRequest(`/common/kcp/cert/response?id=${a.id}`, { cookie: a.cookie, now: at(61_000) }),
    );
    expect(outcome.location).toBeNull();
    expect(outcome.data).toMatchObject({ view: { state: "failed", code: "refused" } });
    expect((await claimByApi(a.id, a.cookie, at(61_000))).status).toBe(404);
    const forB = await callRoute(
      responseLoader,
      pageRequest(`/common/kcp/cert/response?id=${a.id}`, { cookie: b.cookie, now: at(61_000) }),
    );
    expect(forB.status).toBe(404);

    // A's own answer still completes it, with A's identity.
    const own = await callRoute(
      responseAction,
      pageRequest("/common/kcp/cert/response", {
        form: sandboxAnswer(orderId),
        cookie: crossSiteCookie(a.cookie),
        now: at(62_000),
      }),
    );
    expect(own).toMatchObject({ status: 303, location: `/member/recovery?verification=${a.id}` });
    expect((await claimByApi(a.id, a.cookie, at(63_000))).body).toMatchObject({ name: "김하늘" });
  });

  it("of answers posted at once from the starting browser and from others, only the starter's settles it", async () => {
    const a = await start();
    const orderId = await orderOf(a.id);
    const others = Array.from({ length: 6 }, (_, i) => i);
    const answers = await Promise.all([
      ...others.map((i) =>
        callRoute(
          responseAction,
          pageRequest("/common/kcp/cert/response", {
            form: sandboxAnswer(orderId, { name: "박바다", personId: `other-${i}` }),
            cookie: i % 2 ? null : `__Host-identity-answer=${String(i).repeat(43)}`,
            now: at(1_000),
          }),
        ),
      ),
      callRoute(
        responseAction,
        pageRequest("/common/kcp/cert/response", {
          form: sandboxAnswer(orderId),
          cookie: crossSiteCookie(a.cookie),
          now: at(1_000),
        }),
      ),
    ]);
    const mine = answers.pop();
    expect(mine).toMatchObject({ status: 303, location: `/form/application?step=2&verification=${a.id}` });
    for (const other of answers) expect(other).toMatchObject({ status: 403, data: { code: "otherBrowser" } });
    expect((await claimByApi(a.id, a.cookie, at(2_000))).body).toMatchObject({ name: "김하늘" });
  });

  it("the same person id is the same person key; another one is not", async () => {
    const keys: (string | null)[] = [];
    for (const personId of ["same", "same", "other"]) {
      const { id, cookie } = await start();
      await callRoute(
        responseAction,
        pageRequest("/common/kcp/cert/response", {
          form: sandboxAnswer(await orderOf(id), { personId }),
          cookie,
          now: T0,
        }),
      );
      keys.push(
        (await db.select().from(identityVerifications).where(eq(identityVerifications.id, id)).get())?.personKey ??
          null,
      );
    }
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("refuses a replayed answer with 409 and keeps the first outcome", async () => {
    const { id, cookie } = await start();
    const orderId = await orderOf(id);
    await callRoute(
      responseAction,
      pageRequest("/common/kcp/cert/response", { form: sandboxAnswer(orderId), cookie, now: T0 }),
    );
    const before = await rows();
    for (const replay of [
      sandboxAnswer(orderId, { name: "박바다", personId: "intruder" }),
      sandboxAnswer(orderId, { res_cd: "cancel" }),
    ]) {
      const answer = await callRoute(
        responseAction,
        pageRequest("/common/kcp/cert/response", { form: replay, cookie, now: T0 }),
      );
      expect(answer).toMatchObject({ status: 409, data: { code: "replayed" } });
    }
    expect(await rows()).toEqual(before);
    expect((await claimByApi(id, cookie, T0)).body).toMatchObject({ name: "김하늘" });
  });

  it("a cancelled, refused or late answer fails the verification and says why, with a way to try again", async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ res_cd: "cancel" }, 0, "cancelled"],
      [{ res_cd: "9999" }, 0, "refused"],
      [{ birth: "19950230" }, 0, "unreadable"],
      [{}, 15 * 60_000, "expired"],
    ];
    for (const [overrides, delay, code] of cases) {
      const { id, cookie } = await start();
      const posted = await callRoute(
        responseAction,
        pageRequest("/common/kcp/cert/response", {
          form: sandboxAnswer(await orderOf(id), overrides),
          cookie,
          now: at(delay),
        }),
      );
      // A failure goes to the result page, which says why.
      expect(posted, code).toMatchObject({ status: 303, location: `/common/kcp/cert/response?id=${id}` });
      const row = await db.select().from(identityVerifications).where(eq(identityVerifications.id, id)).get();
      expect(row).toMatchObject({ status: "FAILED", failureCode: code, name: null, personKey: null });
      const page = await callRoute(
        responseLoader,
        pageRequest(`/common/kcp/cert/response?id=${id}`, { cookie, now: at(delay) }),
      );
      expect(page.data).toMatchObject({
        view: { state: "failed", code, retry: { purpose: "application", returnTo: "/form/application?step=2" } },
      });
      expect((await claimByApi(id, cookie, at(delay))).status).toBe(404);
    }
  });

  describe("the start limit", () => {
    const LIMIT = RATE_LIMITS.identityStart.limit;
    const LIMITED = "본인인증 요청이 너무 많습니다. 10분 후 다시 시도해주세요.";
    const form = { purpose: "application", returnTo: "/form/application" };
    const startFrom = (ip: string, now = T0) =>
      callRoute(requestAction, pageRequest("/common/kcp/cert/request", { form, ip, now }));

    it("of parallel starts from one client (an IPv6 client by its /64), exactly the limit start; the rest answer 429 with the message and write nothing", async () => {
      const answers = await Promise.all(
        Array.from({ length: LIMIT + 5 }, (_, i) => startFrom(`2001:db8:1:2::${(i + 1).toString(16)}`)),
      );
      expect(answers.filter((a) => a.status === 303)).toHaveLength(LIMIT);
      const refused = answers.filter((a) => a.status !== 303);
      expect(refused).toHaveLength(5);
      for (const answer of refused) {
        expect(answer).toMatchObject({ status: 429, setCookies: [], data: { message: LIMITED } });
      }
      expect(await rows()).toHaveLength(LIMIT);

      // The same /64 from another address is the same client; another /64, or an IPv4 client, is not.
      expect((await startFrom("2001:db8:1:2:ffff:ffff:ffff:ffff")).status).toBe(429);
      expect((await startFrom("2001:db8:1:3::1")).status).toBe(303);
      expect((await startFrom("203.0.113.9")).status).toBe(303);
      // A new window starts after 10 minutes.
      expect((await startFrom("2001:db8:1:2::1", at(10 * 60_000))).status).toBe(303);
    });

    it("counts every trip to the provider too (each is a signed call to KCP), and says so on the page", async () => {
      const ip = "198.51.100.23";
      const started = await callRoute(requestAction, pageRequest("/common/kcp/cert/request", { form, ip, now: T0 }));
      const cookie = cookiesOf(started.setCookies);
      const path = started.location ?? "";
      for (let i = 2; i < LIMIT; i++) {
        const step = await callRoute(providerLoader, pageRequest(path, { cookie, ip, now: T0 }));
        expect(step.status).toBe(200);
      }
      // A trip to no verification of theirs counts too (the count and the read are one round trip).
      const unknown = `/common/kcp/cert/provider?id=${"0".repeat(32)}`;
      expect((await callRoute(providerLoader, pageRequest(unknown, { cookie, ip, now: T0 }))).status).toBe(404);
      const over = await callRoute(providerLoader, pageRequest(path, { cookie, ip, now: T0 }));
      expect(over.status).toBe(429);
      expect(over.html).toContain(
        `<div class="panel panel--danger identity-problem" role="alert"><p>${LIMITED}</p></div>`,
      );
      const english = await callRoute(providerLoader, pageRequest(`${path}&lng=en`, { cookie, ip, now: T0 }));
      expect(english.status).toBe(429);
      expect(english.html).toContain("<p>Too many identity verification requests. Please try again in 10 minutes.</p>");
      expect(english.html).toContain('<html lang="en">');
      // Another client is not held back by this one.
      const other = await callRoute(providerLoader, pageRequest(path, { cookie, ip: "198.51.100.24", now: T0 }));
      expect(other.status).toBe(200);
    });
  });

  describe("bad input writes nothing", () => {
    it("the start form: a bad purpose or return path answers 400 with the fields", async () => {
      const bad: [Record<string, string>, string[]][] = [
        [{ purpose: "shopping", returnTo: "/form/application" }, ["purpose"]],
        [{ purpose: "application", returnTo: "https://evil.example/" }, ["returnTo"]],
        [{ purpose: "application", returnTo: "//evil.example/" }, ["returnTo"]],
        [{ purpose: "application", returnTo: "/\\evil.example/" }, ["returnTo"]],
        // Same-origin once resolved, but written back as "//evil.example/": another host to a browser.
        [{ purpose: "application", returnTo: "/..//evil.example/" }, ["returnTo"]],
        [{ purpose: "application", returnTo: "/%2e%2e//evil.example/" }, ["returnTo"]],
        [{ purpose: "application", returnTo: "/form/../..//evil.example/" }, ["returnTo"]],
        [{ purpose: "application", returnTo: "/%5cevil.example/" }, ["returnTo"]],
        [{ purpose: "application", returnTo: "form/application" }, ["returnTo"]],
        [{}, ["purpose", "returnTo"]],
      ];
      for (const [form, codes] of bad) {
        const answer = await callRoute(requestAction, pageRequest("/common/kcp/cert/request", { form, now: T0 }));
        expect(answer, JSON.stringify(form)).toMatchObject({ status: 400, setCookies: [], data: { codes } });
      }
      const json = new Request("http://localhost/common/kcp/cert/request", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost" },
        body: JSON.stringify({ purpose: "application", returnTo: "/" }),
      });
      expect((await callRoute(requestAction, json)).status).toBe(415);
      expect(await rows()).toEqual([]);
    });

    it("the start page: a bad query answers 400 and names what is wrong", async () => {
      const answer = await callRoute(
        requestLoader,
        pageRequest("/common/kcp/cert/request?purpose=application&returnTo=//evil"),
      );
      expect(answer).toMatchObject({ status: 400, data: { view: { state: "invalid", codes: ["returnTo"] } } });
      for (const returnTo of ["/..//evil.example/", "/.%2E//evil.example/"]) {
        const dotted = await callRoute(
          requestLoader,
          pageRequest(`/common/kcp/cert/request?${new URLSearchParams({ purpose: "application", returnTo })}`),
        );
        expect(dotted, returnTo).toMatchObject({
          status: 400,
          data: { view: { state: "invalid", codes: ["returnTo"] } },
        });
      }
      const ok = await callRoute(
        requestLoader,
        pageRequest("/common/kcp/cert/request?purpose=inquiry&returnTo=/application"),
      );
      expect(ok).toMatchObject({
        status: 200,
        data: { view: { state: "start", purpose: "inquiry", returnTo: "/application" } },
      });
      const unknown = await callRoute(providerLoader, pageRequest("/common/kcp/cert/provider?id=not-an-id"));
      expect(unknown.status).toBe(404);
    });

    it("the response route: a missing or foreign order answers 400 or 404 and changes no row", async () => {
      const { id } = await start();
      const before = await rows();
      const cases: [Record<string, string>, number, string][] = [
        [{ res_cd: "0000" }, 400, "invalid"],
        [{ ordr_idxx: "../../etc", res_cd: "0000" }, 400, "invalid"],
        [{ ordr_idxx: await orderOf(id) }, 400, "invalid"],
        [sandboxAnswer("0123456789abcdef0123456789abcdef"), 404, "unknown"],
      ];
      for (const [form, status, code] of cases) {
        const answer = await callRoute(responseAction, pageRequest("/common/kcp/cert/response", { form, now: T0 }));
        expect(answer, JSON.stringify(form)).toMatchObject({ status, data: { code } });
      }
      expect(await rows()).toEqual(before);
      const none = await callRoute(responseLoader, pageRequest("/common/kcp/cert/response"));
      expect(none).toMatchObject({ status: 404, data: { view: { state: "notFound" } } });
    });

    it("the sandbox page: an unknown, finished or expired order answers 404", async () => {
      const { id } = await start();
      const orderId = await orderOf(id);
      for (const [query, now] of [
        ["ordr_idxx=0123456789abcdef0123456789abcdef", T0],
        ["ordr_idxx=<script>", T0],
        ["", T0],
        [`ordr_idxx=${orderId}`, at(15 * 60_000)],
      ] as const) {
        const answer = await callRoute(sandboxLoader, pageRequest(`/common/kcp/cert/sandbox?${query}`, { now }));
        expect(answer.status, query).toBe(404);
        expect(answer.html, query).toContain('<p data-code="unknown">');
        expect(answer.html, query).not.toContain("<form");
      }
    });
  });
});

describe("the bare pages on the way to the provider", () => {
  it("the provider step is a whole document of its own: no framework, scripts with the response's nonce", async () => {
    await db.delete(identityVerifications);
    const { id, cookie } = await start();
    const request = pageRequest(`/common/kcp/cert/provider?id=${id}`, { cookie, now: T0 });
    const context = contextFor(request);
    const step = await providerLoader({ request, context, params: {}, url: new URL(request.url), pattern: "" });
    const text = await step.text();
    const { nonce } = context.get(scopeContext);
    expect(text).toMatch(/^<!DOCTYPE html>\n<html lang="ko">/);
    expect(text).toContain("<title>휴대폰 본인인증 | 하늘채움 청년·신혼 행복주택</title>");
    expect(text).toContain('<meta name="robots" content="noindex">');
    const scripts = [...text.matchAll(/<script type="module" src="([^"]+)" nonce="([^"]+)"><\/script>/g)];
    expect(scripts.map((s) => s[2])).toEqual([nonce, nonce]);
    expect(text).not.toContain("__reactRouterContext");
    expect(text).not.toContain("site-header");
  });

  it("the sandbox page, where the provider is KCP, is a page not found that never mentions a sandbox", async () => {
    const request = pageRequest("/common/kcp/cert/sandbox?ordr_idxx=0123456789abcdef0123456789abcdef");
    const context = contextFor(request);
    const scope = context.get(scopeContext);
    context.set(scopeContext, { ...scope, env: { ...scope.env, IDENTITY_PROVIDER: "kcp" } });
    const page = await sandboxLoader({ request, context, params: {}, url: new URL(request.url), pattern: "" });
    expect(page.status).toBe(404);
    const text = await page.text();
    expect(text).toContain("<h1>페이지를 찾을 수 없습니다</h1>");
    expect(text).toContain('<meta name="description" content="주소가 바뀌었거나 삭제된 페이지입니다.">');
    expect(text).not.toContain("테스트");
    expect(text).not.toContain("<form");
  });
});
