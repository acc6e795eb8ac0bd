import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { axeViolations, signedIn, untranslatedKeys, useBrowser } from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";

/*
 * Publishing that cannot leak (docs/product/publishing.md), in the browser: a notice whose
 * body lists people's mobile numbers is refused with a message saying what was found and
 * where (never the numbers), beside its field, and the request waits on the approvals screen.
 */

describe("the leak scan on the console's notice form", () => {
  const browser = useBrowser();

  it("refuses a list of mobile numbers, says where, and keeps the page accessible", async () => {
    const { page, context, consoleErrors } = await signedIn(
      browser(),
      SEEDED.developer,
      "/console/center/notifications/new",
    );
    await page.locator("h1", { hasText: "공지사항 등록" }).waitFor();
    await page.getByLabel("제목").fill("서류심사 대상자 연락처");
    const editor = page.getByRole("textbox", { name: "내용" });
    await editor.click();
    for (const line of ["김민준 010-2000-5000", "이서연 010-2037-5091", "박도윤 010-2074-5182"]) {
      await page.keyboard.type(line);
      await page.keyboard.press("Enter");
    }
    await page.getByRole("button", { name: "등록", exact: true }).click();

    const alert = page.getByRole("alert").filter({ hasText: "개인정보로 보이는 내용이 있어 게시할 수 없습니다" });
    await alert.waitFor();
    const text = (await alert.textContent()) ?? "";
    assert.match(text, /본문에서 휴대전화번호 3건/);
    assert.doesNotMatch(text, /010-2000-5000/);
    assert.equal(await page.locator(".field-error", { hasText: "본문에서 휴대전화번호 3건" }).count(), 1);
    assert.equal(page.url().includes("created="), false);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await page.goto(new URL("/console/publishing", page.url()).href);
    await page.locator("h1", { hasText: "게시 예외 승인" }).waitFor();
    const row = page.getByRole("row").filter({ hasText: "본문에서 휴대전화번호 3건" });
    await row.getByText("본인 요청: 다른 관리자의 승인이 필요합니다").waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    // The refusal is an answer of 422, which the browser logs as a failed load; nothing else.
    assert.deepEqual(
      consoleErrors.filter((e) => !e.includes("status of 422")),
      [],
    );
    await context.close();
  });
});
