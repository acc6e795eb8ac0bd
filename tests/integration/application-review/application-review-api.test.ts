import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { applicationDocuments, applicationStatusHistory, outbox } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { callApi } from "../../support/api";
import { db, NOW } from "../../support/applicant";
import { accessTokenFor, createManager, TEST_ORIGIN } from "../../support/console";
import { seedTestDb } from "../../support/integration";
import { application, statusOf } from "../../support/review-integration";

/*
 * /api/console/application's review endpoints: the same feature functions as the pages, with
 * the API's error shape ({ message, errors }, 409 for the workflow), the area guard and the
 * origin check of cookie-authenticated writes.
 */

describe("/api/console/application review endpoints", () => {
  let token = "";
  let outsider = "";
  beforeAll(async () => {
    await seedTestDb(NOW);
    await createManager(env, { username: "api-reviewer", scope: ["console", "application"] });
    await createManager(env, { username: "api-outsider", scope: ["console", "registration"] });
    token = await accessTokenFor(env, "api-reviewer");
    outsider = await accessTokenFor(env, "api-outsider");
  });

  it("PUT /:id/status changes one application, with the note in its history", async () => {
    const app = await application({ status: "SUBMITTED" });
    const res = await callApi<{ changed: Record<string, unknown> }>(
      token,
      "PUT",
      `/api/console/application/${app.id}/status`,
      {
        to: "UNDER_REVIEW",
        note: "심사 시작",
      },
    );
    expect(res).toEqual({
      status: 200,
      body: { changed: { id: app.id, receiptNo: app.receiptNo, from: "SUBMITTED", to: "UNDER_REVIEW" } },
    });
    const [history] = await db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, app.id));
    expect(history).toMatchObject({ actor: "api-reviewer", note: "심사 시작" });
  });

  it("answers 409 for a transition the workflow does not allow, 400 for bad input, 404 for an unknown id", async () => {
    const app = await application({ status: "SUBMITTED" });
    const path = `/api/console/application/${app.id}/status`;
    expect(await callApi(token, "PUT", path, { to: "SELECTED" })).toEqual({
      status: 409,
      body: {
        message: "선택한 신청서 중 지금 상태에서 이 상태로 바꿀 수 없는 신청서가 있습니다",
        errors: { to: "선택한 신청서 중 지금 상태에서 이 상태로 바꿀 수 없는 신청서가 있습니다" },
      },
    });
    expect(await callApi(token, "PUT", path, { to: "INELIGIBLE" }, { "x-language": "en" })).toMatchObject({
      status: 400,
      body: { errors: { note: "Write the reason in the note for this status" } },
    });
    expect(await callApi(token, "PUT", path, { to: "DRAFT" })).toMatchObject({
      status: 400,
      body: { message: "입력값을 확인해주세요", errors: { to: "바꿀 상태를 선택해주세요" } },
    });
    expect(await statusOf(app.id)).toBe("SUBMITTED");
    expect(
      (await callApi(token, "PUT", `/api/console/application/${"e".repeat(32)}/status`, { to: "UNDER_REVIEW" })).status,
    ).toBe(404);
  });

  it("POST /status changes a selection all or none", async () => {
    const [a, b, c] = [
      await application({ status: "UNDER_REVIEW" }),
      await application({ status: "FIX_REQUESTED" }),
      await application({ status: "SUBMITTED" }),
    ];
    const mixed = await callApi(token, "POST", "/api/console/application/status", {
      ids: [a.id, b.id, c.id],
      to: "ELIGIBLE",
    });
    expect(mixed.status).toBe(409);
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id)]).toEqual([
      "UNDER_REVIEW",
      "FIX_REQUESTED",
      "SUBMITTED",
    ]);
    const both = await callApi<{ changed: { id: string; to: string }[] }>(
      token,
      "POST",
      "/api/console/application/status",
      {
        ids: [a.id, b.id],
        to: "ELIGIBLE",
      },
    );
    expect(both.status).toBe(200);
    expect(both.body.changed.map((x) => [x.id, x.to])).toEqual([
      [a.id, "ELIGIBLE"],
      [b.id, "ELIGIBLE"],
    ]);
    expect(
      await db
        .select()
        .from(outbox)
        .where(eq(outbox.to, a.phone ?? "")),
    ).toHaveLength(1);
    expect((await callApi(token, "POST", "/api/console/application/status", { ids: [], to: "ELIGIBLE" })).status).toBe(
      400,
    );
  });

  it("PUT /:id/documents/:documentId/review flags and accepts, refusing a past deadline", async () => {
    const app = await application({ status: "UNDER_REVIEW" });
    const path = `/api/console/application/${app.id}/documents/${app.doc}/review`;
    const past = await callApi(token, "PUT", path, {
      decision: "FLAGGED",
      reason: "흐립니다",
      fixDeadline: "2020-01-01T00:00:00Z",
    });
    expect(past).toEqual({
      status: 400,
      body: {
        message: "보완 기한은 지금 이후로 정해주세요",
        errors: { fixDeadline: "보완 기한은 지금 이후로 정해주세요" },
      },
    });
    const noReason = await callApi(token, "PUT", path, { decision: "FLAGGED", fixDeadline: "2099-01-01T00:00:00Z" });
    expect(noReason).toMatchObject({
      status: 400,
      body: { errors: { reason: "보완 요청 사유를 1~500자로 입력해주세요" } },
    });
    const flagged = await callApi(token, "PUT", path, {
      decision: "FLAGGED",
      reason: "흐립니다",
      fixDeadline: "2099-01-01T09:00",
    });
    expect(flagged).toEqual({
      status: 200,
      body: { review: { decision: "FLAGGED", reason: "흐립니다", fixDeadline: "2099-01-01T00:00:00.000Z" } },
    });
    expect(await statusOf(app.id)).toBe("FIX_REQUESTED");
    const accepted = await callApi(token, "PUT", path, { decision: "ACCEPTED" });
    expect(accepted).toEqual({ status: 200, body: { review: { decision: "ACCEPTED" } } });
    const doc = await db.select().from(applicationDocuments).where(eq(applicationDocuments.id, app.doc)).get();
    expect(doc?.reviewState).toBe("ACCEPTED");
    expect((await callApi(token, "PUT", path, { decision: "MAYBE" })).status).toBe(400);
    // `file` names the file reviewed: malformed is a 400 on it, another file than the stored one a 409.
    expect(await callApi(token, "PUT", path, { decision: "ACCEPTED", file: "v1" })).toEqual({
      status: 400,
      body: {
        message: "입력값을 확인해주세요",
        errors: { file: "검토한 파일의 SHA-256 값(64자리 16진수)을 보내주세요" },
      },
    });
    const stale = await callApi(token, "PUT", path, { decision: "ACCEPTED", file: "f".repeat(64) });
    expect(stale).toMatchObject({
      status: 409,
      body: {
        message:
          "신청자가 이 서류를 새 파일로 바꿨습니다. 화면을 새로 고쳐 새 파일을 내려받아 확인한 뒤 다시 결정해주세요",
      },
    });
    const other = `/api/console/application/${"e".repeat(32)}/documents/${app.doc}/review`;
    expect((await callApi(token, "PUT", other, { decision: "ACCEPTED" })).status).toBe(404);
  });

  it("GET/PUT /notices read and replace the templates, refusing unknown placeholders", async () => {
    type Body = {
      overrides: Record<string, unknown>;
      templates: Record<string, Record<string, { subject: string; custom: boolean }>>;
    };
    const read = await callApi<Body>(token, "GET", "/api/console/application/notices");
    expect(read.status).toBe(200);
    expect(read.body.templates.SELECTED?.en).toMatchObject({
      subject: "[Haneulchaeum] You were selected (receipt {{receipt}})",
      custom: false,
    });
    const template = { subject: "당첨 {{receipt}}", body: "{{url}}", sms: "당첨 {{receipt}}" };
    const saved = await callApi<Body>(token, "PUT", "/api/console/application/notices", {
      overrides: { SELECTED: { ko: template } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.templates.SELECTED?.ko).toMatchObject({ subject: "당첨 {{receipt}}", custom: true });
    const refused = await callApi(token, "PUT", "/api/console/application/notices", {
      overrides: { SELECTED: { ko: { ...template, sms: "{{name}}님 당첨" } } },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        message: "입력값을 확인해주세요",
        errors: {
          "overrides.SELECTED.ko.sms":
            "쓸 수 없는 치환자가 있습니다. 이중 중괄호 안에는 receipt(접수번호), url(링크)만 쓸 수 있습니다",
        },
      },
    });
    expect((await callApi<Body>(token, "GET", "/api/console/application/notices")).body.overrides).toEqual({
      SELECTED: { ko: template },
    });
    expect((await callApi(token, "PUT", "/api/console/application/notices", {})).status).toBe(400);
    expect((await callApi(token, "PUT", "/api/console/application/notices", { overrides: {} })).status).toBe(200);
  });

  it("refuses a manager without the application scope, and a cookie write from another site", async () => {
    const app = await application({ status: "SUBMITTED" });
    expect(
      (await callApi(outsider, "PUT", `/api/console/application/${app.id}/status`, { to: "UNDER_REVIEW" })).status,
    ).toBe(403);
    expect((await callApi(outsider, "GET", "/api/console/application/notices")).status).toBe(403);
    expect(
      (await callApi(null, "POST", "/api/console/application/status", { ids: [app.id], to: "UNDER_REVIEW" })).status,
    ).toBe(401);
    const byCookie = (origin?: string) =>
      api.request(
        `/api/console/application/${app.id}/status`,
        {
          method: "PUT",
          headers: {
            cookie: `__Host-console_at=${token}`,
            "content-type": "application/json",
            ...(origin ? { origin } : {}),
          },
          body: JSON.stringify({ to: "UNDER_REVIEW" }),
        },
        env,
      );
    expect((await byCookie("https://elsewhere.example")).status).toBe(403);
    expect((await byCookie()).status).toBe(403);
    expect(await statusOf(app.id)).toBe("SUBMITTED");
    expect((await byCookie(TEST_ORIGIN)).status).toBe(200);
    expect(await statusOf(app.id)).toBe("UNDER_REVIEW");
  });
});
