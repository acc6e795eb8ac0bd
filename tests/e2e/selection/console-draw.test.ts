import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  axeOfMarkup,
  axeViolations,
  BASE_URL,
  loginAs,
  postAndLoad,
  signedIn,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";
import { executeSql } from "../../support/e2e-state.ts";

/** The draw in the console (docs/product.md §18) on the local seed: commit, dry run (also without JavaScript), publish. */
describe("the console's draw in Chromium", () => {
  const browser = useBrowser();

  it("commits a seed, dry-runs it without JavaScript too, and publishes round 2's draw", async () => {
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/application/draw");
    await page.locator("h1", { hasText: "추첨" }).waitFor();
    await page.getByRole("link", { name: "2차 · 2차 입주자 모집" }).click();
    await page.locator("h2", { hasText: "시드 약정" }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    const commit = page.locator("section", { has: page.locator("h2", { hasText: "시드 약정" }) });
    await commit.getByLabel("2차 비밀번호").fill(SEEDED.subPassword);
    await commit.getByRole("button", { name: "시드 약정" }).click();
    await page.locator("h2", { hasText: "이 시드를 보관하세요" }).waitFor();
    const seed = (await page.getByTestId("draw-seed").innerText()).trim();
    assert.match(seed, /^[0-9a-f]{64}$/);
    const commitment = (await page.getByTestId("draw-commitment-value").innerText()).trim();
    assert.deepEqual(await axeViolations(page), []);

    // The commitment is public.
    const visitor = await browser().newPage();
    await visitor.goto(`${BASE_URL}/application/competition`);
    await visitor.locator("code", { hasText: commitment }).waitFor();
    await visitor.close();

    // A wrong seed is refused with the message.
    const dry = page.locator("section", { has: page.locator("h2", { hasText: "모의 추첨" }) }).first();
    await dry.getByLabel("시드 (16진수 64자리)").fill("ab".repeat(32));
    await dry.getByRole("button", { name: "모의 추첨" }).click();
    await page.getByText("공개된 약정값과 일치하지 않아").waitFor();

    // Without JavaScript: the dry run posts a plain form and shows the outcome.
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    try {
      const plain = await context.newPage();
      await loginAs(plain, SEEDED.developer, "/console/application/draw/seed-round-2");
      await plain.locator("h2", { hasText: "모의 추첨" }).first().waitFor();
      const form = plain.locator("section", { has: plain.locator("h2", { hasText: "모의 추첨" }) }).first();
      await form.getByLabel("시드 (16진수 64자리)").fill(seed);
      await postAndLoad(plain, () => form.getByRole("button", { name: "모의 추첨" }).click());
      await plain.locator("h2", { hasText: "모의 추첨 결과 (반영되지 않음)" }).waitFor();
      assert.match(await plain.locator("caption", { hasText: "36C" }).innerText(), /당첨 10 · 예비 2 · 낙첨 0/);
      assert.deepEqual(await axeOfMarkup(plain), []);
    } finally {
      await context.close();
    }

    await dry.getByLabel("시드 (16진수 64자리)").fill(seed);
    await dry.getByRole("button", { name: "모의 추첨" }).click();
    await page.locator("h2", { hasText: "모의 추첨 결과 (반영되지 않음)" }).waitFor();
    assert.deepEqual(await axeViolations(page), []);

    const publish = page.locator("section", { has: page.locator("h2", { hasText: "추첨 발표" }) });
    await publish.getByLabel("시드 (16진수 64자리)").fill(seed);
    await publish.getByLabel("2차 비밀번호").fill(SEEDED.subPassword);
    await publish.getByRole("button", { name: "추첨 결과 발표" }).click();
    await page.getByText("추첨 결과를 발표했습니다.").waitFor();
    await page.getByRole("link", { name: "감사 파일 내려받기 (JSON)" }).waitFor();
    assert.match(await page.locator("caption", { hasText: "36C" }).innerText(), /당첨 10 · 예비 2/);
    assert.deepEqual(await axeViolations(page), []);

    // A selected applicant of 36C withdraws (the console's status change, here in D1): the
    // seat is offered to the first on that group's waiting list, the group named as in its table.
    const [withdrawn] = await executeSql(
      "select application_id as id from draw_results where round_id = 'seed-round-2' and outcome = 'SELECTED' and group_key like '%/36C' limit 1",
    );
    await executeSql(`update applications set status = 'WITHDRAWN' where id = '${withdrawn?.id}'`);
    await page.reload();
    const promote = page.locator("section", { has: page.locator("h2", { hasText: "예비입주자 승격" }) });
    const offer = promote.locator("p", { hasText: "빈자리 1석" });
    await offer.waitFor();
    const caption = await page.locator("caption", { hasText: "36C" }).innerText();
    const group = caption.slice(0, caption.indexOf("36C") + 3);
    assert.match(await offer.innerText(), new RegExp(`^${group}: 빈자리 1석, 다음 순서는 예비 1번 `));
    assert.ok(!(await offer.innerText()).includes("/"), "no raw group key");
    await promote.getByRole("button", { name: "예비 1번 승격" }).click();
    await page.getByText("예비 1번을 당첨으로 승격했습니다.").waitFor();
    assert.deepEqual(await axeViolations(page), []);
    // The one failed load is the wrong seed's refusal (409), asked for above.
    assert.deepEqual(
      consoleErrors.filter((e) => !e.includes("409")),
      [],
    );
  });
});
