import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { strFromU8, unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { sampleApplicationId, sampleRowId } from "../../../db/seed/sample-ids.ts";
import {
  axeViolations,
  BASE_URL,
  downloadedBytes,
  signedIn,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { basic, SEEDED } from "../../support/console.ts";

/** A manager whose only area besides the console is applications, made by the developer through the API. */
const REVIEWER = { username: "reviewer", password: "Rv7!review", subPassword: "Rs7!review" };

async function createReviewer() {
  const login = await fetch(`${BASE_URL}/api/auth/refreshToken`, {
    headers: basic(SEEDED.developer.username, SEEDED.developer.password),
  });
  const { refreshToken } = (await login.json()) as { refreshToken: string };
  const access = await fetch(`${BASE_URL}/api/auth/accessToken`, {
    headers: { authorization: `Bearer ${refreshToken}` },
  });
  const { accessToken } = (await access.json()) as { accessToken: string };
  const res = await fetch(`${BASE_URL}/api/console/managers`, {
    method: "POST",
    headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
    body: JSON.stringify({ ...REVIEWER, displayName: "심사 담당자", scope: ["console", "application"] }),
  });
  assert.equal(res.status, 201, await res.text());
}

/** Each row's receipt number, name and status (the list's 2nd, 4th and 11th cells). */
const listRows = (page: Page) =>
  page
    .locator("table.console-table tbody tr")
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent ?? "")).map((c) => [c[1], c[3], c[10]]),
    );

