import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { applyThroughApi, newPerson } from "../../support/apply.ts";
import {
  axeViolations,
  loginAs,
  noScriptAxe,
  openHydrated,
  openPage,
  postAndLoad,
  signedIn,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";
import { executeSql } from "../../support/e2e-state.ts";

const PDF = Buffer.from("%PDF-1.4\n% a paper application's scan\n%%EOF\n");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/**
 * Paper applications in Chromium: a manager keys in a paper application (answers, documents,
 * registration), and the competition page before and after the manager publishes the rates.
 * The developer account has every scope (the seeded manager has not `application`).
 */
describe("paper applications and competition rates in Chromium", () => {
  const browser = useBrowser();

  it("a manager enters a paper application with its documents and lands on its detail page", async () => {
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/application/new");
    assert.equal(await page.locator("h1").innerText(), "종이 신청서 등록");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    // Checked in the browser with the online form's schema before anything is posted.
    await page.getByRole("button", { name: "저장하고 서류 올리기" }).click();
    const summary = page.locator(".error-summary");
    await summary.waitFor();
    assert.match(await summary.innerText(), /이름: 이름을 입력해주세요/);
    assert.match(await summary.innerText(), /연락처를 입력해주세요/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await page.getByLabel("이름", { exact: true }).fill("박종이");
    await page.getByLabel("생년월일 (YYYYMMDD)").fill("19960315");
    await page.getByLabel("휴대전화번호 (숫자만)").fill("01055556666");
    await page.check('input[name="identityConfirmed"]');
    await page.getByLabel("이메일").fill("paper@example.com");
    await page.check('input[name="qualificationType"][value="YOUTH_TYPE"]');
    await page.check('input[name="unitType"][value="18A"]');
    await page.check('input[name="supplyType"][value="NORMAL_TYPE"]');
    await page.check('input[name="supplyCategory"][value="YOUTH"]');
    await page.check('input[name="isHomeless"][value="true"]');
    await page.check('input[name="isAsset"][value="false"]');
    await page.check('input[name="isCar"][value="false"]');
    await page.check('input[name="terms"][value="privacy"]');
    await page.check('input[name="terms"][value="application"]');
    await page.getByRole("button", { name: "저장하고 서류 올리기" }).click();
    await page.waitForURL(/\/console\/application\/new\/[0-9a-f]{32}$/);
    const id = new URL(page.url()).pathname.split("/").pop() as string;
    // The URL changes before React shows the page: wait for its own note.
    await page.locator(".console-note", { hasText: /신분증 사본, 주민등록등본/ }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    for (const [slot, file] of [
      ["신분증 사본 (필수)", { name: "id-card.pdf", mimeType: "application/pdf", buffer: PDF }],
      ["주민등록등본 (필수)", { name: "residence.png", mimeType: "image/png", buffer: PNG }],
    ] as const) {
      await page.getByLabel("서류 항목").selectOption({ label: slot });
      await page.getByLabel("파일", { exact: true }).setInputFiles(file);
      await page.getByRole("button", { name: "올리기" }).click();
      await page.getByRole("cell", { name: file.name, exact: true }).waitFor();
    }
    assert.equal(await page.locator(".console-note").innerText(), "필수 서류를 모두 올렸습니다.");
    await page.getByRole("button", { name: "접수 등록" }).click();
    // Registered, it is an application like any other: its detail page, marked as paper.
    await page.waitForURL(new RegExp(`/console/application/${id}$`));
    // The address changes before React shows the detail page: wait for the page itself.
    await page.locator("main").getByText("종이 접수").first().waitFor();
    assert.deepEqual(consoleErrors, []);
    const [row] = await executeSql(
      `SELECT channel, created_by, status, version, receipt_no FROM applications WHERE id = '${id}'`,
    );
    assert.deepEqual(
      { ...row, receipt_no: /^H2-/.test(String(row?.receipt_no)) },
      { channel: "PAPER", created_by: "developer", status: "SUBMITTED", version: 1, receipt_no: true },
    );
    const documents = await executeSql(`SELECT name FROM application_documents WHERE application_id = '${id}'`);
    assert.deepEqual(documents.map((d) => d.name).sort(), ["idCard", "residence"]);
  });

  it("works without JavaScript: the server's messages, then a document streamed from a plain form post", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const page = await context.newPage();
    await loginAs(page, SEEDED.developer, "/console/application/new");
    const save = page.getByRole("button", { name: "저장하고 서류 올리기" });
    await page.getByLabel("이름", { exact: true }).fill("김무스");
    await page.getByLabel("생년월일 (YYYYMMDD)").fill("19980808");
    await page.getByLabel("휴대전화번호 (숫자만)").fill("010-1234");
    await postAndLoad(page, () => save.click());
    const phone = page.getByLabel("휴대전화번호 (숫자만)");
    assert.equal(await phone.getAttribute("aria-invalid"), "true");
    assert.equal(await page.locator(".field-error", { hasText: "연락처를 입력해주세요" }).count(), 1);
    assert.equal(await page.getByLabel("이름", { exact: true }).inputValue(), "김무스");
    await noScriptAxe(page);

    await phone.fill("01012340000");
    await page.getByLabel("이메일").fill("nojs@example.com");
    for (const [name, value] of [
      ["qualificationType", "YOUTH_TYPE"],
      ["unitType", "18B"],
      ["supplyType", "NORMAL_TYPE"],
      ["supplyCategory", "YOUTH"],
      ["isHomeless", "true"],
      ["isAsset", "false"],
      ["isCar", "false"],
      ["identityConfirmed", "true"],
      ["terms", "privacy"],
      ["terms", "application"],
    ]) {
      await page.check(`input[name="${name}"][value="${value}"]`);
    }
    await Promise.all([page.waitForURL(/\/console\/application\/new\/[0-9a-f]{32}$/), save.click()]);
    await page.getByLabel("서류 항목").selectOption({ label: "신분증 사본 (필수)" });
    await page.getByLabel("파일", { exact: true }).setInputFiles({
      name: "no-js.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await Promise.all([page.waitForURL(/\?uploaded=1$/), page.getByRole("button", { name: "올리기" }).click()]);
    assert.equal(await page.getByRole("cell", { name: "no-js.pdf", exact: true }).count(), 1);
    assert.match(await page.locator(".console-note").innerText(), /주민등록등본/);
    // Registering before every required document is there is refused in words.
    await postAndLoad(page, () => page.getByRole("button", { name: "접수 등록" }).click());
    assert.equal(await page.getByRole("alert").filter({ hasText: "필요한 서류를 모두 올려주세요." }).count(), 1);
    await noScriptAxe(page);
    await context.close();
  });

  it("the competition page says the rates are not published until the manager publishes them", async () => {
    // An application of this test's own, in general supply for youth, which the rates count.
    const applicant = await openPage(browser());
    await applyThroughApi(applicant.page, newPerson("paper-competition"));
    await applicant.context.close();
    const before = await openHydrated(browser(), "/application/competition");
    assert.equal(before.response?.status(), 200);
    assert.equal(await before.page.locator("h1").innerText(), "청약 경쟁률");
    assert.match(await before.page.locator("main").innerText(), /아직 경쟁률이 공개되지 않았습니다/);
    assert.equal(await before.page.locator("table").count(), 0);
    assert.deepEqual(await axeViolations(before.page), []);
    assert.deepEqual(await untranslatedKeys(before.page), []);
    await before.context.close();

    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/schedules/competition");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await page.getByRole("button", { name: "2차 경쟁률 공개" }).click();
    await page.getByText("2차 경쟁률을 공개했습니다.").waitFor();
    assert.ok(await page.getByRole("button", { name: "2차 지금 건수로 다시 공개" }).isVisible());
    assert.deepEqual(consoleErrors, []);

    const after = await openHydrated(browser(), "/application/competition");
    const table = after.page.locator("table.competition-table");
    assert.match(await table.locator("caption").innerText(), /^2차 공급 유형·구분별 경쟁률/);
    const rows = await table
      .locator("tbody tr")
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? "")));
    assert.deepEqual(
      rows.map((r) => [r[0], r[1], r[2]]),
      [
        ["특별공급", "청년 공급", "94"],
        ["특별공급", "신혼부부 공급", "86"],
        ["일반공급", "청년 공급", "62"],
        ["일반공급", "신혼부부 공급", "58"],
      ],
    );
    // The application made above counts in general supply, youth.
    assert.match(rows[2]?.[4] ?? "", /^\d+(\.\d+)? : 1$/);
    assert.notEqual(rows[2]?.[3], "0");
    assert.ok(await after.page.locator("figure.competition-chart").isVisible());
    assert.deepEqual(await axeViolations(after.page), []);
    assert.deepEqual(await untranslatedKeys(after.page), []);
    assert.deepEqual(after.consoleErrors, []);
    await after.context.close();
  });
});
