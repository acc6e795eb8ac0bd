import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  axeViolations,
  BASE_URL,
  hydrated,
  loginAs,
  noScriptAxe,
  openPage,
  signedIn,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";
import { executeSql } from "../../support/e2e-state.ts";
import { fixtureId, fixtureSha256, type ReviewFixture, reviewFixtureSql } from "../../support/review-fixtures.ts";

/*
 * The review workflow in Chromium against the built worker and its seeded round 2: a manager
 * flags a document, the applicant (a sandbox identity) replaces it on the fix page, the manager
 * accepts it and makes the application eligible, and the outbox shows both notices; a bulk
 * change with one confirmation; a notice template edited and used by the next notice. axe on
 * every screen.
 */

const RUN = Date.now().toString(36).toUpperCase().slice(-4);
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
);

const app = (n: number, f: Partial<ReviewFixture>): ReviewFixture => ({
  id: fixtureId(),
  personId: `flow-${RUN}-${n}`,
  receiptNo: `H2-${RUN}-FLW${n}`,
  phone: `0109${String(n).padStart(7, "0")}`,
  email: `flow-${n}@example.com`,
  ...f,
});

const residence = fixtureId();
const flow = app(1, {
  status: "SUBMITTED",
  documents: [
    [fixtureId(), "idCard"],
    [residence, "residence"],
  ],
});
const bulk = [app(2, { status: "UNDER_REVIEW" }), app(3, { status: "FIX_REQUESTED" })];
const templated = app(4, { status: "UNDER_REVIEW" });
const noScript = app(5, { status: "SUBMITTED" });
const all = [flow, ...bulk, templated, noScript];

const statusOf = async (id: string) =>
  (await executeSql(`select status from applications where id = '${id}'`))[0]?.status;

/** The outbox page's text, message bodies included (they sit in closed <details>). */
async function outboxText(page: Page) {
  await page.goto(`${BASE_URL}/console/outbox`);
  await hydrated(page);
  return (await page.locator("main").textContent()) ?? "";
}

/** Picks a status on the status page and confirms it in the dialog. */
async function changeStatus(page: Page, label: string, note = "") {
  await page.getByRole("radio", { name: label, exact: true }).check();
  if (note) await page.getByLabel("메모").fill(note);
  await page.getByRole("button", { name: "상태 변경" }).click();
  const dialog = page.getByRole("alertdialog", { name: "상태 변경 확인" });
  await dialog.waitFor();
  return dialog;
}

