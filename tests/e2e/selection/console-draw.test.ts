import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { promisify } from "node:util";
import {
  axeOfMarkup,
  axeViolations,
  BASE_URL,
  downloadedBytes,
  hydrated,
  loginAs,
  openPage,
  postAndLoad,
  signedIn,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";
import { executeSql } from "../../support/e2e-state.ts";

const run = promisify(execFile);

/**
 * The draw (docs/product/selection.md §18) on the local seed's round 1, as a manager and an
 * applicant live it: freeze the entrant list, wait for the local beacon's round, publish
 * (without JavaScript), re-check the audit file with draw:verify, see the line on 당첨 조회,
 * and promote from the waiting list.
 */
describe("the draw in Chromium", () => {
  const browser = useBrowser();

  it("freezes round 1's list, waits for its beacon round, publishes, and every applicant can check it", async (t) => {
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/application/draw");
    await page.locator("h1", { hasText: "추첨" }).waitFor();
    await page.getByRole("link", { name: "1차 · 1차 입주자 모집" }).click();
    await page.locator("h2", { hasText: "추첨 대상 확정" }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    const freeze = page.locator("section", { has: page.locator("h2", { hasText: "추첨 대상 확정" }) });
    await freeze.getByLabel("2차 비밀번호").fill(SEEDED.subPassword);
    await freeze.getByRole("button", { name: "추첨 대상 확정" }).click();
    await page.getByText("추첨 대상을 확정했습니다.").waitFor();
    const digest = (await page.getByTestId("draw-list-digest").innerText()).trim();
    assert.match(digest, /^[0-9a-f]{64}$/);
    assert.match(await page.locator("main").innerText(), /로컬 시험용 비컨 \d+번 라운드/);
    assert.deepEqual(await axeViolations(page), []);

    // The digest is public from the freeze on, with the rule explained.
    const reader = await openPage(browser(), { width: 390 });
    const visitor = reader.page;
    await visitor.goto(`${BASE_URL}/application/competition`);
    await visitor.locator("code", { hasText: digest }).waitFor();
    assert.deepEqual(await axeViolations(visitor), []);
    await visitor.getByRole("link", { name: "1차 추첨을 직접 검증하는 방법" }).click();
    await visitor.getByRole("heading", { level: 1, name: "1차 추첨 검증 안내" }).waitFor();
    assert.match(await visitor.locator("main").innerText(), /seed = HMAC-SHA-256/);
    await visitor.locator("code", { hasText: digest }).waitFor();
    assert.deepEqual(await axeViolations(visitor), []);
    assert.deepEqual(await untranslatedKeys(visitor), []);
    assert.deepEqual(reader.consoleErrors, []);
    await reader.context.close();

    // The beacon round appears at the time the page gives: wait for the clock to reach it.
    const beaconAt = await page.getByTestId("draw-beacon-at").getAttribute("datetime");
    assert.ok(beaconAt);
    await page.waitForFunction((at) => Date.now() >= Date.parse(at), beaconAt, { timeout: 30_000 });

    // Publishing without JavaScript: a plain form post.
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    try {
      const plain = await context.newPage();
      await loginAs(plain, SEEDED.developer, "/console/application/draw/seed-round-1");
      const publish = plain.locator("section", { has: plain.locator("h2", { hasText: "추첨 실행" }) });
      await publish.waitFor();
      await publish.getByLabel("2차 비밀번호").fill(SEEDED.subPassword);
      await postAndLoad(plain, () => publish.getByRole("button", { name: "추첨 실행" }).click());
      await plain.getByText("추첨 결과를 발표했습니다.").waitFor();
      assert.match(await plain.locator("caption", { hasText: "36C" }).innerText(), /당첨 10 · 예비 2 · 낙첨 0/);
      assert.deepEqual(await axeOfMarkup(plain), []);
    } finally {
      await context.close();
    }

    // The audit file, downloaded, re-checks offline: the local beacon named as such, the digest the one published.
    await page.reload();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "감사 파일 내려받기 (JSON)" }).click(),
    ]);
    const dir = await mkdtemp(join(tmpdir(), "draw-audit-"));
    t.after(() => rm(dir, { recursive: true, force: true }));
    const file = join(dir, download.suggestedFilename());
    await writeFile(file, await downloadedBytes(download));
    const verify = await run(process.execPath, [
      "node_modules/tsx/dist/cli.mjs",
      "scripts/draw-verify.ts",
      file,
      "--local",
      "--digest",
      digest,
    ]);
    assert.match(verify.stdout, /OK: beacon LOCAL TEST BEACON/);
    await assert.rejects(run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/draw-verify.ts", file]));

    // A selected applicant of 36C withdraws (the console's status change, here in D1): the
    // seat is offered to the first on that group's waiting list. Never H1-DRAW-0001, whose
    // 당첨 조회 the end of this test reads.
    const [withdrawn] = await executeSql(
      "select application_id as id from draw_results where round_id = 'seed-round-1' and outcome = 'SELECTED' and group_key like '%/36C' and receipt_no <> 'H1-DRAW-0001' limit 1",
    );
    await executeSql(`update applications set status = 'WITHDRAWN' where id = '${withdrawn?.id}'`);
    await page.reload();
    const promote = page.locator("section", { has: page.locator("h2", { hasText: "예비입주자 승격" }) });
    const offer = promote.locator("p", { hasText: "빈자리 1석" });
    await offer.waitFor();
    assert.match(await offer.innerText(), /: 빈자리 1석, 다음 순서는 예비 1번 /);
    assert.ok(!(await offer.innerText()).includes("/"), "no raw group key");
    await promote.getByRole("button", { name: "예비 1번 승격" }).click();
    await page.getByText("예비 1번을 당첨으로 승격했습니다.").waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(consoleErrors, []);

    // 당첨 조회: a seeded applicant of round 1 verifies in the sandbox and sees their line in the list.
    const applicant = await openPage(browser(), { width: 390 });
    await applicant.page.goto(`${BASE_URL}/application/result`);
    await hydrated(applicant.page);
    await applicant.page.getByRole("button", { name: "본인인증하고 당첨 결과 보기" }).click();
    await applicant.page.getByRole("button", { name: "남궁솔(sample-13) 선택" }).click();
    await applicant.page.getByRole("button", { name: "인증 완료" }).click();
    await applicant.page.getByText("추첨 대상 12명 중 포함").waitFor();
    const panel = await applicant.page.locator(".result-list").innerText();
    assert.match(panel, new RegExp(`명단 해시 ${digest.slice(0, 16)}`));
    assert.match(panel, /당첨|예비입주자|미당첨/);
    assert.deepEqual(await axeViolations(applicant.page), []);
    assert.deepEqual(await untranslatedKeys(applicant.page), []);
    assert.deepEqual(applicant.consoleErrors, []);
    await applicant.context.close();
  });
});
