import assert from "node:assert/strict";
import { afterEach, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { answerSandbox, applyThroughApi, newPerson } from "../../support/apply.ts";
import {
  axeViolations,
  BASE_URL,
  hydrated,
  loginAs,
  noScriptAxe,
  openPage,
  postAndLoad,
  signedIn,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";
import { executeSql } from "../../support/e2e-state.ts";

/**
 * After the draw (docs/product/after-draw.md) as a winner, a 예비 and a manager live it: the
 * winners' documents uploaded on the applicant's own page, the console's review deciding
 * 부적격 with a coded reason, the appeal and its queue, giving up through the confirmation's
 * POST, and a seat offered to a 예비, accepted or declined; with and without JavaScript.
 * Opening a give-up or an answer by GET (a messenger's preview, a mail scanner) changes nothing.
 */

const ROUND = "seed-round-2";
const CONSOLE = `/console/application/after-draw/${ROUND}`;
const PDF = Buffer.from("%PDF-1.4\n% e2e winner\n%%EOF\n");
const DAY = 86_400_000;

/**
 * The draw's outcome for applications of round 2, as a published draw leaves it (the draw
 * itself is tested in console-draw.test.ts): the round's draw record, each result in the
 * test's own group, and the status. Written in D1: no page writes a draw's result.
 */
async function drawn(group: string, places: { id: string; outcome: "SELECTED" | "WAITING"; waiting?: number }[]) {
  await executeSql(
    `INSERT OR IGNORE INTO round_draws (round_id, algorithm, round_no, state, frozen_by, frozen_at, list_digest, entrants, drawn, beacon_network, beacon_round, beacon_at, published_by, published_at, groups)
       VALUES ('${ROUND}', 'draw-v2', 0, 'PUBLISHED', 'e2e', 0, '${"0".repeat(64)}', 0, 0, 'local', 1, 0, 'e2e', 0, '[]');
     ${places
       .map(
         (
           p,
           i,
         ) => `INSERT INTO draw_results (id, round_id, application_id, receipt_no, group_key, lot, position, outcome, waiting_number)
       SELECT lower(hex(randomblob(16))), round_id, id, receipt_no, '${group}', '00', ${i + 1}, '${p.outcome}', ${p.waiting ?? "NULL"} FROM applications WHERE id = '${p.id}';
     UPDATE applications SET status = '${p.outcome}' WHERE id = '${p.id}';`,
       )
       .join("\n")}`,
  );
}

/** A winner invited to the document check, due in a week (as the publish writes it). */
const invited = (id: string) =>
  executeSql(
    `INSERT INTO winner_checks (application_id, round_id, stage, documents_due, created_at, updated_at)
       SELECT id, round_id, 'INVITED', ${Date.now() + 7 * DAY}, ${Date.now()}, ${Date.now()} FROM applications WHERE id = '${id}'`,
  );

/** A seat offered to a 예비, open for three days (as a freed seat's offer writes it). */
const offered = (id: string, group: string) =>
  executeSql(
    `INSERT INTO promotion_offers (id, application_id, round_id, group_key, state, due, created_at, updated_at)
       SELECT lower(hex(randomblob(16))), id, round_id, '${group}', 'OFFERED', ${Date.now() + 3 * DAY}, ${Date.now()}, ${Date.now()} FROM applications WHERE id = '${id}'`,
  );

/** A manager's 부적격 with its appeal period open (the console's decision is tested with JavaScript). */
const refused = (id: string) =>
  executeSql(
    `UPDATE winner_checks SET stage = 'REFUSED', refusal_reason = 'HOME_OWNED', appeal_due = ${Date.now() + 7 * DAY}, decided_at = ${Date.now()}, decided_by = 'developer' WHERE application_id = '${id}'`,
  );

async function stateOf(id: string) {
  const [row] = await executeSql(
    `SELECT a.status, c.stage, c.appeal_state, o.state AS offer FROM applications a
       LEFT JOIN winner_checks c ON c.application_id = a.id LEFT JOIN promotion_offers o ON o.application_id = a.id
       WHERE a.id = '${id}'`,
  );
  return row as { status: string; stage: string | null; appeal_state: string | null; offer: string | null };
}

/** An application of its own person in round 2, made through the site in a browser of its own. */
async function applied(browser: () => Browser, label: string) {
  const personId = newPerson(label);
  const opened = await openPage(browser(), { width: 1280 });
  const app = await applyThroughApi(opened.page, personId);
  await opened.context.close();
  return { ...app, personId };
}

async function axeClean(page: Page) {
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(await untranslatedKeys(page), []);
}

/** The winner's panel on /application/winner, by receipt number. */
const panel = (page: Page, receiptNo: string) =>
  page.locator("li.panel", { has: page.getByRole("heading", { name: new RegExp(`접수번호 ${receiptNo}`) }) });

describe("after the draw in Chromium", () => {
  const browser = useBrowser();
  // A draw record freezes round 2 (no more submits): each test applies before it writes one.
  afterEach(async () => {
    await executeSql(`DELETE FROM round_draws WHERE round_id = '${ROUND}'`);
  });

  it("a winner uploads, is refused with a reason on the console, appeals, is upheld from the queue, and gives up only through the confirmation's POST", async () => {
    const winner = await applied(browser, "winner-js");
    await drawn("e2e-winner-js", [{ id: winner.id, outcome: "SELECTED" }]);
    await invited(winner.id);

    // The applicant's page, after the sandbox verification.
    const { page, context, consoleErrors } = await openPage(browser(), { width: 390 });
    await page.goto(`${BASE_URL}/application/winner`);
    await hydrated(page);
    await page.getByRole("heading", { level: 1, name: "당첨자 서류 제출" }).waitFor();
    await axeClean(page);
    await page.getByRole("button", { name: "본인인증하고 당첨자 서류 보기" }).click();
    await answerSandbox(page, winner.personId);
    await hydrated(page);
    const mine = panel(page, winner.receiptNo);
    await mine.getByText("서류 제출 대기").waitFor();
    await mine.getByRole("heading", { name: "제출할 서류" }).waitFor();
    await axeClean(page);
    await page.getByLabel("가족관계증명서(상세) 파일 선택").setInputFiles({
      name: "family.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await mine
      .locator(`section[aria-labelledby="w-${winner.id}-winFamily"]`)
      .getByRole("button", { name: "올리기" })
      .click();
    await mine.getByText("family.pdf · 확인 전").waitFor();
    await axeClean(page);

    // The console: the count links to its list, the list to the review; 부적격 with its reason.
    const manager = await signedIn(browser(), SEEDED.developer, CONSOLE);
    const desk = manager.page;
    await desk.getByRole("heading", { level: 1, name: /당첨 이후/ }).waitFor();
    await axeClean(desk);
    await desk
      .getByRole("row", { name: /서류 제출 대기/ })
      .getByRole("link")
      .click();
    await desk.getByRole("table", { name: "서류 제출 대기 목록" }).waitFor();
    await desk.getByRole("link", { name: winner.receiptNo }).click();
    await desk.getByRole("heading", { name: `${winner.receiptNo} 당첨자 서류심사` }).waitFor();
    await desk.getByRole("link", { name: "family.pdf" }).waitFor();
    await axeClean(desk);
    const decision = desk.getByRole("group", { name: "서류심사 결정" });
    await decision.getByLabel("부적격", { exact: true }).check();
    await decision.getByLabel("부적격 사유").selectOption("INCOME_OVER");
    await decision.getByRole("button", { name: "결정 저장" }).click();
    await desk.getByRole("status").getByText("서류심사 결정을 저장하고 신청인에게 알렸습니다.").waitFor();
    assert.equal((await stateOf(winner.id)).stage, "REFUSED");

    // The applicant sees the reason with the rule it breaks, and appeals.
    await page.reload();
    await hydrated(page);
    await mine.getByText("소득 기준 초과").waitFor();
    await mine.getByText(/세대 월평균 소득이 공급 유형의 소득 기준/).waitFor();
    await axeClean(page);
    await mine.getByLabel("이의신청 내용").fill("맞벌이 소득 기준(120%)이 적용되어야 합니다. 증빙을 다시 올립니다.");
    await mine.getByRole("button", { name: "이의신청하기" }).click();
    await page.getByRole("status").getByText("이의신청을 접수했습니다.", { exact: true }).waitFor();
    assert.deepEqual(await stateOf(winner.id), {
      status: "SELECTED",
      stage: "REFUSED",
      appeal_state: "OPEN",
      offer: null,
    });

    // The appeal queue: its count, its list, the review with the appeal; upheld.
    await desk.goto(`${BASE_URL}${CONSOLE}`);
    await hydrated(desk);
    await desk
      .getByRole("row", { name: /이의신청 대기/ })
      .getByRole("link", { name: "1" })
      .click();
    await desk.getByRole("table", { name: "이의신청 대기 목록" }).waitFor();
    await axeClean(desk);
    await desk.getByRole("link", { name: winner.receiptNo }).click();
    await desk.getByText("맞벌이 소득 기준(120%)이 적용되어야 합니다.", { exact: false }).waitFor();
    await desk.getByRole("button", { name: "인용 (적격으로 변경)" }).click();
    await desk.getByRole("status").getByText("이의신청 결정을 저장했습니다.").waitFor();
    assert.deepEqual(manager.consoleErrors, []);
    await manager.context.close();

    // Giving up: opening the confirmation (as a link's preview would) changes nothing.
    await page.reload();
    await hydrated(page);
    await mine.getByText("적격", { exact: true }).waitFor();
    const link = await mine.getByRole("link", { name: "당첨 포기" }).getAttribute("href");
    const scanner = await page.request.get(`${BASE_URL}${link}`);
    assert.equal(scanner.status(), 200);
    await mine.getByRole("link", { name: "당첨 포기" }).click();
    await page.getByRole("heading", { level: 1, name: "당첨 포기" }).waitFor();
    await axeClean(page);
    assert.deepEqual(await stateOf(winner.id), {
      status: "SELECTED",
      stage: "PASSED",
      appeal_state: "UPHELD",
      offer: null,
    });
    await page.getByLabel(`접수번호 ${winner.receiptNo}의 당첨을 포기하는 데 동의합니다.`).check();
    await page.getByRole("button", { name: "당첨 포기하기" }).click();
    await page.getByRole("status").getByText("당첨을 포기했습니다.").waitFor();
    assert.equal((await stateOf(winner.id)).status, "WITHDRAWN");
    await axeClean(page);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("a manager sets a round's periods: checked beside each field in the browser, saved, and saved without JavaScript", async () => {
    const periods = "/console/application/after-draw/seed-round-1";
    const { page, context, consoleErrors } = await signedIn(browser(), SEEDED.developer, periods);
    await page.getByRole("heading", { level: 2, name: "기한 설정" }).waitFor();
    const documentDays = page.getByLabel("서류 제출 기한(일)");
    await documentDays.fill("0");
    await page.getByRole("button", { name: "기한 저장" }).click();
    await page.locator(".field-error", { hasText: "기한은 1일에서 60일 사이의 정수로 입력해주세요" }).waitFor();
    assert.equal(await documentDays.getAttribute("aria-invalid"), "true");
    await axeClean(page);
    await documentDays.fill("10");
    await page.getByLabel("이의신청 기간(일)").fill("5");
    await page.getByLabel("예비입주자 답변 기한(시간)").fill("48");
    await page.getByRole("button", { name: "기한 저장" }).click();
    await page.getByRole("status").getByText("기한을 저장했습니다.").waitFor();
    const saved = async () =>
      (
        await executeSql(
          "SELECT document_days, appeal_days, offer_hours FROM after_draw_settings WHERE round_id = 'seed-round-1'",
        )
      )[0];
    assert.deepEqual(await saved(), { document_days: 10, appeal_days: 5, offer_hours: 48 });
    assert.deepEqual(consoleErrors, []);
    await context.close();

    const plain = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const noJs = await plain.newPage();
    await loginAs(noJs, SEEDED.developer, periods);
    assert.equal(await noJs.getByLabel("서류 제출 기한(일)").inputValue(), "10", "the saved value is shown");
    await noJs.getByLabel("예비입주자 답변 기한(시간)").fill("72");
    await postAndLoad(noJs, () => noJs.getByRole("button", { name: "기한 저장" }).click());
    await noJs.getByRole("status").getByText("기한을 저장했습니다.").waitFor();
    assert.deepEqual(await saved(), { document_days: 10, appeal_days: 5, offer_hours: 72 });
    await noScriptAxe(noJs);
    await plain.close();
  });

  it("a 예비 sees their live place on 당첨 조회, an answer's GET changes nothing, and declines the offer", async () => {
    const first = await applied(browser, "waiting-first");
    const second = await applied(browser, "waiting-second");
    const group = "e2e-waiting-js";
    await drawn(group, [
      { id: first.id, outcome: "WAITING", waiting: 1 },
      { id: second.id, outcome: "WAITING", waiting: 2 },
    ]);
    await offered(first.id, group);

    const { page, context, consoleErrors } = await openPage(browser(), { width: 1280 });
    await page.goto(`${BASE_URL}/application/result`);
    await hydrated(page);
    await page.getByRole("button", { name: "본인인증하고 당첨 결과 보기" }).click();
    await answerSandbox(page, second.personId);
    await page.locator(".result-outcome", { hasText: "예비 2번, 앞에 1명" }).waitFor();
    await axeClean(page);
    await context.close();

    const offeredTo = await openPage(browser(), { width: 390 });
    const p = offeredTo.page;
    await p.goto(`${BASE_URL}/application/winner`);
    await hydrated(p);
    await p.getByRole("button", { name: "본인인증하고 당첨자 서류 보기" }).click();
    await answerSandbox(p, first.personId);
    await hydrated(p);
    const mine = panel(p, first.receiptNo);
    await mine.getByRole("heading", { name: "예비입주자 당첨 제안" }).waitFor();
    await axeClean(p);
    // The answer as a GET (a scanner following the form's address with its fields) changes nothing.
    const query = new URLSearchParams({ applicationId: first.id, intent: "offer", answer: "ACCEPT" });
    assert.equal((await p.request.get(`${BASE_URL}/application/winner?${query}`)).status(), 200);
    assert.deepEqual(await stateOf(first.id), { status: "WAITING", stage: null, appeal_state: null, offer: "OFFERED" });
    await mine.getByRole("button", { name: "당첨 제안 거절" }).click();
    await p.getByRole("status").getByText("당첨 제안을 거절했습니다.").waitFor();
    assert.deepEqual(await stateOf(first.id), {
      status: "WITHDRAWN",
      stage: null,
      appeal_state: null,
      offer: "DECLINED",
    });
    await axeClean(p);
    assert.deepEqual(offeredTo.consoleErrors, []);
    assert.deepEqual(consoleErrors, []);
    await offeredTo.context.close();
  });

  it("works without JavaScript: a winner uploads, appeals and gives up; a 예비 accepts the offer", async () => {
    const winner = await applied(browser, "winner-nojs");
    const waiting = await applied(browser, "waiting-nojs");
    const group = "e2e-nojs";
    await drawn(group, [
      { id: winner.id, outcome: "SELECTED" },
      { id: waiting.id, outcome: "WAITING", waiting: 1 },
    ]);
    await invited(winner.id);
    await offered(waiting.id, group);

    const context = await browser().newContext({
      javaScriptEnabled: false,
      locale: "ko-KR",
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/application/winner`);
    await noScriptAxe(page);
    await page.getByRole("button", { name: "본인인증하고 당첨자 서류 보기" }).click();
    await page.getByRole("button", { name: "본인인증 창으로 이동" }).click();
    await answerSandbox(page, winner.personId);
    const mine = panel(page, winner.receiptNo);
    await mine.getByText("서류 제출 대기").waitFor();
    await noScriptAxe(page);
    await page.getByLabel("건강보험 자격득실확인서 파일 선택").setInputFiles({
      name: "health.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await postAndLoad(page, () =>
      mine
        .locator(`section[aria-labelledby="w-${winner.id}-winHealth"]`)
        .getByRole("button", { name: "올리기" })
        .click(),
    );
    await page.getByRole("status").getByText("파일을 올렸습니다.").waitFor();
    await mine.getByText("health.pdf · 확인 전").waitFor();

    // Refused (by the console, tested with JavaScript above): an appeal with a file and a text.
    await refused(winner.id);
    await page.reload();
    await mine.getByText("주택 소유").waitFor();
    await noScriptAxe(page);
    await page.getByLabel("이의신청 증빙 서류 파일 선택").setInputFiles({
      name: "appeal.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await postAndLoad(page, () =>
      mine
        .locator("form.uploader", { has: page.getByLabel("이의신청 증빙 서류 파일 선택") })
        .getByRole("button", { name: "올리기" })
        .click(),
    );
    await mine.getByText("appeal.pdf · 확인 전").waitFor();
    await mine.getByLabel("이의신청 내용").fill("공고일 이전에 주택을 처분했습니다. 등기부등본을 올렸습니다.");
    await postAndLoad(page, () => mine.getByRole("button", { name: "이의신청하기" }).click());
    await page.getByRole("status").getByText("이의신청을 접수했습니다.", { exact: true }).waitFor();
    assert.equal((await stateOf(winner.id)).appeal_state, "OPEN");

    // Giving up: the confirmation page, then its POST with the box ticked.
    await mine.getByRole("link", { name: "당첨 포기" }).click();
    await page.getByRole("heading", { level: 1, name: "당첨 포기" }).waitFor();
    await noScriptAxe(page);
    assert.equal((await stateOf(winner.id)).status, "SELECTED");
    await page.getByLabel(`접수번호 ${winner.receiptNo}의 당첨을 포기하는 데 동의합니다.`).check();
    await postAndLoad(page, () => page.getByRole("button", { name: "당첨 포기하기" }).click());
    await page.getByRole("status").getByText("당첨을 포기했습니다.").waitFor();
    assert.deepEqual(await stateOf(winner.id), {
      status: "WITHDRAWN",
      stage: "GAVE_UP",
      appeal_state: null,
      offer: null,
    });
    await context.close();

    // The 예비 accepts: promoted, and invited to hand in the winners' documents.
    const other = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const p = await other.newPage();
    await p.goto(`${BASE_URL}/application/winner`);
    await p.getByRole("button", { name: "본인인증하고 당첨자 서류 보기" }).click();
    await p.getByRole("button", { name: "본인인증 창으로 이동" }).click();
    await answerSandbox(p, waiting.personId);
    const theirs = panel(p, waiting.receiptNo);
    await theirs.getByRole("heading", { name: "예비입주자 당첨 제안" }).waitFor();
    await noScriptAxe(p);
    await postAndLoad(p, () => theirs.getByRole("button", { name: "당첨 제안 받기" }).click());
    await p.getByRole("status").getByText("당첨 제안을 받았습니다. 당첨자 서류를 제출해주세요.").waitFor();
    await theirs.getByText("서류 제출 대기").waitFor();
    assert.deepEqual(await stateOf(waiting.id), {
      status: "SELECTED",
      stage: "INVITED",
      appeal_state: null,
      offer: "ACCEPTED",
    });
    await noScriptAxe(p);
    await other.close();
  });
});
