import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { applyThroughApi } from "../../support/apply.ts";
import {
  axeViolations,
  BASE_URL,
  hydrated,
  noScriptAxe,
  openPage,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { parseIcs, seoulInstant } from "../../support/ics-parse.ts";

/** Pages of a PDF, counted by its page objects. */
const pdfPages = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

describe("the printable receipt and calendar dates in Chromium", () => {
  const browser = useBrowser();

  it("prints the receipt alone on one A4 page, from a button the keyboard reaches", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { width: 1280 });
    const applied = await applyThroughApi(page, "print-e2e-1");
    await page.goto(`${BASE_URL}/application/inquiry/${applied.id}?done=submitted`);
    await hydrated(page);
    await page.locator(".receipt-no", { hasText: applied.receiptNo }).waitFor();
    const button = page.getByRole("button", { name: "접수증 인쇄 또는 PDF로 저장" });
    assert.ok(await button.isVisible());
    // window.print, called by the button (Enter on it once focused), is counted instead of opening a dialog.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await button.focus();
    await page.keyboard.press("Enter");
    assert.equal(await page.evaluate(() => (window as unknown as { printed: number }).printed), 1);
    const calendar = page.getByRole("link", { name: "캘린더 파일(.ics)" });
    assert.match((await calendar.getAttribute("href")) ?? "", /^\/calendar\/deadline\/[\w-]+$/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await page.emulateMedia({ media: "print" });
    for (const shell of [".site-header", ".site-footer", "h1", ".print-button", ".add-to-calendar", "[role=status]"]) {
      assert.equal(await page.locator(shell).first().isVisible(), false, `${shell} is not printed`);
    }
    assert.equal(await page.locator(".print-heading__site").innerText(), "하늘채움 청년·신혼 행복주택");
    assert.equal(await page.locator(".print-heading__title").innerText(), "청약 접수증");
    const printed = await page.locator(".print-receipt").innerText();
    for (const text of [
      applied.receiptNo,
      "2차 입주자 모집",
      "36A",
      "1차",
      "최초 제출",
      "신분증",
      "idCard.pdf",
      "/application/inquiry",
    ]) {
      assert.ok(printed.includes(text), `the receipt prints ${text}`);
    }
    const pdf = await page.pdf({ format: "A4", printBackground: false, preferCSSPageSize: true });
    assert.equal(pdfPages(pdf), 1, "one A4 page");
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("serves the round's deadline as a .ics file in Seoul time, the same on /application and in English", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { width: 390 });
    await page.goto(`${BASE_URL}/application`);
    await hydrated(page);
    const ics = page.getByRole("link", { name: "캘린더 파일(.ics)" });
    const href = (await ics.getAttribute("href")) ?? "";
    const google = new URL((await page.getByRole("link", { name: /Google 캘린더/ }).getAttribute("href")) ?? "");
    assert.equal(google.origin + google.pathname, "https://calendar.google.com/calendar/render");
    // The deadline the page states in Seoul time (YYYY-MM-DD HH:MM:SS), as an instant.
    const deadText = await page.locator(".round-status time").nth(1).innerText();
    const deadline = new Date(`${deadText.replace(" ", "T")}+09:00`);
    const stamp = (d: Date) => `${d.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
    assert.equal(
      google.searchParams.get("dates"),
      `${stamp(new Date(deadline.getTime() - 3_600_000))}/${stamp(deadline)}`,
    );
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    const res = await page.request.get(`${BASE_URL}${href}`);
    assert.equal(res.status(), 200);
    assert.equal(res.headers()["content-type"], "text/calendar; charset=utf-8");
    assert.match(res.headers()["content-disposition"] ?? "", /^attachment; filename="deadline-round-\d+\.ics"/);
    const file = parseIcs(await res.text());
    const end = file.get("DTEND")[0];
    assert.equal(end?.params.TZID, "Asia/Seoul");
    assert.equal(seoulInstant(end?.value ?? "").toISOString(), deadline.toISOString());
    const round = await page.locator(".round-status dd").first().innerText();
    assert.equal(file.get("SUMMARY")[0]?.value, `[하늘채움 행복주택] ${round} 청약 접수 마감`);
    assert.deepEqual(
      file.get("TRIGGER").map((p) => p.value),
      ["-P1D"],
    );
    const uid = file.get("UID")[0]?.value;
    const english = parseIcs(await (await page.request.get(`${BASE_URL}${href}?lng=en`)).text());
    assert.equal(english.get("UID")[0]?.value, uid, "one UID for the round's deadline");
    assert.match(english.get("SUMMARY")[0]?.value ?? "", /applications close/);
    assert.equal((await page.request.get(`${BASE_URL}/calendar/deadline/nope`)).status(), 404);
    assert.equal((await page.request.get(`${BASE_URL}/calendar/fix/soon`)).status(), 404);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("offers the deadline without JavaScript, and hides the print button that would need it", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/application?lng=en`);
    await page.getByRole("link", { name: "Calendar file (.ics)" }).waitFor();
    assert.deepEqual(await untranslatedKeys(page), []);
    await noScriptAxe(page);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Calendar file (.ics)" }).click();
    assert.match((await download).suggestedFilename(), /^deadline-round-\d+\.ics$/);
    await context.close();
  });
});
