import assert from "node:assert/strict";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import {
  axeViolations,
  BASE_URL,
  hydrated,
  loginAs,
  noScriptAxe,
  openHydrated,
  openPage,
  signedIn,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";
import { PDF_BYTES, PNG_BYTES } from "../../support/files.ts";

const PUBLIC_PAGES = [
  "/center/notice",
  "/center/notice/seed-notice-01",
  "/center/faqs",
  "/center/download",
  "/center/download/seed-download-1",
];

describe("customer centre in Chromium", () => {
  const browser = useBrowser();

  it("renders every centre page in Korean at 390 and 1280 px, in English and Chinese at 390 px, axe-clean", async () => {
    // The narrow screen is where longer English and Chinese labels would break the layout.
    for (const [locale, h1, widths] of [
      ["ko-KR", "공지사항", [390, 1280]],
      ["en-US", "Notices", [390]],
      ["zh-CN", "公告", [390]],
    ] as const) {
      for (const width of widths) {
        for (const path of PUBLIC_PAGES) {
          const { page, context, consoleErrors } = await openHydrated(browser(), path, { locale, width });
          assert.deepEqual(await axeViolations(page), [], `${path} ${locale} ${width}`);
          assert.deepEqual(await untranslatedKeys(page), [], `${path} ${locale} ${width}`);
          assert.deepEqual(consoleErrors, [], `${path} ${locale} ${width}`);
          if (path === "/center/notice") assert.equal(await page.locator("h1").innerText(), h1);
          await context.close();
        }
      }
    }
  });

  it("marks manager-written Korean content lang=ko on English pages", async () => {
    const { page, context } = await openHydrated(browser(), "/center/notice/seed-notice-01", { locale: "en-US" });
    assert.equal(await page.locator("html").getAttribute("lang"), "en");
    assert.equal(await page.locator("h1 [lang=ko]").count(), 1);
    assert.equal(await page.locator(".rich-text[lang=ko]").count(), 1);
    assert.equal(await page.getByRole("heading", { name: "Attachments" }).count(), 1);
    await context.close();
  });

  it("searches notices, pages through them and opens one with its neighbours", async () => {
    const { page, context } = await openHydrated(browser(), "/center/notice");
    assert.match(await page.getByRole("status").first().innerText(), /전체 32건/);
    const rows = page.locator("tbody tr");
    assert.equal(await rows.count(), 10);
    assert.match(await rows.first().innerText(), /공지/);
    await page.getByRole("link", { name: "4 페이지" }).click();
    await page.waitForURL(/page=4$/);
    // The URL changes before the next page is committed: wait for the last page's rows.
    await page.locator("tbody tr").nth(2).waitFor({ state: "detached" });
    assert.equal(await page.locator("tbody tr").count(), 2);

    await page.getByRole("searchbox", { name: "검색어" }).fill("견본주택");
    await page.getByRole("button", { name: "검색" }).click();
    await page.waitForURL(/q=/);
    await page.getByText("‘견본주택’ 검색 결과 4건").waitFor();
    await page.locator("tbody a").first().click();
    await page.locator("h1", { hasText: "견본주택" }).waitFor();
    assert.equal(await page.getByRole("navigation", { name: "이전글과 다음글" }).getByRole("link").count(), 2);
    await context.close();
  });

  it("works without JavaScript: search, the FAQ accordion and categories", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/center/notice?q=${encodeURIComponent("점검")}`);
    assert.match(await page.locator("tbody").innerText(), /시스템 점검 안내/);
    await noScriptAxe(page);
    await page.goto(`${BASE_URL}/center/faqs`);
    await page.getByRole("link", { name: "서류제출" }).click();
    await page.waitForURL(/category=/);
    // The URL changes before the next page is committed: wait for the category's two questions.
    await page.waitForFunction(() => document.querySelectorAll("details").length === 2);
    assert.equal(await page.locator("details").count(), 2);
    await page.locator("summary").first().click();
    assert.ok(await page.getByText("주민등록표등본, 가족관계증명서").isVisible());
    await noScriptAxe(page);
    await context.close();
  });

  it("opens FAQ answers with the keyboard and tells screen readers they expanded", async () => {
    const { page, context } = await openHydrated(browser(), "/center/faqs");
    const first = page.locator("summary").first();
    await first.focus();
    await page.keyboard.press("Enter");
    assert.equal(await page.locator("details").first().getAttribute("open"), "");
    assert.ok(await page.getByText("만 19세 이상 39세 이하").isVisible());
    const search = page.getByRole("searchbox", { name: "검색어" });
    await search.fill("자동차");
    await search.press("Enter");
    await page.waitForURL(/q=/);
    await page.locator("details").nth(1).waitFor({ state: "detached" });
    assert.equal(await page.locator("details").count(), 1);
    assert.ok(await page.locator("summary", { hasText: "자동차" }).isVisible());
    await context.close();
  });

  it("a manager creates a notice with a Korean-named file and an image; a visitor finds it and downloads the file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "center-e2e-"));
    const fileName = "2차 입주자 모집공고문(최종).pdf";
    const pdfPath = join(dir, fileName);
    const pngPath = join(dir, "배치도.png");
    await writeFile(pdfPath, PDF_BYTES);
    await writeFile(pngPath, PNG_BYTES);

    const {
      page: manager,
      context: consoleContext,
      consoleErrors,
    } = await signedIn(browser(), SEEDED.developer, "/console/center/notifications/new");
    await manager.locator("h1", { hasText: "공지사항 등록" }).waitFor();
    assert.deepEqual(await axeViolations(manager), []);
    const title = "전자동 검색용 신규 공지 하늘정원";
    await manager.getByLabel("제목").fill(title);
    const editor = manager.getByRole("textbox", { name: "내용" });
    await editor.click();
    await manager.keyboard.type("정원 개방 일정을 알려드립니다.");
    manager.once("dialog", (dialog) => dialog.accept("단지 배치도"));
    await manager.getByTestId("editor-image-input").setInputFiles(pngPath);
    await manager.getByText("이미지를 넣었습니다.").waitFor();
    assert.equal(await editor.locator("img[alt='단지 배치도']").count(), 1);
    await manager.getByLabel("첨부파일 추가").setInputFiles(pdfPath);
    // The PDF and the image cannot be read by the leak scan: the writer confirms them.
    await manager.getByLabel("읽을 수 없는 파일과 이미지에 개인정보가 없음을 확인했습니다").check();
    await manager.getByRole("button", { name: "등록", exact: true }).click();
    await manager.waitForURL(/\/console\/center\/notifications\?created=/);
    await manager.getByRole("status").getByText(`‘${title}’을(를) 등록했습니다.`).waitFor();
    assert.deepEqual(await axeViolations(manager), []);
    assert.deepEqual(consoleErrors, []);
    await consoleContext.close();

    const { page, context } = await openHydrated(browser(), "/center/notice");
    await page.getByRole("searchbox", { name: "검색어" }).fill("하늘정원");
    await page.getByRole("button", { name: "검색" }).click();
    await page.getByText("‘하늘정원’ 검색 결과 1건").waitFor();
    await page.getByRole("link", { name: title }).click();
    await page.locator("h1", { hasText: title }).waitFor();
    assert.ok(await page.getByText("정원 개방 일정을 알려드립니다.").isVisible());
    const image = page.locator(".rich-text img");
    assert.equal(await image.getAttribute("alt"), "단지 배치도");
    // After a client navigation the image may still be loading: wait for it, then check it drew.
    const drawn = await image.evaluate(
      (img: HTMLImageElement) =>
        new Promise<boolean>((resolve) => {
          if (img.complete) resolve(img.naturalWidth > 0);
          img.addEventListener("load", () => resolve(img.naturalWidth > 0));
          img.addEventListener("error", () => resolve(false));
        }),
    );
    assert.ok(drawn);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: fileName }).click(),
    ]);
    assert.equal(download.suggestedFilename(), fileName);
    const saved = join(dir, "saved.pdf");
    await download.saveAs(saved);
    assert.deepEqual(new Uint8Array(await readFile(saved)), PDF_BYTES);
    await context.close();
  });

  it("shows a notice on the cached public list as soon as a manager publishes it", async () => {
    const title = "캐시 시험 공지 은하수";
    const { page: manager, consoleErrors } = await signedIn(
      browser(),
      SEEDED.developer,
      "/console/center/notifications",
    );
    const status = await manager.evaluate(async (t) => {
      const res = await fetch("/api/console/center/notifications", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ title: t, body: "<p>곧 게시합니다.</p>", published: false }),
      });
      return res.status;
    }, title);
    assert.equal(status, 201);

    // A visitor's list is kept in the shared page cache, without the hidden notice.
    const visitor = await openPage(browser());
    await visitor.page.goto(`${BASE_URL}/center/notice`);
    const kept = await visitor.page.goto(`${BASE_URL}/center/notice`);
    assert.equal(kept?.headers()["x-page-cache"], "hit");
    assert.equal(await visitor.page.getByText(title).count(), 0);

    await manager.goto(`${BASE_URL}/console/center/notifications?status=hidden`);
    await hydrated(manager);
    await manager
      .getByRole("row", { name: new RegExp(title) })
      .getByRole("button", { name: "게시" })
      .click();
    await manager.getByRole("status").getByText(`‘${title}’의 상태를 바꿨습니다.`).waitFor();

    const fresh = await visitor.page.goto(`${BASE_URL}/center/notice`);
    assert.equal(fresh?.headers()["x-page-cache"], "miss");
    assert.ok(await visitor.page.getByRole("link", { name: title }).isVisible());
    await visitor.context.close();
    assert.deepEqual(consoleErrors, []);
  });

  it("a manager writes an FAQ without JavaScript: the HTML field is checked, sanitised and shown", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const page = await context.newPage();
    await loginAs(page, SEEDED.developer, "/console/center/faqs/new");
    await page.getByLabel("분류").selectOption({ label: "계약·입주" });
    await page.getByRole("button", { name: "등록", exact: true }).click();
    assert.equal(await page.getByText("질문을 입력해주세요 (300자 이내)").count(), 1);
    assert.equal(await page.getByText("답변을 입력해주세요").count(), 1);

    const question = "반려동물과 함께 입주할 수 있나요?";
    await page.getByLabel("질문").fill(question);
    await page
      .getByLabel("답변")
      .fill("<p>소형 반려동물은 <strong>관리규약</strong>에 따라 가능합니다.</p><script>alert(1)</script>");
    await page.getByRole("button", { name: "등록", exact: true }).click();
    await page.waitForURL(/\/console\/center\/faqs\?created=/);
    await page.getByRole("link", { name: question }).waitFor();

    const visitor = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const reader = await visitor.newPage();
    await reader.goto(`${BASE_URL}/center/faqs?q=${encodeURIComponent("반려동물")}`);
    await reader.locator("summary", { hasText: question }).click();
    assert.equal(await reader.locator(".rich-text strong", { hasText: "관리규약" }).count(), 1);
    assert.equal(await reader.locator(".rich-text script").count(), 0);
    await visitor.close();
    await context.close();
  });

  it("never runs script a manager's content carries, in bodies, attributes or URLs", async () => {
    const { page: manager, context: consoleContext } = await signedIn(
      browser(),
      SEEDED.developer,
      "/console/center/notifications",
    );
    const payload = [
      "<p>XSS 시험 본문</p><script>window.__xss = 1</script>",
      '<img src="/api/editor/photos/0123456789abcdef0123456789abcdef.png" onerror="window.__xss = 2">',
      '<p><a href="javascript:window.__xss = 3">링크</a><svg onload="window.__xss = 4"></svg></p>',
      '<iframe src="javascript:parent.__xss = 5"></iframe><p style="background:url(javascript:alert(6))">끝</p>',
    ].join("");
    const created = await manager.evaluate(async (body) => {
      const res = await fetch("/api/console/center/notifications", {
        method: "POST",
        headers: { "content-type": "application/json" },
        // The body's image cannot be read by the leak scan: the writer confirms it.
        body: JSON.stringify({ title: "<img src=x onerror=window.__xss=7> XSS 제목", body, confirmUnreadable: true }),
      });
      return (await res.json()) as { notification: { id: string } };
    }, payload);
    await consoleContext.close();

    const { page, context, consoleErrors } = await openPage(browser());
    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    await page.goto(`${BASE_URL}/center/notice/${created.notification.id}`);
    await hydrated(page);
    assert.ok(await page.getByText("XSS 시험 본문").isVisible());
    assert.equal(await page.locator("h1").innerText(), "<img src=x onerror=window.__xss=7> XSS 제목");
    // The javascript: URL is gone: what is left is text, not a link.
    assert.ok(await page.getByText("링크").isVisible());
    assert.equal(await page.getByRole("link", { name: "링크" }).count(), 0);
    assert.equal(await page.evaluate(() => (window as { __xss?: number }).__xss), undefined);
    assert.equal(
      await page.locator(".rich-text script, .rich-text iframe, .rich-text svg, .rich-text [style]").count(),
      0,
    );
    assert.equal(await page.locator(".rich-text a").getAttribute("href"), null);
    assert.equal(dialogs, 0);
    assert.deepEqual(
      consoleErrors.filter((e) => !e.includes("404")),
      [],
    );
    await context.close();
  });

  it("console screens of notices, FAQ and downloads pass axe at 390 and 1280 px", async () => {
    const paths = [
      "/console/center/notifications",
      "/console/center/notifications/new",
      "/console/center/notifications/seed-notice-01",
      "/console/center/faqs",
      "/console/center/faqs/new",
      "/console/center/faqs/seed-faq-1",
      "/console/center/downloads",
      "/console/center/downloads/new",
      "/console/center/downloads/seed-download-1",
    ];
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, paths[0] ?? "");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(`${BASE_URL}${path}`);
        await hydrated(page);
        assert.deepEqual(await axeViolations(page), [], `${path} at ${width}`);
        assert.deepEqual(await untranslatedKeys(page), [], `${path} at ${width}`);
      }
    }
    assert.deepEqual(consoleErrors, []);
  });

  it("pins, hides and deletes from the console; the download screen loads no editor", async () => {
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/center/downloads");
    const row = page.getByRole("row", { name: /개인정보 수집·이용 동의서/ });
    await row.getByRole("button", { name: "숨기기" }).click();
    await page.getByRole("status").getByText("‘개인정보 수집·이용 동의서’의 상태를 바꿨습니다.").waitFor();
    assert.match(await page.getByRole("row", { name: /개인정보 수집·이용 동의서/ }).innerText(), /숨김/);
    const visitor = await openPage(browser());
    await visitor.page.goto(`${BASE_URL}/center/download`);
    assert.equal(await visitor.page.getByText("개인정보 수집·이용 동의서").count(), 0);
    await visitor.context.close();

    await page.goto(`${BASE_URL}/console/center/downloads/seed-download-4`);
    await hydrated(page);
    assert.equal(await page.locator(".rich-text-editor").count(), 0);
    await page.getByRole("button", { name: /삭제$/ }).last().click();
    await page.waitForURL(/deleted=/);
    await page.getByRole("status").getByText("‘소득·자산 확인 서류 목록’을(를) 삭제했습니다.").waitFor();
    assert.equal(await page.getByRole("row", { name: /소득·자산 확인 서류 목록/ }).count(), 0);
    assert.deepEqual(consoleErrors, []);
  });
});
