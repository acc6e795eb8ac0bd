import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  axeViolations,
  BASE_URL,
  hydrated,
  openHydrated,
  openPage,
  signedIn,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";

/** The managed content screens (questions, terms, popups, banners, boards) and what the public site shows after them. */

/** axe at a phone's width and a desk's. */
async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    assert.deepEqual(await axeViolations(page), [], `at ${width} px`);
    assert.deepEqual(await untranslatedKeys(page), [], `at ${width} px`);
  }
}

/** `datetime-local` text for a moment `days` from now, in Seoul. */
function seoulInput(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const parts = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Asia/Seoul",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);
  return parts.replace(" ", "T");
}

describe("home popups on a phone", () => {
  const browser = useBrowser();

  it("shows two popups one at a time, with their count and a way to the next, over the bottom of the screen", async () => {
    const { page, consoleErrors } = await openHydrated(browser(), "/", { width: 390 });
    const layer = page.locator(".popup-layer");
    await layer.getByRole("dialog").first().waitFor();
    const visible = layer.locator("[data-popup-id]:visible");
    assert.equal(await visible.count(), 1);
    assert.equal(await visible.getAttribute("data-popup-id"), "seed-popup-1");
    assert.ok(await visible.getByText("팝업 1 / 2").isVisible());

    // The header and the top of the first screen stay in view.
    const box = await visible.boundingBox();
    const header = await page.locator("header").first().boundingBox();
    assert.ok(box && header);
    assert.ok(box.y >= header.y + header.height, `popup top ${box.y} under the header`);
    assert.ok(box.height <= 900 * 0.6 + 1, `popup height ${box.height}`);

    await visible.getByRole("button", { name: "다음 팝업" }).click();
    const second = layer.locator("[data-popup-id]:visible");
    assert.equal(await second.getAttribute("data-popup-id"), "seed-popup-2");
    assert.ok(await second.getByText("팝업 2 / 2").isVisible());
    // Keyboard focus follows to the popup now shown.
    assert.ok(await second.getByRole("button", { name: "다음 팝업" }).evaluate((el) => el === document.activeElement));
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await second.getByRole("button", { name: "닫기" }).click();
    assert.equal(await layer.locator("[data-popup-id]:visible").getAttribute("data-popup-id"), "seed-popup-1");
    // One popup left: no count, no next.
    assert.equal(await layer.getByRole("button", { name: "다음 팝업" }).count(), 0);
    assert.deepEqual(consoleErrors, []);
  });
});

