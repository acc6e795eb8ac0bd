import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { BASE_URL } from "../../support/browser.ts";
import { basic, SEEDED } from "../../support/console.ts";

/** The built worker marks every session-bearing response `Cache-Control: no-store`, and only those. */
describe("Cache-Control on session responses (built worker)", () => {
  const cacheOf = async (path: string, init?: RequestInit) => {
    const res = await fetch(`${BASE_URL}${path}`, { redirect: "manual", ...init });
    await res.arrayBuffer();
    return res.headers.get("cache-control");
  };

  it("console pages, their data requests, token endpoints and the console API are never stored", async () => {
    assert.equal(await cacheOf("/console/login"), "no-store");
    assert.equal(await cacheOf("/console/manager"), "no-store");
    assert.equal(await cacheOf("/console/login.data"), "no-store");
    const { username, password } = SEEDED.developer;
    assert.equal(await cacheOf("/api/auth/refreshToken", { headers: basic(username, password) }), "no-store");
    assert.equal(await cacheOf("/api/console/me"), "no-store");
  });

  it("public pages and the public API keep their own caching", async () => {
    assert.notEqual(await cacheOf("/"), "no-store");
    assert.notEqual(await cacheOf("/api/v1/setting"), "no-store");
  });
});
