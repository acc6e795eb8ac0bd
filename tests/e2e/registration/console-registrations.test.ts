import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { strFromU8, unzipSync } from "fflate";
import type { Browser, Page } from "playwright-core";
import {
  axeViolations,
  BASE_URL,
  downloadedBytes,
  openPage,
  signedIn,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";

type Person = { name: string; phone: string; qualification: "YOUTH_TYPE" | "MARRIED_TYPE"; unit: string };

const sky: Person = { name: "김하늘", phone: "01070001111", qualification: "YOUTH_TYPE", unit: "36A" };
const skyAgain: Person = { ...sky, qualification: "MARRIED_TYPE", unit: "39A" };
const sea: Person = { name: "이바다", phone: "01070002222", qualification: "YOUTH_TYPE", unit: "18A" };

/** Registers through the public form, as a visitor would. */
async function register(browser: Browser, p: Person) {
  const { page, context } = await openPage(browser);
  await page.goto(`${BASE_URL}/form/registration`);
  await page.check('input[name="terms"][value="privacy"]');
  await page.fill('input[name="name"]', p.name);
  await page.fill('input[name="phone"]', p.phone);
  await page.fill('input[name="birth"]', "19950301");
  await page.fill('input[name="email"]', "sky@example.com");
  await page.check(`input[name="qualificationType"][value="${p.qualification}"]`);
  await page.check(`input[name="unitTypes"][value="${p.unit}"]`);
  await page.click('button[type="submit"]');
  await page.waitForURL(/\/form\/registration\/complete$/);
  await context.close();
}

/** The cell texts of the list's rows (header excluded). */
const listRows = (page: Page) =>
  page
    .locator("table.console-table tbody tr")
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent ?? "")));

/** The sheet's rows as cell texts, header first. */
function sheetRows(file: Buffer): string[][] {
  const xml = strFromU8(unzipSync(new Uint8Array(file))["xl/worksheets/sheet1.xml"] as Uint8Array);
  return [...xml.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map((row) =>
    [...(row[1] ?? "").matchAll(/<t xml:space="preserve">(.*?)<\/t>/g)].map((c) => c[1] ?? ""),
  );
}

describe("console interest registrations in Chromium", () => {
  const browser = useBrowser();

  it("lists current registrations masked and filters them; a re-registration supersedes the older", async () => {
    for (const p of [sky, sea, skyAgain]) await register(browser(), p);
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.manager, "/console/registration");
    assert.equal(await page.locator("h1").innerText(), "관심고객 관리");
    assert.deepEqual(
      (await listRows(page)).map((r) => [r[1], r[2], r[3], r[4], r[5]]),
      [
        ["김*늘", "010-****-1111", "신혼부부", "39A", "1건"],
        ["이*다", "010-****-2222", "청년", "18A", "-"],
      ],
    );
    assert.ok(!(await page.content()).includes("01070001111"), "the list shows no full phone number");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await page.getByLabel("자격 유형").selectOption("YOUTH_TYPE");
    await page.getByRole("button", { name: "조회" }).click();
    await page.waitForURL(/qualificationType=YOUTH_TYPE/);
    await page.getByRole("cell", { name: "김*늘" }).waitFor({ state: "detached" });
    assert.deepEqual(
      (await listRows(page)).map((r) => r[1]),
      ["이*다"],
    );
    await page.getByLabel("이름 또는 휴대전화번호").fill("2222");
    await page.getByRole("button", { name: "조회" }).click();
    await page.waitForURL(/q=2222/);
    await page.locator("table caption", { hasText: /1명/ }).waitFor();
    assert.deepEqual(consoleErrors, []);
  });

  it("exports the filtered list after the sub-password: the downloaded xlsx holds the rows", async () => {
    const { page } = await signedIn(browser(), SEEDED.manager, "/console/registration?unitType=39A");
    const form = page.locator("form", { has: page.getByRole("button", { name: "엑셀 내려받기" }) });
    await form.getByLabel("2차 비밀번호").fill("Wrong!2345");
    await form.getByRole("button", { name: "엑셀 내려받기" }).click();
    await page.waitForURL(/export=wrong/);
    await page.getByText("2차 비밀번호가 일치하지 않습니다").waitFor();
    assert.match(page.url(), /unitType=39A/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await form.getByLabel("2차 비밀번호").fill(SEEDED.subPassword);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      form.getByRole("button", { name: "엑셀 내려받기" }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^registrations-\d{8}\.xlsx$/);
    const rows = sheetRows(await downloadedBytes(download));
    assert.deepEqual(rows[0]?.slice(0, 3), ["등록 일시", "이름", "휴대전화번호"]);
    assert.deepEqual(
      rows.slice(1).map((r) => r.slice(1, 3).concat(r.slice(5, 7))),
      [["김하늘", "01070001111", "신혼부부", "39A"]],
    );
  });

  it("opens a registration with its history, and deletes it after a confirmation dialog", async () => {
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.manager, "/console/registration");
    await page.getByRole("link", { name: "김*늘 상세 보기" }).click();
    await page.locator("h1", { hasText: "관심고객 상세" }).waitFor();
    const details = await page.locator(".console-dl").innerText();
    assert.match(details, /김하늘/);
    assert.match(details, /010-7000-1111/);
    assert.match(details, /현재 등록/);
    const history = page.locator("section[aria-labelledby=registration-history] tbody tr");
    assert.equal(await history.count(), 1);
    assert.match(await history.innerText(), /청년\s+36A/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    const remove = page.getByRole("button", { name: "관심고객 삭제" });
    await remove.click();
    const dialog = page.getByRole("alertdialog", { name: "관심고객 삭제" });
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /김\*늘 님의 등록을 이전 등록까지 모두 삭제하시겠습니까\?/);
    // Focus starts on Cancel (the safe choice) and comes back to the button when it closes.
    assert.ok(await dialog.getByRole("link", { name: "취소" }).evaluate((el) => el === document.activeElement));
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    assert.ok(await remove.evaluate((el) => el === document.activeElement));

    await remove.click();
    await dialog.getByRole("button", { name: "삭제" }).click();
    await page.waitForURL(/\/console\/registration\?deleted=1$/);
    await page.getByRole("status").getByText("관심고객 등록을 삭제했습니다.").waitFor();
    assert.deepEqual(
      (await listRows(page)).map((r) => r[1]),
      ["이*다"],
    );
    assert.deepEqual(consoleErrors, []);
  });
});
