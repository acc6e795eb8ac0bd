import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { applyThroughApi, newPerson } from "../../support/apply.ts";
import {
  axeViolations,
  BASE_URL,
  hydrated,
  noScriptAxe,
  openPage,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { executeSql } from "../../support/e2e-state.ts";

/*
 * The applicant's journey against the built worker and its seeded round 2 (open from three
 * days ago for a month): sandbox verification, the draft step by step, a refresh, uploads with
 * progress, review, submit, the receipt, an edit, a flagged document fixed. In Korean with
 * JavaScript, the key steps in English, and the whole way without JavaScript. axe runs on
 * every step at 390 and 1280 px (with JavaScript: axe is a script; the pages without it are
 * the same server-rendered markup).
 */

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
);
/** A PDF large enough that a throttled upload shows its progress for a while. */
const BIG_PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(600 * 1024, 0x20), Buffer.from("\n%%EOF\n")]);

/** axe at both widths the site is built for, then back to where the test was; and no untranslated key shows. */
async function axeBoth(page: Page, width = 1280) {
  assert.deepEqual(await untranslatedKeys(page), [], `no translation key shows on ${page.url()}`);
  for (const w of [390, 1280]) {
    await page.setViewportSize({ width: w, height: 900 });
    assert.deepEqual(await axeViolations(page), [], `axe at ${w} px on ${page.url()}`);
  }
  await page.setViewportSize({ width, height: 900 });
}

/** Agrees to the required terms and verifies with the sandbox as `personId`, back on the form. */
async function agreeAndVerify(page: Page, personId: string, text = KO) {
  await page.getByLabel(text.privacy).check();
  await page.getByLabel(text.applicationTerm).check();
  await page.getByRole("button", { name: text.agreeAndVerify }).click();
  await page.waitForURL((url) => url.pathname === "/common/kcp/cert/sandbox");
  await page.getByLabel(text.personId).fill(personId);
  await Promise.all([
    page.waitForURL((url) => url.pathname === "/form/application" && !url.searchParams.has("verification")),
    page.getByRole("button", { name: text.verified }).click(),
  ]);
}

/**
 * Waits until the step titled `title` shows. A step left by a link or a saved form is replaced
 * by a client navigation: its address changes before the new step renders (the old one shows
 * meanwhile), so a test waits for the new step's heading, never for the address.
 */
async function showsStep(page: Page, title: string) {
  await page
    .locator("#step-title")
    .filter({ hasText: new RegExp(`^${title}$`) })
    .waitFor();
}

/** The step titled `title` shows and is hydrated, ready for clicks. */
async function atStep(page: Page, title: string) {
  await showsStep(page, title);
  await hydrated(page);
}

/** The address's `step`, checked once the step it names shows. */
function stepInAddress(page: Page) {
  return new URL(page.url()).searchParams.get("step");
}

const KO = {
  privacy: "개인정보처리방침에 동의합니다",
  applicationTerm: "청약 신청 개인정보 수집·이용 동의에 동의합니다",
  agreeAndVerify: "동의하고 본인인증하기",
  personId: "가상 인물 번호",
  verified: "인증 완료",
};
const EN = {
  privacy: "I agree to the 개인정보처리방침",
  applicationTerm: "I agree to the 청약 신청 개인정보 수집·이용 동의",
  agreeAndVerify: "Agree and verify my identity",
  personId: "Test person ID",
  verified: "Complete verification",
};

const next = "저장하고 다음 단계로";
/** Sandbox people of this run (a person applies once a round). */
const RUN = Date.now().toString(36);
const PERSON = { ko: `journey-ko-${RUN}`, en: `journey-en-${RUN}`, noJs: `journey-nojs-${RUN}` };

