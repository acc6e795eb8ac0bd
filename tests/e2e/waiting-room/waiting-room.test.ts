import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { axeViolations, BASE_URL, openPage, untranslatedKeys, useBrowser } from "../../support/browser.ts";
import { executeSql } from "../../support/e2e-state.ts";

/*
 * The waiting room in front of the open round's form (seeded round 2), one applicant at a
 * time: the second browser waits on the waiting page, in Korean, with its position, and is let
 * in by the page's own script once the first goes idle (the idle time cut to four seconds).
 */
describe("the waiting room", () => {
  const browser = useBrowser();

  it("keeps a second applicant waiting with their position, then lets them in when the first goes idle", async () => {
    await executeSql(
      "UPDATE rounds SET waiting_room = 1, waiting_capacity = 1, waiting_idle_seconds = 600 WHERE id = 'seed-round-2'",
    );
    const first = await openPage(browser());
    const second = await openPage(browser());
    try {
      await first.page.goto(`${BASE_URL}/form/application`);
      await first.page.getByRole("heading", { level: 1, name: "청약 신청서 작성" }).waitFor();

      await second.page.goto(`${BASE_URL}/form/application`);
      await second.page.getByRole("heading", { level: 1, name: "청약 신청 대기 중" }).waitFor();
      const status = second.page.getByRole("status").filter({ hasText: "현재 대기 순서" });
      assert.match(await status.innerText(), /현재 대기 순서: 1번째/);
      assert.equal(await status.getAttribute("aria-live"), "polite");
      assert.deepEqual(await axeViolations(second.page), []);
      assert.deepEqual(await untranslatedKeys(second.page), []);
      // Light: no framework in the page; without JavaScript it reloads itself as often as it was told to ask.
      const html = await (await second.context.request.get(second.page.url())).text();
      assert.equal(html.includes("__reactRouterContext"), false, "no framework on the waiting page");
      assert.match(
        html,
        /<noscript><meta http-equiv="refresh" content="[1-9]\d*;url=\/form\/application\/waiting\?return=/,
      );

      // Four idle seconds are enough now: the first, idle since its page, gives its place to the
      // second, whose page follows its place by itself and goes on to the form.
      await executeSql("UPDATE rounds SET waiting_idle_seconds = 4 WHERE id = 'seed-round-2'");
      await second.page.getByRole("heading", { level: 1, name: "청약 신청서 작성" }).waitFor({ timeout: 30_000 });
      assert.equal(new URL(second.page.url()).pathname, "/form/application");
      assert.deepEqual(second.consoleErrors, []);
    } finally {
      await first.context.close();
      await second.context.close();
      await executeSql("UPDATE rounds SET waiting_room = 0 WHERE id = 'seed-round-2'");
    }
  });
});
