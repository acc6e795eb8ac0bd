import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { RoundStatus } from "../../../app/features/applications/round-status.server";
import { SCOPES } from "../../../app/lib/enums";
import { sharedPage } from "../../../app/lib/shared-page";
import { loader } from "../../../app/routes/site/application";
import { PAGE_CACHE_HEADER, servePage } from "../../../worker/page-cache";
import { createRequestScope, setRouterScope } from "../../../worker/request-scope";
import { callApi } from "../../support/api";
import { accessTokenFor, createManager } from "../../support/console";

/**
 * A round change in the console shows on /application at once, although the page is kept by
 * the shared page cache (worker/page-cache.ts): each round write gives public content a new
 * version in its own batch. The page is the /application route's loader served through the
 * worker's page cache, the changes go through /api/console/application/schedules.
 */

const PATH = "/api/console/application/schedules";
/** Each request pins the clock a second later than the last: a kept page is valid from its rendering on. */
let clock = Date.parse("2026-11-02T01:00:00Z");

/** This file's own build: the page cache is shared by the files of a vitest worker. */
const BUILD = `schedules-${crypto.randomUUID()}`;

/** GET /application as an anonymous visitor: whether the cache answered, and the round it shows. */
async function openApplication(build = BUILD): Promise<{ cache: string | null; round: RoundStatus | null }> {
  clock += 1000;
  const request = new Request("http://localhost/application", {
    headers: { "x-test-now": new Date(clock).toISOString(), "accept-language": "ko-KR" },
  });
  const kept: Promise<unknown>[] = [];
  const scope = createRequestScope(request, env, { waitUntil: (p) => kept.push(p) });
  const render = async () => {
    const context = new RouterContextProvider();
    setRouterScope(context, scope);
    const args = { request, context, params: {}, url: new URL(request.url), pattern: "/application" };
    const data = await loader(args as never);
    // The site layout's headers: the page may be shared (app/lib/shared-page.ts).
    const html = `<main>${JSON.stringify(data.round)}</main>`;
    return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", ...sharedPage() } });
  };
  const response = await servePage(request, render, {
    scope,
    waitUntil: scope.waitUntil,
    build: async () => build,
  });
  await Promise.all(kept);
  const body = /<main>(.*)<\/main>/.exec(await response.text())?.[1] ?? "";
  return { cache: response.headers.get(PAGE_CACHE_HEADER), round: JSON.parse(body) as RoundStatus | null };
}

/** Opens /application twice: the second answer must come from the cache, as it was. */
async function keptPage() {
  const first = await openApplication();
  const second = await openApplication();
  expect(second).toEqual({ cache: "hit", round: first.round });
  return first.round;
}

const input = {
  round: 9,
  title: "9차 입주자 모집",
  openAt: "2026-11-01T10:00",
  deadAt: "2026-11-30T17:00",
  shows: true,
  stops: false,
  message: { beforeOpen: "곧 시작합니다", dead: "마감되었습니다", dead2: "발표를 기다려주세요", stop: "점검 중입니다" },
};

describe("/application after a round change in the console", () => {
  let dev = "";
  let id = "";
  beforeAll(async () => {
    await createManager(env, { username: "developer", scope: [...SCOPES] });
    dev = await accessTokenFor(env, "developer");
  });

  it("shows a created round on the next request", async () => {
    expect(await keptPage()).toBeNull();
    const { status, body } = await callApi<{ schedule: { id: string } }>(dev, "POST", PATH, input);
    expect(status).toBe(201);
    id = body.schedule.id;
    expect(await openApplication()).toMatchObject({
      cache: "miss",
      round: { title: "9차 입주자 모집", state: "open" },
    });
  });

  it("shows an edited round on the next request", async () => {
    expect(await keptPage()).toMatchObject({ state: "open" });
    const { status } = await callApi(dev, "PUT", `${PATH}/${id}`, { ...input, stops: true });
    expect(status).toBe(200);
    expect(await openApplication()).toMatchObject({
      cache: "miss",
      round: { state: "stopped", messages: ["점검 중입니다"] },
    });
  });

  it("never serves a page kept by an earlier build: a deploy renders afresh", async () => {
    expect(await keptPage()).toMatchObject({ state: "stopped" });
    expect(await openApplication(`${BUILD}-next`)).toMatchObject({ cache: "miss", round: { state: "stopped" } });
    expect(await openApplication(`${BUILD}-next`)).toMatchObject({ cache: "hit" });
  });

  it("stops showing a deleted round on the next request", async () => {
    expect(await keptPage()).toMatchObject({ state: "stopped" });
    expect((await callApi(dev, "DELETE", `${PATH}/${id}`)).status).toBe(204);
    expect(await openApplication()).toEqual({ cache: "miss", round: null });
  });
});
