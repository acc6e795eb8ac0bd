import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import {
  axeViolations,
  BASE_URL,
  hydrated,
  loginAs,
  noScriptAxe,
  postAndLoad,
  signedIn,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";
import { executeSql } from "../../support/e2e-state.ts";

/*
 * The developer's rounds. The rounds made here are hidden from visitors (and removed after),
 * so the public pages other browser tests check keep showing the seeded rounds.
 */

/** A round's own notices, as the developer writes them. */
const textsOf = (round: number) => ({
  beforeOpen: `${round}차 접수는 2030년 3월 2일 10시에 시작합니다.`,
  dead: `${round}차 접수가 마감되었습니다.`,
  dead2: `${round}차 당첨자 발표는 문자로 알려드립니다.`,
  stop: `${round}차 접수를 점검으로 잠시 멈췄습니다.`,
});
const TEXTS = textsOf(91);
/** The round numbers this file makes (each test its own), removed after. */
const ROUNDS = [91, 92, 93, 94, 95, 96, 97, 98, 99];

const createForm = (page: Page) => page.locator("form", { has: page.getByRole("button", { name: "차수 등록" }) });
const frame = (page: Page, name: string) => page.getByRole("figure", { name });
const stateLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "미리 볼 상태" }).getByRole("link", { name, exact: true });

async function fillRound(page: Page, round: string, title: string) {
  const form = createForm(page);
  await form.getByLabel("차수", { exact: true }).fill(round);
  await form.getByLabel("제목", { exact: true }).fill(title);
  await form.getByLabel("접수 시작 일시 (한국 시간)").fill("2030-03-02T10:00");
  await form.getByLabel("접수 마감 일시 (한국 시간)").fill("2030-03-16T17:00");
  await form.getByLabel("방문자에게 공개").uncheck();
}

/**
 * A hidden round `round` with its notices, made by the developer on the list page (as the
 * first test does it step by step); answers its edit page's path.
 */
async function createRound(browser: Browser, round: number): Promise<string> {
  const { page, context } = await signedIn(browser, SEEDED.developer, "/console/schedules");
  await fillRound(page, String(round), `${round}차 입주자 모집 (e2e)`);
  const form = createForm(page);
  const texts = textsOf(round);
  await form.getByLabel("접수 전 안내").fill(texts.beforeOpen);
  await form.getByLabel("마감 안내", { exact: true }).fill(texts.dead);
  await form.getByLabel("마감 후 신청자 안내").fill(texts.dead2);
  await form.getByLabel("접수 중지 안내").fill(texts.stop);
  await form.getByRole("button", { name: "차수 등록" }).click();
  await page.getByRole("status").getByText(`${round}차를 등록했습니다.`).waitFor();
  const path = new URL(page.url()).pathname;
  await context.close();
  return path;
}