describe("managed content screens in Chromium", () => {
  const browser = useBrowser();

  it("terms: creates a term, publishes a later version; the earlier one stays in force", async () => {
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/terms");
    assert.equal(await page.locator("h1").innerText(), "약관 관리");
    await axeAtBothWidths(page);
    await page.getByLabel("코드", { exact: true }).fill("e2e-rules");
    await page.getByLabel("제목", { exact: true }).fill("이용 규칙");
    await page.getByLabel("본문", { exact: true }).fill("제1조 첫 번째 규칙");
    await page.getByRole("button", { name: "약관 등록" }).click();
    await page.waitForURL(/\/console\/terms\/[^/?]+\?done=created$/);
    await page.getByRole("status").getByText("약관을 등록했습니다.").waitFor();

    const publish = page.locator("form", { has: page.getByRole("button", { name: "새 버전 게시" }) });
    await publish.getByLabel("본문", { exact: true }).fill("제1조 고친 규칙");
    await publish.getByLabel("시행 일시", { exact: true }).fill(seoulInput(7));
    await publish.getByRole("button", { name: "새 버전 게시" }).click();
    await page.waitForURL(/\?published=2$/);
    await page.getByRole("status").getByText("버전 2을 게시했습니다.").waitFor();
    const versions = page.locator("table", { has: page.getByRole("columnheader", { name: "버전" }) });
    assert.match(await versions.innerText(), /시행 예정/);
    assert.match(await versions.innerText(), /시행 중/);
    await axeAtBothWidths(page);
    assert.deepEqual(consoleErrors, []);
  });

  it("popups: creates a popup with a period, shows its preview, and the home page shows it", async () => {
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/popups");
    assert.equal(await page.locator("h1").innerText(), "팝업 관리");
    await axeAtBothWidths(page);
    await page.getByLabel("제목", { exact: true }).fill("e2e 점검 안내");
    await page.getByLabel("내용", { exact: true }).fill("토요일 새벽에 점검합니다.");
    await page.getByLabel("게시 시작", { exact: true }).fill(seoulInput(-1));
    await page.getByLabel("게시 종료", { exact: true }).fill(seoulInput(3));
    await page.getByLabel("노출 순서", { exact: true }).fill("0");
    await page.getByRole("button", { name: "팝업 등록" }).click();
    await page.waitForURL(/\/console\/popups\/[^/?]+\?done=created$/);
    await page.getByRole("status").getByText("팝업을 등록했습니다.").waitFor();
    const preview = page.getByRole("group", { name: "e2e 점검 안내" });
    assert.match(await preview.innerText(), /토요일 새벽에 점검합니다/);
    await axeAtBothWidths(page);
    assert.deepEqual(consoleErrors, []);

    const home = await openHydrated(browser(), "/", { width: 390 });
    await home.page.getByRole("dialog", { name: "e2e 점검 안내" }).waitFor();
    assert.ok(await home.page.getByText("팝업 1 / 3").isVisible());
  });

  it("banners: a changed headline shows on the home page at once, through the page cache", async () => {
    const before = await openPage(browser());
    await before.page.goto(`${BASE_URL}/`);
    await hydrated(before.page);
    assert.ok(await before.page.getByText("역세권에서 시작하는 청년·신혼부부의 새 보금자리").first().isVisible());

    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/banners");
    assert.equal(await page.locator("h1").innerText(), "메인 배너");
    await axeAtBothWidths(page);
    await page.getByRole("link", { name: "역세권에서 시작하는 청년·신혼부부의 새 보금자리" }).click();
    await page.locator("h1", { hasText: "배너 수정" }).waitFor();
    await axeAtBothWidths(page);
    await page.getByLabel("헤드라인", { exact: true }).first().fill("e2e 새 헤드라인");
    await page.getByRole("button", { name: "저장", exact: true }).click();
    await page.waitForURL(/\?done=saved$/);
    await page.getByRole("status").getByText("배너를 저장했습니다.").waitFor();
    assert.deepEqual(consoleErrors, []);

    const after = await openPage(browser());
    const response = await after.page.goto(`${BASE_URL}/`);
    assert.ok(response?.ok());
    assert.ok(await after.page.getByText("e2e 새 헤드라인").first().isVisible());
  });

  it("boards: hides a visitor's post (gone from /board), shows it again; audited screens pass axe", async () => {
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/boards");
    assert.equal(await page.locator("h1").innerText(), "게시판 관리");
    await axeAtBothWidths(page);
    const row = page.getByRole("row", { name: /견본주택 다녀왔어요/ });
    await row.getByRole("button", { name: "숨기기: 견본주택 다녀왔어요" }).click();
    await page
      .waitForURL(/\?done=postHidden$/)
      .catch(async () => console.log("DEBUG", page.url(), await page.locator("main").innerText()));
    await page.getByRole("status").getByText("글을 숨겼습니다.", { exact: false }).waitFor();
    assert.match(await page.getByRole("row", { name: /견본주택 다녀왔어요/ }).innerText(), /숨김/);

    const visitor = await openHydrated(browser(), "/board/default-board");
    assert.equal(await visitor.page.getByText("견본주택 다녀왔어요").count(), 0);

    await page.getByRole("link", { name: "견본주택 다녀왔어요" }).click();
    await page.locator("h1", { hasText: "게시글 관리" }).waitFor();
    await axeAtBothWidths(page);
    await page.getByRole("button", { name: "다시 보이기: 견본주택 다녀왔어요" }).click();
    await page.getByRole("status").getByText("글을 다시 보이게 했습니다.").waitFor();
    await visitor.page.reload();
    assert.equal(await visitor.page.getByText("견본주택 다녀왔어요").count(), 1);
    assert.deepEqual(consoleErrors, []);
  });
});