describe("the application journey in Chromium", () => {
  const browser = useBrowser();

  it("goes from verification to a submitted receipt in Korean, with a refresh on the way", {
    timeout: 600_000,
  }, async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    const first = await page.goto(`${BASE_URL}/form/application`);
    assert.equal(first?.headers()["x-page-cache"], "bypass", "the form is never page-cached");
    assert.equal(first?.headers()["cache-control"], "no-store");
    await hydrated(page);
    assert.equal(await page.locator("h1").innerText(), "청약 신청서 작성");
    await axeBoth(page);

    // The required terms are checked in the browser before anything is posted.
    await page.getByRole("button", { name: KO.agreeAndVerify }).click();
    await page.locator(".error-summary").waitFor();
    assert.equal(new URL(page.url()).pathname, "/form/application");
    await agreeAndVerify(page, PERSON.ko);
    const session = (await context.cookies(BASE_URL)).find((c) => c.name === "__Host-applicant");
    assert.ok(session?.httpOnly && session.secure && session.sameSite === "Lax", "the applicant session cookie");

    // Identity: from the verification, not editable.
    await atStep(page, "본인 확인");
    assert.match(await page.locator(".facts").innerText(), /김하늘[\s\S]*010-1234-5678[\s\S]*19950301/);
    assert.equal(await page.locator("main input:not([type=hidden])").count(), 0);
    await axeBoth(page);
    await page.getByRole("link", { name: "다음 단계로" }).click();
    await atStep(page, "신청인 정보");
    assert.equal(stepInAddress(page), "details");

    // Details: the age rule answers as soon as the qualification is chosen.
    await page.getByLabel("이메일").fill("haneul@example.com");
    await page.getByLabel("청년 (만 19~39세)").check();
    await page
      .locator(".eligibility")
      .getByText(/만 31세로 청년 나이 기준/)
      .waitFor();
    await page.getByLabel(/^36A형/).check();
    await axeBoth(page);
    await page.getByRole("button", { name: next }).click();
    await atStep(page, "공급 유형");
    assert.equal(stepInAddress(page), "supply");

    // An unsaved change asks before leaving by a link; staying keeps it.
    await page.getByLabel("일반공급").check();
    await page
      .getByRole("navigation", { name: "작성 단계" })
      .getByRole("link", { name: /신청인 정보/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "저장하지 않은 내용이 있습니다" });
    await dialog.waitFor();
    await axeBoth(page);
    await dialog.getByRole("button", { name: "계속 작성하기" }).click();
    await dialog.waitFor({ state: "hidden" });
    assert.equal(new URL(page.url()).searchParams.get("step"), "supply");
    assert.ok(await page.getByLabel("일반공급").isChecked());
    await page.getByLabel("청년 공급").check();
    await axeBoth(page);
    await page.getByRole("button", { name: next }).click();
    await atStep(page, "자격 확인");
    assert.equal(stepInAddress(page), "answers");

    // Answers: the car rule with its reason, live.
    await page
      .getByRole("group", { name: "세대 구성원 모두 주택을 가지고 있지 않습니까? (무주택)" })
      .getByLabel("예")
      .check();
    await page
      .getByRole("group", { name: "본인 명의의 부동산이나 금융 자산이 있습니까?" })
      .getByLabel("아니요")
      .check();
    await page.getByRole("group", { name: "본인 명의의 자동차가 있습니까?" }).getByLabel("예").check();
    await page.getByLabel("차량가액 (만 원)").fill("4000");
    await page.locator(".eligibility").getByText("차량가액 4000만 원으로 기준(3803만 원 이하)을 넘습니다.").waitFor();
    await page.getByLabel("차량가액 (만 원)").fill("2500");
    await page
      .locator(".eligibility")
      .getByText(/차량가액 2500만 원으로 기준/)
      .waitFor();
    assert.match(await page.locator(".eligibility__verdict").innerText(), /신청 자격 기준에 맞습니다/);
    await axeBoth(page);
    await page.getByRole("button", { name: next }).click();
    await atStep(page, "서류 제출");
    assert.equal(stepInAddress(page), "documents");

    // A refresh (or a closed tab) loses nothing: the draft is on the server.
    await page.reload();
    await hydrated(page);
    assert.equal(await page.locator("#step-title").innerText(), "서류 제출");
    await page.goto(`${BASE_URL}/form/application?step=details`);
    await hydrated(page);
    assert.equal(await page.getByLabel("이메일").inputValue(), "haneul@example.com");
    assert.ok(await page.getByLabel("청년 (만 19~39세)").isChecked());
    await page.goto(`${BASE_URL}/form/application?step=documents`);
    await hydrated(page);

    // Documents: the checklist follows the answers (a car owner sends the car's registration),
    // the limits are stated before choosing, and each file shows its progress.
    assert.match(await page.locator("#document-limits").innerText(), /파일 하나에 10MB, 신청서 하나에 모두 20개까지/);
    assert.equal(await page.locator("#doc-car").innerText(), "필수 자동차등록증");
    await axeBoth(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    await page.getByLabel("신분증 사본 파일 선택").setInputFiles({
      name: "id-card.pdf",
      mimeType: "application/pdf",
      buffer: BIG_PDF,
    });
    await page.locator("section[aria-labelledby=doc-idCard]").getByRole("button", { name: "올리기" }).click();
    const progress = page.getByRole("progressbar", { name: "id-card.pdf 올리는 중" });
    await progress.waitFor();
    await page.waitForFunction(() => {
      const bar = document.querySelector<HTMLProgressElement>(".uploads progress");
      return bar !== null && bar.value > 0 && bar.value < 100;
    });
    await page.getByText("id-card.pdf 파일을 올렸습니다.").waitFor();
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    for (const [kind, label, name] of [
      ["residence", "주민등록등본 파일 선택", "residence.png"],
      ["car", "자동차등록증 파일 선택", "car.png"],
    ] as const) {
      await page.getByLabel(label).setInputFiles({ name, mimeType: "image/png", buffer: PNG });
      await page.locator(`section[aria-labelledby=doc-${kind}]`).getByRole("button", { name: "올리기" }).click();
      await page.getByText(`${name} 파일을 올렸습니다.`).waitFor();
    }
    // A file that only claims to be a picture is refused by its content.
    await page.getByLabel("기타 추가 서류 파일 선택").setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("just text, not a picture"),
    });
    await page.locator("section[aria-labelledby=doc-extra]").getByRole("button", { name: "올리기" }).click();
    await page.getByRole("alert").filter({ hasText: "notes.png" }).waitFor();
    await page.getByText("필수 서류를 모두 올렸습니다.").waitFor();
    assert.match(await page.locator("section[aria-labelledby=doc-idCard]").innerText(), /id-card\.pdf\s+PDF · 60\d KB/);
    await axeBoth(page);
    await page.getByRole("link", { name: "저장하고 다음 단계로" }).click();

    // Review, then submit: the receipt.
    await atStep(page, "확인 및 제출");
    assert.equal(stepInAddress(page), "review");
    const review = await page.locator("main").innerText();
    assert.match(review, /haneul@example\.com/);
    assert.match(review, /2,500만 원/);
    assert.match(review, /3개 파일/);
    await axeBoth(page);
    await page.getByRole("button", { name: "신청서 제출하기" }).click();
    await page.getByText("청약 신청이 접수되었습니다.").waitFor();
    await hydrated(page);
    assert.equal(new URL(page.url()).searchParams.get("done"), "submitted");
    const receiptNo = await page.locator(".receipt__number").innerText();
    assert.match(receiptNo, /^H2-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    assert.match(await page.locator(".receipt").innerText(), /접수 완료[\s\S]*2차 입주자 모집[\s\S]*김하늘/);
    assert.equal(await page.locator(".receipt .version-history tbody tr").count(), 1);
    await axeBoth(page);
    // The one failed load is the refused text file's 415 (its message is on the page).
    assert.deepEqual(
      consoleErrors.filter((e) => !/status of 415/.test(e)),
      [],
    );

    // Edit: a change is staged step by step and saved as a new version.
    await page.getByRole("link", { name: "신청 내용 고치기" }).click();
    await atStep(page, "신청인 정보");
    assert.match(new URL(page.url()).pathname, /^\/form\/application\/[0-9a-f]{32}$/);
    const applicationId = new URL(page.url()).pathname.split("/").pop() ?? "";
    await page.getByLabel("이메일").fill("haneul.new@example.com");
    await axeBoth(page);
    await page.getByRole("button", { name: next }).click();
    await atStep(page, "공급 유형");
    await page
      .getByRole("navigation", { name: "작성 단계" })
      .getByRole("link", { name: /확인 및 제출/ })
      .click();
    await atStep(page, "확인 및 제출");
    await page.getByText("고치는 중인 내용이 있습니다").waitFor();
    assert.match(await page.locator("main").innerText(), /haneul\.new@example\.com/);
    await axeBoth(page);
    await page.getByRole("button", { name: "고친 내용 저장하기" }).click();
    await page.getByText("고친 내용을 저장했습니다.").waitFor();
    await hydrated(page);
    assert.equal(new URL(page.url()).searchParams.get("done"), "saved");
    assert.equal(await page.locator(".receipt__number").innerText(), receiptNo, "the receipt number stays");
    const history = await page.locator(".receipt .version-history tbody").innerText();
    assert.match(history, /2차[\s\S]*신청 내용 수정[\s\S]*1차[\s\S]*최초 제출/);
    await axeBoth(page);

    // A manager flags the residence abstract (as the console's review screen does; here directly in D1).
    const deadline = Date.now() + 3 * 24 * 3600 * 1000;
    await executeSql(
      `update application_documents set review_state = 'FLAGGED', review_reason = '발급일이 3개월을 넘었습니다', fix_deadline = ${deadline} where application_id = '${applicationId}' and name = 'residence'`,
    );
    const fix = await page.goto(`${BASE_URL}/form/application-fix`);
    assert.equal(fix?.headers()["x-page-cache"], "bypass");
    await hydrated(page);
    const flagged = page.locator("section[aria-labelledby=fix-residence]");
    assert.match(await flagged.innerText(), /주민등록등본[\s\S]*residence\.png[\s\S]*발급일이 3개월을 넘었습니다/);
    assert.equal(await page.locator(".document-item").count(), 1, "only the flagged document");
    await axeBoth(page);
    await page
      .getByLabel("주민등록등본 파일 선택")
      .setInputFiles({ name: "residence-new.png", mimeType: "image/png", buffer: PNG });
    await flagged.getByRole("button", { name: "올리기" }).click();
    await page.getByText("보완 서류를 올렸습니다.").waitFor();
    await page.getByText("지금 보완을 요청받은 서류가 없습니다.").waitFor();
    await axeBoth(page);
    const [doc] = await executeSql(
      `select original_name, review_state from application_documents where application_id = '${applicationId}' and name = 'residence'`,
    );
    assert.deepEqual(doc, { original_name: "residence-new.png", review_state: "PENDING" });
    assert.equal(consoleErrors.filter((e) => !/status of 415/.test(e)).length, 0);
    await context.close();
  });

  it("shows another browser only the verification, whatever the id", { timeout: 600_000 }, async () => {
    const applicant = await openPage(browser());
    const { id: applicationId } = await applyThroughApi(applicant.page, newPerson("journey-other"));
    await applicant.context.close();
    const { page, context } = await openPage(browser(), { width: 390 });
    const res = await page.goto(`${BASE_URL}/form/application/${applicationId}`);
    assert.equal(res?.status(), 200);
    assert.equal(res?.headers()["x-page-cache"], "bypass");
    await hydrated(page);
    const main = await page.locator("main").innerText();
    assert.doesNotMatch(main, /김하늘|haneul/);
    assert.match(main, /본인인증을 해주세요/);
    await axeBoth(page, 390);
    await context.close();

    // The edit and fix pages carry the sections of `application` they render, not all of it:
    // the edit page has the review step's strings (for its steps), the fix page its own, and
    // neither has the competition page's.
    const html = async (path: string) => (await fetch(`${BASE_URL}${path}`)).text();
    const edit = await html(`/form/application/${applicationId}`);
    assert.ok(edit.includes("고치던 내용을 취소했습니다."));
    const fix = await html("/form/application-fix");
    assert.ok(fix.includes("지금 보완을 요청받은 서류가 없습니다."));
    for (const body of [edit, fix]) assert.ok(!body.includes("차수별 공급 유형·구분별 신청 건수"));
  });

  it("walks the key steps in English at 390 px", { timeout: 600_000 }, async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { width: 390, locale: "en-US" });
    await page.goto(`${BASE_URL}/form/application?lng=en`);
    await hydrated(page);
    assert.equal(await page.locator("h1").innerText(), "Application form");
    await axeBoth(page, 390);
    await agreeAndVerify(page, PERSON.en, EN);
    await atStep(page, "Identity");
    await axeBoth(page, 390);
    await page.goto(`${BASE_URL}/form/application?step=details`);
    await atStep(page, "Applicant");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.locator(".error-summary").waitFor();
    await page.getByLabel("E-mail").fill("sky@example.com");
    await page.getByLabel(/^Youth/).check();
    await page
      .locator(".eligibility")
      .getByText(/you are 31, within the youth age band/)
      .waitFor();
    await page.getByLabel(/^Type 36A/).check();
    await axeBoth(page, 390);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await showsStep(page, "Supply type");
    assert.equal(stepInAddress(page), "supply");
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("completes the journey without JavaScript, and a second attempt finds the first", {
    timeout: 600_000,
  }, async () => {
    const noJs = await browser().newContext({
      javaScriptEnabled: false,
      locale: "ko-KR",
      viewport: { width: 390, height: 900 },
    });
    noJs.setDefaultTimeout(20_000);
    const p = await noJs.newPage();
    await p.goto(`${BASE_URL}/form/application`);
    await noScriptAxe(p);
    // The server checks the terms as the browser would.
    await p.getByRole("button", { name: KO.agreeAndVerify }).click();
    await p.locator(".field-error").first().waitFor();
    await noScriptAxe(p);
    await p.getByLabel(KO.privacy).check();
    await p.getByLabel(KO.applicationTerm).check();
    await p.getByRole("button", { name: KO.agreeAndVerify }).click();
    await p.waitForURL((url) => url.pathname === "/common/kcp/cert/provider");
    await noScriptAxe(p);
    await p.getByRole("button", { name: "본인인증 창으로 이동" }).click();
    await p.waitForURL((url) => url.pathname === "/common/kcp/cert/sandbox");
    await p.getByLabel(KO.personId).fill(PERSON.noJs);
    await p.getByLabel("이름").fill("이바다");
    await p.getByRole("button", { name: KO.verified }).click();
    await p.waitForURL((url) => url.pathname === "/form/application" && !url.search);
    await p.getByRole("link", { name: "다음 단계로" }).click();
    await showsStep(p, "신청인 정보");

    // The server's messages when a step is posted incomplete.
    await p.getByRole("button", { name: next }).click();
    assert.match(await p.locator(".error-summary").innerText(), /이메일/);
    await noScriptAxe(p);
    await p.getByLabel("이메일").fill("bada@example.com");
    await p.getByLabel("청년 (만 19~39세)").check();
    await p.getByLabel(/^36A형/).check();
    await p.getByRole("button", { name: next }).click();
    await showsStep(p, "공급 유형");
    assert.equal(stepInAddress(p), "supply");
    await noScriptAxe(p);
    await p.getByLabel("일반공급").check();
    await p.getByLabel("청년 공급").check();
    await p.getByRole("button", { name: next }).click();
    await showsStep(p, "자격 확인");
    assert.equal(stepInAddress(p), "answers");
    await noScriptAxe(p);
    await p
      .getByRole("group", { name: "세대 구성원 모두 주택을 가지고 있지 않습니까? (무주택)" })
      .getByLabel("예")
      .check();
    await p.getByRole("group", { name: "본인 명의의 부동산이나 금융 자산이 있습니까?" }).getByLabel("아니요").check();
    await p.getByRole("group", { name: "본인 명의의 자동차가 있습니까?" }).getByLabel("아니요").check();
    await p.getByRole("button", { name: next }).click();
    await showsStep(p, "서류 제출");
    assert.equal(stepInAddress(p), "documents");

    // Each file is its own multipart post to the page, streamed like the API's.
    for (const [kind, label, name] of [
      ["idCard", "신분증 사본 파일 선택", "id.png"],
      ["residence", "주민등록등본 파일 선택", "residence.png"],
    ] as const) {
      await p.getByLabel(label).setInputFiles({ name, mimeType: "image/png", buffer: PNG });
      await p.locator(`section[aria-labelledby=doc-${kind}]`).getByRole("button", { name: "올리기" }).click();
      await p
        .getByRole("status")
        .filter({ hasText: `${name} 파일을 올렸습니다` })
        .waitFor();
      assert.equal(new URL(p.url()).searchParams.get("uploaded"), kind);
    }
    await p.locator("section[aria-labelledby=doc-idCard]").getByRole("button", { name: /^삭제/ }).click();
    await p.waitForURL((url) => `${url.pathname}${url.search}` === "/form/application?step=documents");
    await p.getByText("아직 올리지 않은 필수 서류가 있습니다: 신분증 사본").waitFor();
    await noScriptAxe(p);
    await p.getByLabel("신분증 사본 파일 선택").setInputFiles({ name: "id2.png", mimeType: "image/png", buffer: PNG });
    await p.locator("section[aria-labelledby=doc-idCard]").getByRole("button", { name: "올리기" }).click();
    await p.getByRole("status").filter({ hasText: "id2.png 파일을 올렸습니다" }).waitFor();
    await p.getByRole("link", { name: "저장하고 다음 단계로" }).click();
    await showsStep(p, "확인 및 제출");
    assert.equal(stepInAddress(p), "review");
    await noScriptAxe(p);
    await p.getByRole("button", { name: "신청서 제출하기" }).click();
    await p.getByText("청약 신청이 접수되었습니다.").waitFor();
    await noScriptAxe(p);
    await noJs.close();

    // The same person again, in a fresh browser: their receipt, told they already applied.
    const again = await openPage(browser());
    await again.page.goto(`${BASE_URL}/form/application`);
    await hydrated(again.page);
    await agreeAndVerify(again.page, PERSON.noJs);
    await again.page.getByText("이번 모집에 이미 신청하셨습니다").waitFor();
    assert.match(await again.page.locator(".receipt").innerText(), /이바다/);
    await axeBoth(again.page);
    await again.context.close();
  });
});
