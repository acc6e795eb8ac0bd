/**
 * Browser-test helpers that make an applicant's data through the site itself: a sandbox
 * verification in the test's own browser, then the applicant API called from that page (its
 * cookies, its origin). Each test makes its own application with them, for a person of its
 * own (a person applies once a round), and so depends on no other test.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { BASE_URL } from "./browser.ts";
import { basic, SEEDED } from "./console.ts";
import { executeSql } from "./e2e-state.ts";

export const SANDBOX = "/common/kcp/cert/sandbox";
const COMPLETE = { ko: "인증 완료", en: "Complete verification" };
const PERSON_ID = { ko: "가상 인물 번호", en: "Test person ID" };

/** A sandbox person id no other test of this run uses (`label` says whose it is). */
export function newPerson(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The sandbox page's answer as a tester gives it: this person, then back to where the
 * verification started, once that page has loaded.
 */
export async function answerSandbox(page: Page, personId: string, lang: "ko" | "en" = "ko") {
  await page.waitForURL((url) => url.pathname === SANDBOX);
  await page.getByLabel(PERSON_ID[lang]).fill(personId);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith("/common/kcp/cert")),
    page.getByRole("button", { name: COMPLETE[lang] }).click(),
  ]);
}

/** A verification for the application, completed in this page's browser; answers its id. */
export async function verifiedForApplying(page: Page, personId: string): Promise<string> {
  await page.goto(`${BASE_URL}/common/kcp/cert/request?purpose=application&returnTo=%2Fapplication`);
  await page.getByRole("button", { name: "본인인증 시작" }).click();
  await answerSandbox(page, personId);
  const id = new URL(page.url()).searchParams.get("verification") ?? "";
  assert.match(id, /^[0-9a-f]{32}$/);
  return id;
}

/** The page's own fetch (same origin, its cookies): as the journey's pages call the applicant API. */
export function callApiFrom(page: Page, method: string, path: string, json?: unknown) {
  return page.evaluate(
    async ({ method, path, json }) => {
      const res = await fetch(path, {
        method,
        headers: json === undefined ? {} : { "content-type": "application/json" },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { method, path, json },
  );
}

/**
 * Applies through the applicant API (test support: the form pages are tested on their own):
 * a verification, the youth answers, two documents, submit. Answers the id and receipt number.
 */
export async function applyThroughApi(page: Page, personId: string) {
  const verificationId = await verifiedForApplying(page, personId);
  const started = await callApiFrom(page, "POST", "/api/v1/application", {
    verificationId,
    terms: ["privacy", "application"],
  });
  assert.equal(started.status, 201, JSON.stringify(started.body));
  const id = String(started.body.id);
  const steps = {
    details: { email: "sky@example.com", qualificationType: "YOUTH_TYPE", unitType: "36A" },
    supply: { supplyType: "NORMAL_TYPE", supplyCategory: "YOUTH" },
    answers: { isHomeless: "true", isAsset: "false", isCar: "false" },
  };
  assert.equal((await callApiFrom(page, "PUT", `/api/v1/application/${id}`, { steps })).status, 200);
  for (const name of ["idCard", "residence"]) {
    const status = await page.evaluate(
      async ({ id, name }) => {
        const form = new FormData();
        form.append("name", name);
        form.append("upload", new File(["%PDF-1.4\n% e2e\n%%EOF\n"], `${name}.pdf`));
        return (await fetch(`/api/v1/application/${id}/upload`, { method: "POST", body: form })).status;
      },
      { id, name },
    );
    assert.equal(status, 201);
  }
  const done = await callApiFrom(page, "PUT", `/api/v1/application/${id}`, {
    submit: crypto.randomUUID().replaceAll("-", ""),
  });
  assert.equal(done.status, 200, JSON.stringify(done.body));
  return { id, receiptNo: String(done.body.receiptNo) };
}

/** A developer's access token for the console API (the seeded local account). */
export async function developerToken(): Promise<string> {
  const login = await fetch(`${BASE_URL}/api/auth/refreshToken`, {
    headers: basic(SEEDED.developer.username, SEEDED.developer.password),
  });
  const { refreshToken } = (await login.json()) as { refreshToken: string };
  const access = await fetch(`${BASE_URL}/api/auth/accessToken`, {
    headers: { authorization: `Bearer ${refreshToken}` },
  });
  return ((await access.json()) as { accessToken: string }).accessToken;
}

/** A manager's status changes of one application, in order, through the console API. */
export async function setStatuses(id: string, statuses: string[]): Promise<void> {
  const token = await developerToken();
  for (const to of statuses) {
    const res = await fetch(`${BASE_URL}/api/console/application/${id}/status`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ to }),
    });
    assert.equal(res.status, 200, await res.text());
  }
}

/**
 * A published draw result for one application, as the console's draw leaves it (the draw
 * itself is tested in console-draw.test.ts), written in D1: its round's draw published, its
 * result row and its status. Not through the console: once a round has a draw record, its
 * statuses change only by the draw.
 */
export async function publishDrawResult(
  id: string,
  outcome: "SELECTED" | "WAITING" | "NOT_SELECTED",
  waitingNumber = 1,
) {
  const waiting = outcome === "WAITING" ? String(waitingNumber) : "NULL";
  await executeSql(
    `INSERT OR IGNORE INTO round_draws (round_id, algorithm, round_no, state, frozen_by, frozen_at, list_digest, entrants, drawn, beacon_network, beacon_round, beacon_at, published_by, published_at, groups)
       SELECT round_id, 'draw-v2', 0, 'PUBLISHED', 'e2e', 0, '${"0".repeat(64)}', 0, 0, 'local', 1, 0, 'e2e', 0, '[]' FROM applications WHERE id = '${id}';
     INSERT INTO draw_results (id, round_id, application_id, receipt_no, group_key, lot, position, outcome, waiting_number)
       SELECT lower(hex(randomblob(16))), round_id, id, receipt_no, 'e2e', '00', 1, '${outcome}', ${waiting} FROM applications WHERE id = '${id}';
     UPDATE applications SET status = '${outcome}' WHERE id = '${id}';`,
  );
}
