import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { BASE_URL, hydrated, openPage, useBrowser } from "../../support/browser.ts";
import { executeSql } from "../../support/e2e-state.ts";

/**
 * The error page shows the failed request's id (worker/request-log.ts): the one its
 * `x-request-id` and its log lines carry, for a call centre to find the failure. The Q&A list
 * fails for real here: its table is renamed away in this file's own D1 for the tests.
 */
const FAILING = "/center/inquiry";
/** No Ray ID locally: the worker's own UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("the error page's request id", () => {
  const browser = useBrowser();
  before(async () => {
    await executeSql("ALTER TABLE questions RENAME TO questions_away");
  });
  after(async () => {
    await executeSql("ALTER TABLE questions_away RENAME TO questions");
  });

  it("is in the page without JavaScript, the same as the response's x-request-id", async () => {
    const res = await fetch(BASE_URL + FAILING, { headers: { "accept-language": "ko-KR" } });
    assert.equal(res.status, 500);
    const id = res.headers.get("x-request-id") ?? "";
    assert.match(id, UUID);
    const html = await res.text();
    assert.ok(html.includes(`오류 번호: ${id}`), "the Korean error page names the id");
    // Another request, another id.
    const again = await fetch(BASE_URL + FAILING, { headers: { "accept-language": "ko-KR" } });
    assert.notEqual(again.headers.get("x-request-id"), id);
    await again.arrayBuffer();
  });

  for (const [locale, label] of [
    ["ko-KR", "오류 번호: "],
    ["en-US", "Error number: "],
    ["zh-CN", "错误编号："],
  ] as const) {
    it(`stays on the hydrated page in ${locale}`, async () => {
      const { page, context, consoleErrors } = await openPage(browser(), { locale });
      try {
        const response = await page.goto(BASE_URL + FAILING);
        assert.equal(response?.status(), 500);
        const id = (await response?.headerValue("x-request-id")) ?? "";
        assert.match(id, UUID);
        await hydrated(page);
        const shown = page.locator(".error-page-id");
        assert.equal(await shown.getAttribute("data-request-id"), id);
        assert.ok((await shown.textContent())?.startsWith(`${label}${id}`));
        assert.deepEqual(
          consoleErrors.filter((e) => /hydrat|did not match/i.test(e)),
          [],
          "the id hydrates as the server rendered it",
        );
      } finally {
        await context.close();
      }
    });
  }

  it("is not shown for a page that does not exist", async () => {
    const res = await fetch(`${BASE_URL}/no-such-page`, { headers: { "accept-language": "ko-KR" } });
    assert.equal(res.status, 404);
    assert.ok(res.headers.get("x-request-id"));
    assert.ok(!(await res.text()).includes("data-request-id"));
  });
});