function sheetRows(file: Buffer): string[][] {
  const xml = strFromU8(unzipSync(new Uint8Array(file))["xl/worksheets/sheet1.xml"] as Uint8Array);
  return [...xml.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map((row) =>
    [...(row[1] ?? "").matchAll(/<t xml:space="preserve">(.*?)<\/t>/g)].map((c) => c[1] ?? ""),
  );
}

describe("console application review in Chromium", () => {
  const browser = useBrowser();
  const reviewer = { username: REVIEWER.username, password: REVIEWER.password };
  before(createReviewer);

  it("lists the submitted applications; filters, searches and sorts them from the keyboard", async () => {
    const { page, consoleErrors } = await signedIn(browser(), reviewer, "/console");
    await page.getByRole("link", { name: "청약 신청 목록 보기" }).click();
    await page.waitForURL(/\/console\/application$/);
    await page.locator("h1", { hasText: "청약 신청 관리" }).waitFor();
    assert.match(await page.locator("table caption").innerText(), /총 26건/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    // The round filter is labelled as a round (it once showed its translation key).
    assert.equal(await page.getByLabel("모집 차수", { exact: true }).evaluate((el) => el.tagName), "SELECT");

    await page.getByLabel("상태", { exact: true }).selectOption("UNDER_REVIEW");
    await page.getByRole("button", { name: "조회" }).click();
    await page.waitForURL(/status=UNDER_REVIEW/);
    await page.locator('a[aria-current="true"]', { hasText: "심사 중" }).waitFor();
    assert.deepEqual(
      (await listRows(page)).map((r) => r[1]),
      ["김하람", "윤슬", "이바다"],
    );
    // Counts leave the status filter out: every status of the other filters, with a link each.
    assert.equal(await page.getByRole("link", { name: "전체 26건" }).count(), 1);
    assert.equal(await page.getByRole("link", { name: "심사 중 3건" }).getAttribute("aria-current"), "true");

    await page.getByLabel("이름, 휴대전화번호 또는 접수번호").fill("010-2000-0002");
    await page.getByRole("button", { name: "조회" }).click();
    await page.waitForURL(/q=010-2000-0002/);
    await page.locator("table caption", { hasText: "총 1건" }).waitFor();
    assert.deepEqual(await listRows(page), [["H2-SAMP-0002", "이바다", "심사 중"]]);

    await page.goto(`${BASE_URL}/console/application?duplicate=1`);
    const name = page.getByRole("link", { name: /^이름/ });
    await name.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/sort=name&dir=asc/);
    // The column sorted by says so to assistive technology; the others say nothing.
    await page.locator('th[aria-sort="ascending"]', { hasText: "이름" }).waitFor();
    assert.equal(await page.locator("th[aria-sort]").count(), 1);
    assert.deepEqual(
      (await listRows(page)).map((r) => r[1]),
      ["김하늘", "김하람", "김하람", "오시우"],
    );
    const badges = await page.locator("table.console-table tbody tr").first().innerText();
    assert.match(badges, /번호 중복/);
    await page.getByRole("link", { name: /^이름/ }).press("Enter");
    await page.waitForURL(/sort=name&dir=desc/);
    await page.locator('th[aria-sort="descending"]', { hasText: "이름" }).waitFor();
    assert.deepEqual(
      (await listRows(page)).map((r) => r[1]),
      ["오시우", "김하람", "김하람", "김하늘"],
    );
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    assert.deepEqual(consoleErrors, []);
  });

  it("sends the selected applications to the status page in one request", async () => {
    const { page } = await signedIn(browser(), reviewer, "/console/application?sort=receiptNo&dir=asc");
    await page.getByRole("checkbox", { name: "H2-SAMP-0001 선택" }).check();
    await page.getByRole("checkbox", { name: "H2-SAMP-0003 선택" }).check();
    await page.getByRole("button", { name: "선택 항목 상태 변경" }).click();
    await page.waitForURL(/\/console\/application\/status\?/);
    const url = new URL(page.url());
    assert.deepEqual(url.searchParams.getAll("id"), [
      await sampleApplicationId("H2-SAMP-0001"),
      await sampleApplicationId("H2-SAMP-0003"),
    ]);
  });

  it("opens an application with its answers, eligibility, versions, history and documents", async () => {
    const id = await sampleApplicationId("H2-SAMP-0002");
    const idCard = await sampleRowId("H2-SAMP-0002", "idcard");
    const { page, consoleErrors } = await signedIn(browser(), reviewer, "/console/application?q=H2-SAMP-0002");
    await page.getByRole("link", { name: "H2-SAMP-0002" }).click();
    await page.locator("h1", { hasText: "H2-SAMP-0002 신청" }).waitFor();
    const answers = await page.locator("section[aria-labelledby=application-answers]").innerText();
    assert.match(answers, /신청 주택형\s+39A/);
    assert.match(answers, /소득 순위\s+1순위/);
    assert.match(await page.locator("section[aria-labelledby=application-eligibility]").innerText(), /모든 기준 충족/);
    const versions = page.locator("section[aria-labelledby=application-versions]");
    assert.match(await versions.locator("table").innerText(), /신청 주택형\s+36A\s+39A/);
    assert.match(await versions.innerText(), /최초 제출한 내용입니다/);
    const history = await page.locator("section[aria-labelledby=application-history] tbody").innerText();
    assert.match(history, /접수 완료\s+심사 중\s+manager\s+샘플 데이터: 검토 예시/);
    assert.equal(
      await page.getByRole("link", { name: "상태 변경" }).getAttribute("href"),
      `/console/application/status?id=${id}`,
    );
    const documents = page.locator("section[aria-labelledby=application-documents] tbody tr");
    assert.equal(await documents.count(), 1);
    assert.equal(
      await documents.getByRole("link", { name: "idCard 검토" }).getAttribute("href"),
      `/console/application/${id}/documents/${idCard}/review`,
    );
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    const open = documents.getByRole("link", { name: "신분증_이바다.pdf 파일 열기" });
    const href = await open.getAttribute("href");
    assert.equal(href, `/console/application/${id}/documents/${idCard}`);
    // A download of an applicant's file asks for the sub-password first (once per ten minutes).
    await open.click();
    await page.locator("h1", { hasText: "신청 서류 내려받기" }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    const unlock = page.locator("form", { has: page.getByRole("button", { name: "확인" }) });
    await unlock.getByLabel("2차 비밀번호").fill("Wrong!2345");
    await unlock.getByRole("button", { name: "확인" }).press("Enter");
    await page.getByText("2차 비밀번호가 일치하지 않습니다").waitFor();
    await unlock.getByLabel("2차 비밀번호").fill(REVIEWER.subPassword);
    await unlock.getByRole("button", { name: "확인" }).click();
    await page.getByText(/까지 이 로그인에서 신청 서류를 내려받을 수 있습니다/).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "신분증_이바다.pdf 내려받기" }).click(),
    ]);
    assert.equal(download.suggestedFilename(), "신분증_이바다.pdf");
    assert.equal((await downloadedBytes(download)).subarray(0, 5).toString(), "%PDF-");
    const file = await page.request.get(`${BASE_URL}${href}`);
    assert.equal(file.status(), 200);
    assert.equal(file.headers()["content-type"], "application/pdf");
    assert.match(file.headers()["content-disposition"] ?? "", /^attachment;/);
    assert.deepEqual(consoleErrors, []);
  });

  it("exports the filtered list after the sub-password: the downloaded xlsx holds the rows", async () => {
    const { page } = await signedIn(browser(), reviewer, "/console/application?duplicate=1");
    const form = page.locator("form", { has: page.getByRole("button", { name: "엑셀 내려받기" }) });
    await form.getByLabel("2차 비밀번호").fill("Wrong!2345");
    await form.getByRole("button", { name: "엑셀 내려받기" }).click();
    await page.waitForURL(/export=wrong/);
    await page.getByText("2차 비밀번호가 일치하지 않습니다").waitFor();
    assert.match(page.url(), /duplicate=1/);

    await form.getByLabel("2차 비밀번호").fill(REVIEWER.subPassword);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      form.getByRole("button", { name: "엑셀 내려받기" }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^applications-\d{8}\.xlsx$/);
    const rows = sheetRows(await downloadedBytes(download));
    assert.deepEqual(rows[0]?.slice(0, 3), ["접수번호", "접수 일시", "상태"]);
    assert.deepEqual(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
      ["H2-SAMP-0001", "H2-SAMP-0010", "H2-SAMP-0011", "H2-SAMP-0012"],
    );
  });
});
