import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { promisify } from "node:util";
import type { Browser } from "playwright-core";
import { type XlsxCell, xlsxStream } from "../../../app/lib/xlsx.server.ts";
import {
  axeOfMarkup,
  axeViolations,
  downloadedBytes,
  loginAs,
  openHydrated,
  postAndLoad,
  signedIn,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";
import { executeSql } from "../../support/e2e-state.ts";
import { fixtureId } from "../../support/review-fixtures.ts";
import { winnerSql } from "../../support/winner-fixtures.ts";

/*
 * 동·호 배정 (docs/product/units.md §18.7) as a manager lives it: the round's units entered
 * by form and imported from an xlsx sheet (a bad row named, then a good file), one removed,
 * then the unit draw frozen, its beacon round waited for and published; and the same screen
 * without JavaScript. Between the steps, the round's public verify page as anyone sees it
 * (a shared, cached page): nothing of the unit draw, then its figures, then its file.
 */

const run = promisify(execFile);
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const VERIFY = "/application/competition/2/verify";

/** The public verify page as an anonymous visitor gets it, and its 동·호 배정 추첨 section. */
async function verifyPage(browser: Browser) {
  const opened = await openHydrated(browser, VERIFY);
  await opened.page.getByRole("heading", { level: 1, name: "2차 추첨 검증 안내" }).waitFor();
  const section = opened.page.locator("section", {
    has: opened.page.getByRole("heading", { level: 2, name: "동·호 배정 추첨" }),
  });
  return { ...opened, section };
}

async function sheet(rows: readonly (readonly XlsxCell[])[]): Promise<Buffer> {
  async function* all() {
    yield* rows;
  }
  const columns = ["동", "호", "층", "주택형"].map((header) => ({ header }));
  return Buffer.from(await new Response(xlsxStream({ name: "세대", columns, rows: all() })).arrayBuffer());
}

describe("the units screen in Chromium", () => {
  const browser = useBrowser();

  it("enters and imports units, removes one, then freezes and publishes the unit draw", async (t) => {
    const receipts: string[] = [];
    for (let i = 0; i < 2; i++) {
      const id = fixtureId();
      const receiptNo = `H2-UNIT-${fixtureId().slice(0, 6).toUpperCase()}`;
      receipts.push(receiptNo);
      for (const sql of await winnerSql({ id, personId: `units-e2e-${id.slice(0, 8)}`, receiptNo })) {
        await executeSql(sql);
      }
    }
    // Before the freeze the public verify page says nothing of a unit draw (and is now kept in the shared cache).
    const before = await verifyPage(browser());
    assert.equal(await before.section.count(), 0);
    await before.context.close();

    const { page, consoleErrors } = await signedIn(
      browser(),
      SEEDED.developer,
      "/console/application/units/seed-round-2",
    );
    await page.locator("h1", { hasText: "동·호 배정" }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    // One by one: a floor out of range is said next to its field, in place.
    const add = page.locator("section", { has: page.locator("h2", { hasText: "세대 추가" }) });
    await add.getByLabel("동", { exact: true }).fill("101동");
    await add.getByLabel("호", { exact: true }).fill("1201");
    await add.getByLabel("층").fill("0");
    await add.getByLabel("주택형").selectOption("36A");
    await add.getByRole("button", { name: "세대 추가" }).click();
    await add.getByText("층은 1에서 99 사이의 정수로 입력해주세요").first().waitFor();
    assert.equal(await add.getByLabel("층").evaluate((el) => el === document.activeElement), true);
    await add.getByLabel("층").fill("12");
    await add.getByRole("button", { name: "세대 추가" }).click();
    await page.getByRole("status").getByText("세대를 추가했습니다.").waitFor();
    await page.getByRole("rowheader", { name: "101동 1201호" }).waitFor();

    // From a sheet: a bad row adds nothing and is named; the fixed file adds every row.
    const upload = page.locator("section", { has: page.locator("h2", { hasText: "엑셀 파일로 가져오기" }) });
    const bad = await sheet([
      ["101", "301", 3, "36A"],
      ["102", "501", 5, "99Z"],
    ]);
    await upload.getByLabel("xlsx 파일").setInputFiles({ name: "세대.xlsx", mimeType: XLSX, buffer: bad });
    await upload.getByRole("button", { name: "가져오기" }).click();
    await upload.getByText("3행: 주택형을 18A, 18B, 36A, 36B, 36C, 39A 중에서 골라주세요").waitFor();
    assert.equal(await page.getByRole("rowheader", { name: "101동 301호" }).count(), 0);
    assert.deepEqual(await axeViolations(page), []);

    const good = await sheet([
      ["101", "301", 3, "36A"],
      ["102", "501", 5, "36A"],
      ["102", "502", 5, "39A"],
    ]);
    await upload.getByLabel("xlsx 파일").setInputFiles({ name: "세대.xlsx", mimeType: XLSX, buffer: good });
    await upload.getByRole("button", { name: "가져오기" }).click();
    await page.getByRole("status").getByText("세대 3개를 가져왔습니다.").waitFor();
    await page.getByText("등록된 세대 4개").waitFor();

    await page.getByRole("button", { name: "102동 502호 지우기" }).click();
    await page.getByRole("status").getByText("세대를 지웠습니다.").waitFor();
    await page.getByText("등록된 세대 3개").waitFor();

    // The unit draw: frozen with the sub-password, published once its beacon round is out.
    const draw = page.locator("section", { has: page.locator("h2", { hasText: "동·호 배정 추첨" }) });
    await draw.getByText(/서류심사 통과 \d+명, 세대 3개/).waitFor();
    await draw.getByLabel("2차 비밀번호").fill(SEEDED.subPassword);
    await draw.getByRole("button", { name: "추첨 대상 확정" }).click();
    await page.getByRole("status").getByText("동·호 배정 추첨 대상을 확정했습니다.").waitFor();
    // The page read again: the units are frozen, so no form changes them any more.
    await page.getByText("동·호 배정 추첨 대상을 확정해 세대를 더 바꿀 수 없습니다.").waitFor();
    assert.equal(await page.getByRole("heading", { name: "세대 추가", exact: true }).count(), 0);
    assert.equal(await page.getByRole("button", { name: /지우기$/ }).count(), 0);
    assert.deepEqual(await axeViolations(page), []);

    // At once on the public verify page: the freeze gave public content a new version.
    const digest = (await page.getByTestId("unit-list-digest").innerText()).trim();
    assert.match(digest, /^[0-9a-f]{64}$/);
    const frozenView = await verifyPage(browser());
    await frozenView.section.getByText(/서류심사를 통과한 당첨자 \d+명, 세대 3개/).waitFor();
    assert.equal((await frozenView.section.getByTestId("public-unit-digest").innerText()).trim(), digest);
    await frozenView.section.getByText("아직 발표 전입니다.").waitFor();
    assert.equal(await frozenView.section.getByRole("link").count(), 0);
    assert.deepEqual(await axeViolations(frozenView.page), []);
    assert.deepEqual(await untranslatedKeys(frozenView.page), []);
    await frozenView.context.close();

    const beaconAt = await page.getByTestId("unit-beacon-at").getAttribute("datetime");
    assert.ok(beaconAt);
    await page.waitForFunction((at) => Date.now() >= Date.parse(at), beaconAt, { timeout: 30_000 });
    await draw.getByLabel("2차 비밀번호").fill(SEEDED.subPassword);
    await draw.getByRole("button", { name: "동·호 배정 발표" }).click();
    await page.getByRole("status").getByText("동·호 배정 결과를 발표했습니다.").waitFor();
    for (const receipt of receipts) {
      const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: receipt }) });
      assert.match(await row.innerText(), /10[12]동 \d+호/);
    }
    assert.deepEqual(await axeViolations(page), []);

    // The audit file, downloaded, re-runs offline with draw:verify against the digest the freeze showed.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "감사 파일 내려받기 (JSON, 개인정보 없음)" }).click(),
    ]);
    // Read through its stream: the browser is a remote connection, where a download has no local path.
    const dir = await mkdtemp(join(tmpdir(), "unit-audit-"));
    t.after(() => rm(dir, { recursive: true, force: true }));
    const file = join(dir, download.suggestedFilename());
    const consoleFile = await downloadedBytes(download);
    await writeFile(file, consoleFile);
    const verify = ["node_modules/tsx/dist/cli.mjs", "scripts/draw-verify.ts", file, "--local", "--digest", digest];
    const checked = await run(process.execPath, verify);
    assert.match(checked.stdout, /OK: beacon LOCAL TEST BEACON/);
    for (const receipt of receipts) assert.match(checked.stdout, new RegExp(receipt));
    await assert.rejects(run(process.execPath, [...verify.slice(0, -1), "0".repeat(64)]));
    assert.deepEqual(await untranslatedKeys(page), []);

    // Anyone can re-check it: the public verify page links the same file and says how.
    const published = await verifyPage(browser());
    const link = published.section.getByRole("link", { name: "2차 동·호 배정 감사 파일 (JSON)" });
    await link.waitFor();
    await published.section
      .getByText(`npm run draw:verify -- unit-draw-round-2.json --digest ${digest} --local`)
      .waitFor();
    assert.deepEqual(await axeViolations(published.page), []);
    assert.deepEqual(await untranslatedKeys(published.page), []);
    const [publicDownload] = await Promise.all([published.page.waitForEvent("download"), link.click()]);
    assert.equal(publicDownload.suggestedFilename(), "unit-draw-round-2.json");
    assert.ok((await downloadedBytes(publicDownload)).equals(consoleFile));
    assert.deepEqual(published.consoleErrors, []);
    await published.context.close();

    // The one refusal the browser logs: the sheet with a bad row, answered 422.
    assert.deepEqual(consoleErrors, [
      "Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)",
    ]);
  });

  it("works without JavaScript: a refused unit keeps its message, a good one is added, then removed", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    try {
      const page = await context.newPage();
      await loginAs(page, SEEDED.developer, "/console/application/units/seed-round-1");
      const add = page.locator("section", { has: page.locator("h2", { hasText: "세대 추가" }) });
      await add.waitFor();
      assert.deepEqual(await axeOfMarkup(page), []);
      await add.getByLabel("동", { exact: true }).fill("201");
      await add.getByLabel("호", { exact: true }).fill("호");
      await add.getByLabel("층").fill("7");
      await postAndLoad(page, () => add.getByRole("button", { name: "세대 추가" }).click());
      await page.getByText("호를 10자 이내의 숫자나 글자로 입력해주세요").first().waitFor();
      assert.deepEqual(await axeOfMarkup(page), []);

      const again = page.locator("section", { has: page.locator("h2", { hasText: "세대 추가" }) });
      await again.getByLabel("동", { exact: true }).fill("201");
      await again.getByLabel("호", { exact: true }).fill("701");
      await again.getByLabel("층").fill("7");
      await again.getByLabel("주택형").selectOption("18B");
      await postAndLoad(page, () => again.getByRole("button", { name: "세대 추가" }).click());
      await page.getByText("세대를 추가했습니다.").waitFor();
      await page.getByRole("rowheader", { name: "201동 701호" }).waitFor();

      await postAndLoad(page, () => page.getByRole("button", { name: "201동 701호 지우기" }).click());
      await page.getByText("세대를 지웠습니다.").waitFor();
      assert.equal(await page.getByRole("rowheader", { name: "201동 701호" }).count(), 0);
      assert.deepEqual(await axeOfMarkup(page), []);
    } finally {
      await context.close();
    }
  });
});
