import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  axeOfMarkup,
  axeViolations,
  BASE_URL,
  hydrated,
  loginAs,
  postAndLoad,
  signedIn,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";
import { openSlot, passedWinner, seoulDay } from "../../support/contract-e2e.ts";
import { executeSql } from "../../support/e2e-state.ts";
import { fixtureId } from "../../support/review-fixtures.ts";

/*
 * 계약 예약 as a winner and a manager live it: the winner at PASSED verifies, books, changes and
 * cancels (with and without JavaScript); the manager opens a slot, prints the day's list and
 * marks 계약 완료 (with and without JavaScript). Slots are a few days ahead of the real clock.
 */

describe("contract appointment slots in the console, in Chromium", () => {
  const browser = useBrowser();

  it("the console opens a slot, prints the day's list and marks 계약 완료", async () => {
    const { day } = seoulDay(8);
    const { page, consoleErrors } = await signedIn(
      browser(),
      SEEDED.developer,
      "/console/application/contract-slots/seed-round-2",
    );
    await page.locator("h1", { hasText: "계약 예약" }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    // A refused slot says why next to its field.
    const add = page.locator("section", { has: page.locator("h2", { hasText: "예약 시간 열기" }) });
    await add.getByLabel("날짜").fill(day);
    await add.getByLabel("시작 시각").fill("09:30");
    await add.getByLabel("끝나는 시각").fill("09:00");
    await add.getByLabel("장소").fill("관리사무소 계약실");
    await add.getByLabel("정원 (명)").fill("4");
    await add.getByRole("button", { name: "예약 시간 열기" }).click();
    const endField = add.getByLabel("끝나는 시각");
    await add.getByText("끝나는 시각을 HH:MM 형식으로, 시작 시각보다 늦게 입력해주세요").first().waitFor();
    assert.equal(await endField.evaluate((el) => el === document.activeElement), true);
    assert.equal(await endField.getAttribute("aria-invalid"), "true");

    await endField.fill("10:20");
    await add.getByRole("button", { name: "예약 시간 열기" }).click();
    await page.getByRole("status").getByText("예약 시간을 열었습니다.").waitFor();
    await page.getByRole("row", { name: new RegExp(`${day} 09:30–10:20`) }).waitFor();

    const w = await passedWinner(`contract-e2e-console-${fixtureId().slice(0, 6)}`);
    const slotId = (
      await executeSql(
        `select id from contract_slots where place = '관리사무소 계약실' and starts_at = ${seoulDay(8).at(9, 30).getTime()}`,
      )
    )[0]?.id;
    const now = Date.now();
    await executeSql(
      `insert into contract_bookings (application_id, round_id, slot_id, booked_at, link_origin, created_at, updated_at)
       values ('${w.id}', (select id from rounds where round = 2), '${slotId}', ${now}, '${BASE_URL}', ${now}, ${now})`,
    );
    await page.reload();
    await page
      .getByRole("link", { name: `${day} 명단` })
      .first()
      .click();
    await page.getByRole("heading", { level: 2, name: new RegExp(`${day} 계약 명단`) }).waitFor();
    await hydrated(page);
    await page.getByRole("rowheader", { name: w.receiptNo }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    // On paper: the list only, with a signature box instead of the button.
    await page.emulateMedia({ media: "print" });
    assert.equal(await page.locator(".console-nav").isVisible(), false);
    assert.equal(await page.getByRole("heading", { level: 2, name: "예약 시간 열기" }).isVisible(), false);
    assert.equal(await page.getByRole("rowheader", { name: w.receiptNo }).isVisible(), true);
    assert.equal(await page.getByText("완료 □").first().isVisible(), true);
    await page.emulateMedia({ media: "screen" });

    await page.getByRole("button", { name: `접수번호 ${w.receiptNo} 계약 완료` }).click();
    await page.getByText("계약 완료로 표시했습니다.").waitFor();
    await page
      .getByRole("row", { name: new RegExp(w.receiptNo) })
      .filter({ hasText: "완료 (" })
      .waitFor();
    assert.deepEqual(consoleErrors, []);
  });

  it("the console works without JavaScript: open a slot, then mark 계약 완료", async () => {
    const { day } = seoulDay(9);
    const w = await passedWinner(`contract-e2e-console-nojs-${fixtureId().slice(0, 6)}`);
    const slotId = await openSlot(9, 13, "계약실 E", 3);
    const now = Date.now();
    await executeSql(
      `insert into contract_bookings (application_id, round_id, slot_id, booked_at, link_origin, created_at, updated_at)
       values ('${w.id}', (select id from rounds where round = 2), '${slotId}', ${now}, '${BASE_URL}', ${now}, ${now})`,
    );
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    try {
      const page = await context.newPage();
      await loginAs(page, SEEDED.developer, `/console/application/contract-slots/seed-round-2?day=${day}`);
      await page.getByRole("rowheader", { name: w.receiptNo }).waitFor();
      assert.deepEqual(await axeOfMarkup(page), []);
      const add = page.locator("section", { has: page.locator("h2", { hasText: "예약 시간 열기" }) });
      await add.getByLabel("날짜").fill(day);
      await add.getByLabel("시작 시각").fill("16:00");
      await add.getByLabel("끝나는 시각").fill("15:00");
      await add.getByLabel("장소").fill("계약실 F");
      await add.getByLabel("정원 (명)").fill("2");
      await postAndLoad(page, () => add.getByRole("button", { name: "예약 시간 열기" }).click());
      await page.getByText("끝나는 시각을 HH:MM 형식으로, 시작 시각보다 늦게 입력해주세요").first().waitFor();
      assert.deepEqual(await axeOfMarkup(page), []);

      await postAndLoad(page, () => page.getByRole("button", { name: `접수번호 ${w.receiptNo} 계약 완료` }).click());
      await page.getByText("계약 완료로 표시했습니다.").waitFor();
      await page
        .getByRole("row", { name: new RegExp(w.receiptNo) })
        .filter({ hasText: "완료 (" })
        .waitFor();
      assert.deepEqual(await axeOfMarkup(page), []);
    } finally {
      await context.close();
    }
  });
});
