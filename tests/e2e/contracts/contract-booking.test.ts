import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { answerSandbox } from "../../support/apply.ts";
import {
  axeViolations,
  BASE_URL,
  hydrated,
  noScriptAxe,
  openPage,
  postAndLoad,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { openSlot, passedWinner } from "../../support/contract-e2e.ts";
import { executeSql } from "../../support/e2e-state.ts";
import { fixtureId } from "../../support/review-fixtures.ts";

/*
 * 계약 예약 as a winner and a manager live it: the winner at PASSED verifies, books, changes and
 * cancels (with and without JavaScript); the manager opens a slot, prints the day's list and
 * marks 계약 완료 (with and without JavaScript). Slots are a few days ahead of the real clock.
 */

describe("contract appointments in Chromium", () => {
  const browser = useBrowser();

  it("a winner at PASSED books, changes and cancels after the verification", async () => {
    const personId = `contract-e2e-js-${fixtureId().slice(0, 6)}`;
    const w = await passedWinner(personId);
    await openSlot(5, 10, "계약실 A");
    await openSlot(6, 14, "계약실 B");

    const { page, context, consoleErrors } = await openPage(browser(), { width: 390 });
    const response = await page.goto(`${BASE_URL}/application/contract`);
    assert.equal(response?.headers()["cache-control"], "no-store");
    await page.getByRole("heading", { level: 1, name: "계약 예약" }).waitFor();
    await hydrated(page);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await page.getByRole("button", { name: "본인인증하고 계약 예약하기" }).click();
    await answerSandbox(page, personId);
    await page.getByText(`접수번호 ${w.receiptNo}`).waitFor();
    await hydrated(page);
    // Before the unit draw is published the page says where the unit will show.
    assert.equal(
      await page.getByTestId("contract-unit").innerText(),
      "동·호는 배정 추첨 결과가 발표되면 여기에 표시됩니다.",
    );
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await page.getByLabel(/계약실 A/).check();
    await page.getByRole("button", { name: "예약하기" }).click();
    await page.getByText("계약 일시를 예약했습니다.", { exact: false }).waitFor();
    assert.match(await page.getByTestId("contract-when").innerText(), /10:00–10:50/);
    const ics = page.getByRole("link", { name: "캘린더 파일(.ics)" });
    assert.match((await ics.getAttribute("href")) ?? "", /^\/calendar\/contract\/[0-9a-f]{32}$/);
    assert.deepEqual(await axeViolations(page), []);

    await page.getByLabel(/계약실 B/).check();
    await page.getByRole("button", { name: "예약 바꾸기" }).click();
    await page.getByTestId("contract-when").filter({ hasText: "14:00–14:50" }).waitFor();

    await page.getByRole("button", { name: "예약 취소" }).click();
    await page.getByText("계약 예약을 취소했습니다.").waitFor();
    await page.getByText("아직 계약 일시를 예약하지 않으셨습니다.").waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("works without JavaScript: verify, book, and a full slot refused in words", async () => {
    const personId = `contract-e2e-nojs-${fixtureId().slice(0, 6)}`;
    const w = await passedWinner(personId);
    const full = await openSlot(5, 11, "계약실 C", 1);
    await openSlot(5, 15, "계약실 D", 1);
    // The round's unit draw is published: this winner's assignment row.
    await executeSql(
      `insert into unit_assignments (application_id, round_id, receipt_no, unit_type, position, lot, unit)
       select id, round_id, receipt_no, unit_type, 1, 'ab', '101-1201' from applications where id = '${w.id}'`,
    );

    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/application/contract`);
    await noScriptAxe(page);
    await page.getByRole("button", { name: "본인인증하고 계약 예약하기" }).click();
    await page.getByRole("button", { name: "본인인증 창으로 이동" }).click();
    await answerSandbox(page, personId);
    await page.getByText(`접수번호 ${w.receiptNo}`).waitFor();
    await page.getByText("배정된 동·호: 101동 1201호").waitFor();
    await noScriptAxe(page);

    // Someone else takes the last place of 계약실 C while this page is open.
    const other = await passedWinner(`contract-e2e-other-${fixtureId().slice(0, 6)}`);
    const now = Date.now();
    await executeSql(
      `insert into contract_bookings (application_id, round_id, slot_id, booked_at, link_origin, created_at, updated_at)
       values ('${other.id}', (select id from rounds where round = 2), '${full}', ${now}, '${BASE_URL}', ${now}, ${now})`,
    );
    await page.getByLabel(/계약실 C/).check();
    await postAndLoad(page, () => page.getByRole("button", { name: "예약하기" }).click());
    await page.getByRole("alert").filter({ hasText: "방금 정원이 찼습니다" }).waitFor();
    await noScriptAxe(page);

    await page.getByLabel(/계약실 D/).check();
    await postAndLoad(page, () => page.getByRole("button", { name: "예약하기" }).click());
    await page.getByText("계약 일시를 예약했습니다.", { exact: false }).waitFor();
    assert.match(await page.getByTestId("contract-when").innerText(), /15:00–15:50/);
    await noScriptAxe(page);
    await context.close();
  });
});