describe("/console/schedules in Chromium", () => {
  const browser = useBrowser();

  after(async () => {
    await executeSql(
      `DELETE FROM applications WHERE id = 'e2e-schedules-app'; DELETE FROM rounds WHERE round IN (${ROUNDS.join(", ")});`,
    );
  });

  it("the developer creates a round: checked in the browser first, then saved, and its page opens", async () => {
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/schedules");
    assert.equal(await page.locator("h1").innerText(), "청약 일정");
    assert.ok(
      await page
        .getByRole("table", { name: /청약 차수/ })
        .getByText("2차 입주자 모집")
        .isVisible(),
    );
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await fillRound(page, "91", "91차 입주자 모집 (e2e)");
    const form = createForm(page);
    await form.getByLabel("접수 마감 일시 (한국 시간)").fill("2030-03-01T10:00");
    await form.getByRole("button", { name: "차수 등록" }).click();
    await form.getByText("접수 마감 일시는 시작 일시 이후여야 합니다").waitFor();
    assert.equal(new URL(page.url()).search, "", "nothing was posted");
    assert.ok(await form.getByLabel("접수 마감 일시 (한국 시간)").evaluate((el) => el === document.activeElement));

    await form.getByLabel("접수 마감 일시 (한국 시간)").fill("2030-03-16T17:00");
    await form.getByLabel("접수 전 안내").fill(TEXTS.beforeOpen);
    await form.getByLabel("마감 안내", { exact: true }).fill(TEXTS.dead);
    await form.getByLabel("마감 후 신청자 안내").fill(TEXTS.dead2);
    await form.getByLabel("접수 중지 안내").fill(TEXTS.stop);
    await form.getByRole("button", { name: "차수 등록" }).click();
    await page.getByRole("status").getByText("91차를 등록했습니다.").waitFor();
    assert.match(page.url(), /\/console\/schedules\/[0-9a-f]{32}\?created=1$/);
    assert.equal(await page.getByLabel("접수 시작 일시 (한국 시간)").inputValue(), "2030-03-02T10:00");
    assert.equal(await page.getByLabel("방문자에게 공개").isChecked(), false);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    assert.deepEqual(consoleErrors, []);
  });

  it("previews each state as /application, home and the form pages would show it", async () => {
    const TEXTS = textsOf(94);
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, await createRound(browser(), 94));
    // Hidden, and before its dates: the preview starts at the state it is in now.
    assert.ok(
      await page.getByText("이 차수는 공개하지 않아 지금은 방문자에게 보이지 않습니다.", { exact: false }).isVisible(),
    );
    assert.equal(await stateLink(page, "접수 전 (지금)").getAttribute("aria-current"), "true");
    assert.match(
      await frame(page, "청약 신청서 (/form/application)").innerText(),
      /청약 접수 시작 전입니다\.[\s\S]*94차 접수는/,
    );

    await stateLink(page, "마감").click();
    await page.waitForURL(/\?preview=closed$/);
    await frame(page, "청약 신청 안내 화면 (/application)").getByText(TEXTS.dead2).waitFor();
    const application = await frame(page, "청약 신청 안내 화면 (/application)").innerText();
    assert.ok(application.includes(TEXTS.dead) && application.includes("관심고객 등록하기"));
    assert.ok((await frame(page, "홈 화면의 청약 안내").innerText()).includes(TEXTS.dead2));
    const apply = await frame(page, "청약 신청서 (/form/application)").innerText();
    assert.ok(apply.includes(TEXTS.dead) && !apply.includes(TEXTS.dead2), "the new form shows dead only");
    const amend = await frame(
      page,
      "신청 내용 수정·서류 보완 (/form/application/…, /form/application-fix)",
    ).innerText();
    assert.ok(amend.includes(TEXTS.dead2) && !amend.includes(TEXTS.dead), "edit and fix show dead2 only");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await stateLink(page, "접수 중지").click();
    await page.waitForURL(/\?preview=stopped$/);
    await frame(page, "홈 화면의 청약 안내").getByText(TEXTS.stop).waitFor();
    assert.ok(
      (await frame(page, "청약 신청서 (/form/application)").innerText()).includes("청약 접수가 일시 중지되었습니다."),
    );

    await stateLink(page, "접수 중").click();
    await page.waitForURL(/\?preview=open$/);
    await frame(page, "청약 신청 안내 화면 (/application)").getByRole("link", { name: "청약 신청하기" }).waitFor();
    assert.ok(
      (await frame(page, "청약 신청서 (/form/application)").innerText()).includes(
        "본인인증과 신청서 작성 화면이 열립니다",
      ),
    );
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    assert.deepEqual(consoleErrors, []);
  });

  it("edits the round, and the list shows the change", async () => {
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, await createRound(browser(), 95));
    await page.getByLabel("제목", { exact: true }).fill("95차 추가 모집 (e2e)");
    await page.getByLabel("접수 마감 일시 (한국 시간)").fill("2030-03-20T18:00");
    await page.getByRole("button", { name: "변경 내용 저장" }).click();
    await page.getByRole("status").getByText("변경 내용을 저장했습니다.", { exact: false }).waitFor();
    assert.match(page.url(), /\?saved=1$/);
    assert.equal(await page.getByLabel("접수 마감 일시 (한국 시간)").inputValue(), "2030-03-20T18:00");
    await page.getByRole("link", { name: "목록으로" }).click();
    const row = page.getByRole("row", { name: /95차/ });
    await row.waitFor();
    assert.match(
      await row.innerText(),
      /95차 추가 모집 \(e2e\)[\s\S]*2030-03-02 10:00:00 ~ 2030-03-20 18:00:00[\s\S]*숨김/,
    );
    assert.deepEqual(consoleErrors, []);
  });

  it("refuses to delete a round that has applications, saying why, and deletes one that has none", async () => {
    const editPath = await createRound(browser(), 96);
    const id = editPath.split("/").pop();
    const now = Date.now();
    await executeSql(
      "INSERT INTO applications (id, round_id, person_key, terms, name, phone, birth, email, qualification_type, " +
        "supply_type, supply_category, submitted_at, created_at, updated_at) VALUES ('e2e-schedules-app', " +
        `'${id}', 'e2e-person', '[]', '김하늘', '01012345678', '19950101', 'sky@example.com', 'YOUTH_TYPE', ` +
        `'NORMAL_TYPE', 'YOUTH', ${now}, ${now}, ${now});`,
    );
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, editPath);
    assert.ok(
      await page.getByText("이 차수에는 신청서 1건이 접수되어 있어 삭제할 수 없습니다.", { exact: false }).isVisible(),
    );
    await page.getByRole("button", { name: "96차 삭제" }).click();
    await page
      .getByRole("alert")
      .getByText("신청서가 접수된 차수는 삭제할 수 없습니다. 방문자에게 숨기려면 공개를 해제해주세요.")
      .waitFor();
    assert.equal(new URL(page.url()).pathname, editPath);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await page.goto(`${BASE_URL}/console/schedules`);
    await fillRound(page, "92", "92차 (e2e, 삭제용)");
    await createForm(page).getByRole("button", { name: "차수 등록" }).click();
    await page.getByRole("status").getByText("92차를 등록했습니다.").waitFor();
    await hydrated(page);
    await page.getByRole("button", { name: "92차 삭제" }).click();
    await page.getByRole("status").getByText("92차를 삭제했습니다.").waitFor();
    assert.match(page.url(), /\/console\/schedules\?deleted=92$/);
    assert.equal(await page.getByRole("row", { name: /92차/ }).count(), 0);
    assert.ok(await page.getByRole("row", { name: /96차/ }).isVisible());
    // The refused delete was answered 409, which Chromium logs as a failed resource.
    assert.deepEqual(
      consoleErrors.filter((e) => !e.includes("status of 409")),
      [],
    );
  });

  for (const [lang, heading, preview, round] of [
    ["en", "Edit application round", "Preview by state", 97],
    ["cn", "修改申请日程", "按状态预览", 98],
  ] as const) {
    it(`is complete in ${lang}, and passes axe`, async () => {
      const TEXTS = textsOf(round);
      const editPath = await createRound(browser(), round);
      const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/schedules");
      await page.goto(`${BASE_URL}${editPath}?lng=${lang}&preview=closed`);
      assert.equal(await page.locator("h1").innerText(), heading);
      assert.ok(await page.getByRole("heading", { name: preview }).isVisible());
      const text = await page.locator("main").innerText();
      assert.doesNotMatch(text, /console\.schedules|forms\.|window\.|validation\./, "no key without its text");
      // The round's own texts stay as the developer wrote them, in Korean.
      assert.ok(text.includes(TEXTS.dead2));
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(await untranslatedKeys(page), []);
      await page.goto(`${BASE_URL}/console/schedules?lng=${lang}`);
      const list = await page.locator("main").innerText();
      assert.doesNotMatch(list, /console\.schedules|validation\./);
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(await untranslatedKeys(page), []);
      assert.deepEqual(consoleErrors, []);
    });
  }

  it("works without JavaScript: a taken round number is refused beside its field, what was typed kept", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const page = await context.newPage();
    await createRound(browser(), 99);
    await loginAs(page, SEEDED.developer, "/console/schedules");
    await fillRound(page, "99", "99차 중복 (e2e)");
    await postAndLoad(page, () => createForm(page).getByRole("button", { name: "차수 등록" }).click());
    const round = createForm(page).getByLabel("차수", { exact: true });
    assert.equal(await round.inputValue(), "99");
    assert.equal(await round.getAttribute("aria-invalid"), "true");
    assert.equal(await page.locator(".field-error", { hasText: "이미 등록된 차수입니다" }).count(), 1);
    assert.equal(await createForm(page).getByLabel("제목", { exact: true }).inputValue(), "99차 중복 (e2e)");
    await noScriptAxe(page);

    await fillRound(page, "93", "93차 (e2e, 자바스크립트 없이)");
    await Promise.all([
      page.waitForURL(/\?created=1$/),
      createForm(page).getByRole("button", { name: "차수 등록" }).click(),
    ]);
    await page.getByRole("link", { name: "마감", exact: true }).click();
    assert.match(page.url(), /\?preview=closed$/);
    await context.close();
  });
});