describe("the application review workflow in Chromium", () => {
  const browser = useBrowser();

  before(async () => {
    for (const f of all) for (const sql of await reviewFixtureSql(f)) await executeSql(sql);
  });
  after(async () => {
    await executeSql(`delete from applications where id in (${all.map((f) => `'${f.id}'`).join(", ")})`);
    await executeSql("delete from settings where key = 'statusNoticeTemplates'");
  });

  it("flag → the applicant fixes → accept → eligible, and the outbox shows the fix link and the result", {
    timeout: 300_000,
  }, async () => {
    // From the list: the manager finds the application by its receipt number and opens it.
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/application");
    await page.getByLabel("이름, 휴대전화번호 또는 접수번호").fill(flow.receiptNo);
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get("q") === flow.receiptNo),
      page.getByRole("button", { name: "조회" }).click(),
    ]);
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/console/application/${flow.id}`),
      page.getByRole("link", { name: flow.receiptNo, exact: true }).click(),
    ]);
    // Its documents open through the authorised route (the download itself is checked in
    // console-applications.test.ts with the seed's files; these fixtures have rows only).
    const documents = page.locator("section[aria-labelledby=application-documents] tbody tr");
    assert.equal(
      await documents.getByRole("link", { name: /^residence\.pdf/ }).getAttribute("href"),
      `/console/application/${flow.id}/documents/${residence}`,
    );
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/console/application/${flow.id}/documents/${residence}/review`),
      documents.getByRole("link", { name: "residence 검토" }).click(),
    ]);
    // The URL changes as the client navigation starts: wait for the page it leads to.
    await page.locator("h1", { hasText: "서류 검토" }).waitFor();
    assert.match(
      await page.locator(".console-dl").innerText(),
      new RegExp(`${flow.receiptNo}[\\s\\S]*접수 완료[\\s\\S]*주민등록등본`),
    );
    // The download names the file the page shows, as the decisions do.
    assert.equal(
      await page.getByRole("link", { name: "residence.pdf 내려받기" }).getAttribute("href"),
      `/console/application/${flow.id}/documents/${residence}?file=${fixtureSha256(residence)}`,
    );
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    // Checked in the browser first: a flag needs its reason.
    await page.getByRole("button", { name: "보완 요청", exact: true }).click();
    await page.getByText("보완 요청 사유를 1~500자로 입력해주세요").waitFor();
    assert.ok(await page.getByLabel("보완 요청 사유").evaluate((el) => el === document.activeElement));
    assert.match(await page.getByLabel("보완 기한 (한국 시간)").inputValue(), /^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    await page.getByLabel("보완 요청 사유").fill("발급일이 3개월을 넘었습니다");
    await page.getByRole("button", { name: "보완 요청", exact: true }).click();
    await page.getByRole("status").getByText("보완을 요청하고 신청자에게 알림을 보냈습니다.").waitFor();
    assert.match(
      await page.locator(".console-dl").innerText(),
      /서류 보완 요청[\s\S]*보완 요청[\s\S]*발급일이 3개월을 넘었습니다/,
    );
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    assert.equal(await statusOf(flow.id), "FIX_REQUESTED");

    // The applicant, in their own browser: verifies as themselves and replaces the file.
    const applicant = await openPage(browser(), { width: 390 });
    await applicant.page.goto(`${BASE_URL}/form/application-fix`);
    await hydrated(applicant.page);
    await applicant.page.getByRole("link", { name: "동의하고 본인인증하기" }).click();
    await applicant.page.waitForURL((url) => url.pathname.startsWith("/common/kcp/cert/"));
    if (new URL(applicant.page.url()).pathname === "/common/kcp/cert/request") {
      await applicant.page.getByRole("button", { name: "본인인증 시작" }).click();
    }
    await applicant.page.waitForURL((url) => url.pathname === "/common/kcp/cert/sandbox");
    await applicant.page.getByLabel("가상 인물 번호").fill(flow.personId);
    await Promise.all([
      applicant.page.waitForURL((url) => url.pathname === "/form/application-fix"),
      applicant.page.getByRole("button", { name: "인증 완료" }).click(),
    ]);
    await hydrated(applicant.page);
    const flagged = applicant.page.locator("section[aria-labelledby=fix-residence]");
    assert.match(await flagged.innerText(), /주민등록등본[\s\S]*발급일이 3개월을 넘었습니다/);
    await applicant.page
      .getByLabel("주민등록등본 파일 선택")
      .setInputFiles({ name: "residence-new.png", mimeType: "image/png", buffer: PNG });
    await flagged.getByRole("button", { name: "올리기" }).click();
    await applicant.page.getByText("보완 서류를 올렸습니다.").waitFor();
    await applicant.context.close();
    const [doc] = await executeSql(
      `select review_state, original_name from application_documents where id = '${residence}'`,
    );
    assert.deepEqual(doc, { review_state: "PENDING", original_name: "residence-new.png" });

    // The manager sees the new file pending and accepts it.
    await page.reload();
    await hydrated(page);
    assert.match(await page.locator(".console-dl").innerText(), /residence-new\.png[\s\S]*검토 대기/);
    await page.getByRole("button", { name: "서류 승인" }).click();
    await page.getByRole("status").getByText("서류를 승인했습니다.").waitFor();

    // Then makes the application eligible, with one confirmation.
    await page.goto(`${BASE_URL}/console/application/status?id=${flow.id}`);
    await hydrated(page);
    assert.equal(await page.locator("h1").innerText(), "신청 상태 변경");
    assert.match(
      await page.getByRole("table").innerText(),
      new RegExp(`${flow.receiptNo}\\s+김\\*늘\\s+서류 보완 요청`),
    );
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    const dialog = await changeStatus(page, "적격", "서류 확인 완료");
    assert.match(
      await dialog.innerText(),
      /1건의 상태를 '적격'\(으\)로 바꾸시겠습니까\? 신청자에게 이메일과 문자로 알림이 발송됩니다\./,
    );
    assert.ok(await dialog.getByRole("link", { name: "취소" }).evaluate((el) => el === document.activeElement));
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/console/application/${flow.id}`),
      dialog.getByRole("button", { name: "변경" }).click(),
    ]);
    assert.equal(new URL(page.url()).searchParams.get("statusChanged"), "1");
    await page.getByRole("status").getByText("신청서 1건의 상태를 바꿨습니다.").waitFor();
    assert.equal(await statusOf(flow.id), "ELIGIBLE");

    const outbox = await outboxText(page);
    assert.ok(outbox.includes(`서류 보완 요청 안내 (접수번호 ${flow.receiptNo})`), "the fix notice");
    assert.ok(outbox.includes(`${BASE_URL}/form/application-fix`), "with the fix link");
    assert.ok(outbox.includes(`자격 심사 결과 안내 (접수번호 ${flow.receiptNo})`), "the eligible notice");
    assert.ok(!outbox.includes("김하늘"), "no name in the notices");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    assert.deepEqual(consoleErrors, []);
  });

  it("changes two applications at once with one confirmation; Cancel changes nothing", {
    timeout: 120_000,
  }, async () => {
    const ids = bulk.map((f) => `id=${f.id}`).join("&");
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, `/console/application/status?${ids}`);
    assert.deepEqual(
      await page.getByRole("radio").evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value)),
      ["ELIGIBLE", "INELIGIBLE", "WITHDRAWN"],
      "only what both may become",
    );
    // A refusal without a note is checked in the browser.
    await page.getByRole("radio", { name: "부적격", exact: true }).check();
    await page.getByRole("button", { name: "상태 변경" }).click();
    await page.getByText("이 상태로 바꿀 때는 사유를 메모에 입력해주세요").waitFor();

    let dialog = await changeStatus(page, "적격");
    assert.match(await dialog.innerText(), /2건의 상태를 '적격'/);
    await dialog.getByRole("link", { name: "취소" }).click();
    await dialog.waitFor({ state: "detached" });
    assert.ok(await page.getByRole("button", { name: "상태 변경" }).evaluate((el) => el === document.activeElement));
    assert.deepEqual(
      [await statusOf(bulk[0]?.id ?? ""), await statusOf(bulk[1]?.id ?? "")],
      ["UNDER_REVIEW", "FIX_REQUESTED"],
    );

    dialog = await changeStatus(page, "적격");
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/console/application"),
      dialog.getByRole("button", { name: "변경" }).click(),
    ]);
    assert.equal(new URL(page.url()).searchParams.get("statusChanged"), "2");
    await page.getByRole("status").getByText("신청서 2건의 상태를 바꿨습니다.").waitFor();
    assert.deepEqual([await statusOf(bulk[0]?.id ?? ""), await statusOf(bulk[1]?.id ?? "")], ["ELIGIBLE", "ELIGIBLE"]);
    assert.deepEqual(consoleErrors, []);
  });

  it("a template edited in the console is the next notice; unknown placeholders are refused", {
    timeout: 120_000,
  }, async () => {
    const { page, consoleErrors } = await signedIn(
      browser(),
      SEEDED.developer,
      "/console/application/notices?status=ELIGIBLE&lang=ko",
    );
    assert.equal(await page.locator("h1").innerText(), "상태 알림 문구");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    const subject = page.getByLabel("이메일 제목");
    assert.equal(await subject.inputValue(), "[하늘채움 행복주택] 자격 심사 결과 안내 (접수번호 {{receipt}})");
    await subject.fill("{{name}}님 적격 안내 {{receipt}}");
    await page.getByRole("button", { name: "저장" }).click();
    await page
      .getByText(/쓸 수 없는 치환자가 있습니다/)
      .first()
      .waitFor();
    await subject.fill("[e2e] 적격 안내 {{receipt}}");
    await page.getByRole("button", { name: "미리보기" }).click();
    await page.getByRole("heading", { name: "미리보기 (저장하지 않은 문구)" }).waitFor();
    assert.match(await page.locator("main").innerText(), /\[e2e\] 적격 안내 H2-SAMP-LE01/);
    await page.getByRole("button", { name: "저장" }).click();
    await page.getByRole("status").getByText("적격 · 한국어 문구를 저장했습니다.").waitFor();
    assert.match(await page.getByRole("table").innerText(), /적격\s+직접 작성\s+기본 문구\s+기본 문구/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await page.goto(`${BASE_URL}/console/application/status?id=${templated.id}`);
    await hydrated(page);
    const dialog = await changeStatus(page, "적격");
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/console/application/${templated.id}`),
      dialog.getByRole("button", { name: "변경" }).click(),
    ]);
    assert.ok((await outboxText(page)).includes(`[e2e] 적격 안내 ${templated.receiptNo}`));

    await page.goto(`${BASE_URL}/console/application/notices?status=ELIGIBLE&lang=ko&lng=en`);
    await hydrated(page);
    assert.equal(await page.locator("h1").innerText(), "Status notice texts");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await page.getByRole("button", { name: "Back to the default" }).click();
    await page.getByRole("status").getByText("The Eligible · Korean text is back to the default.").waitFor();
    assert.deepEqual(
      consoleErrors.filter((e) => !/status of 400/.test(e)),
      [],
    );
  });

  it("asks and changes without JavaScript: the server renders the confirmation", { timeout: 120_000 }, async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const page = await context.newPage();
    await loginAs(page, SEEDED.developer, `/console/application/status?id=${noScript.id}`);
    await page.getByRole("radio", { name: "심사 중", exact: true }).check();
    await page.getByRole("button", { name: "상태 변경" }).click();
    const dialog = page.getByRole("alertdialog", { name: "상태 변경 확인" });
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /1건의 상태를 '심사 중'\(으\)로 바꾸시겠습니까\?/);
    assert.equal(await statusOf(noScript.id), "SUBMITTED", "nothing changed before the confirmation");
    await noScriptAxe(page);
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/console/application/${noScript.id}`),
      dialog.getByRole("button", { name: "변경" }).click(),
    ]);
    assert.equal(await statusOf(noScript.id), "UNDER_REVIEW");
    await context.close();
  });

  it("keeps managers without the application scope out", async () => {
    const { page } = await signedIn(browser(), SEEDED.manager, "/console/application/notices");
    assert.equal(new URL(page.url()).pathname, "/console/denied");
  });
});
