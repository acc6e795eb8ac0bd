import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../../../app/features/auth/scopes";
import { SCOPES } from "../../../app/lib/enums";
import { action as editAction, loader as editLoader } from "../../../app/routes/console/schedule-edit";
import { action as listAction, loader as listLoader } from "../../../app/routes/console/schedules";
import { createDb } from "../../../db/client";
import { auditLog, rounds } from "../../../db/schema";
import { createManager } from "../../support/console";
import { contextFor } from "../../support/integration";
import { insertApplication } from "../../support/rounds";

const db = createDb(env.DB);
const developer: Principal = { managerId: "", username: "developer", scope: [...SCOPES] };
const other: Principal = { managerId: "", username: "everything", scope: [...SCOPES] };

const form = {
  round: "5",
  title: "5차 입주자 모집",
  openAt: "2026-12-01T10:00",
  deadAt: "2026-12-15T17:00:00",
  shows: "on",
  "message.beforeOpen": "곧 접수를 시작합니다",
  "message.dead": "접수가 마감되었습니다",
  "message.dead2": "당첨자 발표를 기다려주세요",
  "message.stop": "접수를 잠시 멈췄습니다",
};

type Answer = {
  status: number | undefined;
  location: string | null;
  body: { message?: string; errors?: Record<string, string>; values?: Record<string, unknown> } | null;
};

/** Runs a page action as React Router would: a redirect, or data with a status. */
async function post(
  run: typeof listAction | typeof editAction,
  path: string,
  fields: Record<string, string>,
  principal: Principal = developer,
  params: Record<string, string> = {},
): Promise<Answer> {
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
  const args = { request, context: contextFor(request, principal), params, url: new URL(request.url), pattern: "" };
  try {
    const result = (await run(args as never)) as unknown;
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("location"), body: null };
    const { data, init } = result as { data: Answer["body"]; init: { status: number } | null };
    return { status: init?.status, location: null, body: data };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location"), body: null };
    throw thrown;
  }
}

async function editPage(roundId: string, query = "", now?: string) {
  const request = new Request(`http://localhost/console/schedules/${roundId}${query}`, {
    headers: now ? { "x-test-now": now } : {},
  });
  const args = {
    request,
    context: contextFor(request, developer),
    params: { roundId },
    url: new URL(request.url),
    pattern: "",
  };
  return editLoader(args as never);
}

describe("the /console/schedules pages", () => {
  let id: string;
  beforeAll(async () => {
    developer.managerId = await createManager(env, { username: "developer", scope: [...SCOPES] });
    other.managerId = await createManager(env, { username: "everything", scope: [...SCOPES] });
  });

  it("creates a round from the form (Seoul time) and opens its page; audited", async () => {
    const answer = await post(listAction, "/console/schedules", form);
    expect(answer.status).toBe(302);
    const row = await db.select().from(rounds).where(eq(rounds.round, 5)).get();
    expect(row).toMatchObject({
      title: "5차 입주자 모집",
      shows: true,
      stops: false,
      openAt: new Date("2026-12-01T01:00:00Z"),
      deadAt: new Date("2026-12-15T08:00:00Z"),
      messageDead2: "당첨자 발표를 기다려주세요",
    });
    id = row?.id ?? "";
    expect(answer.location).toBe(`/console/schedules/${id}?created=1`);
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((a) => [a.actor, a.action, a.targetType])).toEqual([["developer", "record.create", "round"]]);
  });

  it("lists it with its period in Seoul time, its state and its applications", async () => {
    const request = new Request("http://localhost/console/schedules", {
      headers: { "x-test-now": "2026-12-02T00:00:00Z" },
    });
    const page = await listLoader({ request, context: contextFor(request, developer), params: {} } as never);
    expect(page.rounds).toEqual([
      {
        id,
        round: 5,
        title: "5차 입주자 모집",
        openAt: "2026-12-01 10:00:00",
        deadAt: "2026-12-15 17:00:00",
        state: "open",
        applications: 0,
        current: true,
      },
    ]);
  });

  it("refuses a bad form next to its fields, keeping what was typed, and writes nothing", async () => {
    const answer = await post(listAction, "/console/schedules", {
      ...form,
      round: "다섯",
      title: "",
      deadAt: "2026-11-30T10:00",
    });
    expect(answer.status).toBe(400);
    expect(answer.body?.message).toBe("입력값을 확인해주세요");
    expect(answer.body?.errors).toEqual({
      round: "차수를 1~9999 사이의 숫자로 입력해주세요",
      title: "차수 제목을 입력해주세요 (100자 이내)",
      deadAt: "접수 마감 일시는 시작 일시 이후여야 합니다",
    });
    expect(answer.body?.values).toMatchObject({ round: "다섯", deadAt: "2026-11-30T10:00" });
    expect(await db.select().from(rounds)).toHaveLength(1);
  });

  it("refuses a taken round number, in the page's language", async () => {
    const ko = await post(listAction, "/console/schedules", form);
    expect(ko.status).toBe(409);
    expect(ko.body?.errors).toEqual({ round: "이미 등록된 차수입니다" });
    const en = await post(listAction, "/console/schedules?lng=en", { ...form, title: "" });
    expect(en.body?.errors?.title).toBe("Please enter the round's title (up to 100 characters)");
  });

  it("edits the round (unchecked boxes are false) and audits the fields that changed", async () => {
    const { shows: _, ...hidden } = form;
    const answer = await post(
      editAction,
      `/console/schedules/${id}`,
      { ...hidden, intent: "update", stops: "on" },
      developer,
      {
        roundId: id,
      },
    );
    expect(answer).toMatchObject({ status: 302, location: `/console/schedules/${id}?saved=1` });
    expect(await db.select().from(rounds).where(eq(rounds.id, id)).get()).toMatchObject({ shows: false, stops: true });
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((a) => [a.action, a.detail])).toEqual([
      ["record.create", { round: 5 }],
      ["record.update", { round: 5, changed: ["shows", "stops"] }],
    ]);
  });

  it("previews each state with the texts each public page would show", async () => {
    await post(editAction, `/console/schedules/${id}`, { ...form, intent: "update" }, developer, { roundId: id });
    const closed = (await editPage(id, "?preview=closed")).preview;
    expect(closed.state).toBe("closed");
    expect(closed.status).toMatchObject({
      state: "closed",
      messages: ["접수가 마감되었습니다", "당첨자 발표를 기다려주세요"],
      openAt: "2026-12-01 10:00:00",
    });
    expect(closed.apply).toEqual({ state: "closed", messages: ["접수가 마감되었습니다"] });
    expect(closed.amend).toEqual({ state: "closed", messages: ["당첨자 발표를 기다려주세요"] });
    expect((await editPage(id, "?preview=beforeOpen")).preview.apply).toEqual({
      state: "beforeOpen",
      messages: ["곧 접수를 시작합니다"],
    });
    expect((await editPage(id, "?preview=stopped")).preview.status.messages).toEqual(["접수를 잠시 멈췄습니다"]);
    expect((await editPage(id, "?preview=open")).preview.amend).toEqual({ state: "open", messages: [] });
    // Without a choice (or with a bad one), the state it is in now.
    const page = await editPage(id, "?preview=nonsense", "2026-12-20T00:00:00Z");
    expect([page.stateNow, page.preview.state]).toEqual(["closed", "closed"]);
  });

  it("refuses to delete a round with applications, saying why, and deletes one without", async () => {
    await insertApplication("app-5", id);
    expect((await editPage(id)).applications).toBe(1);
    const refused = await post(editAction, `/console/schedules/${id}`, { intent: "delete" }, developer, {
      roundId: id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body?.message).toBe(
      "신청서가 접수된 차수는 삭제할 수 없습니다. 방문자에게 숨기려면 공개를 해제해주세요.",
    );
    expect(await db.select().from(rounds).where(eq(rounds.id, id)).get()).toBeDefined();

    await post(listAction, "/console/schedules", { ...form, round: "6" });
    const six = (await db.select().from(rounds).where(eq(rounds.round, 6)).get())?.id ?? "";
    const deleted = await post(editAction, `/console/schedules/${six}`, { intent: "delete" }, developer, {
      roundId: six,
    });
    expect(deleted).toMatchObject({ status: 302, location: "/console/schedules?deleted=6" });
    expect(await db.select().from(rounds).where(eq(rounds.id, six)).get()).toBeUndefined();
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, six));
    expect(audits.map((a) => a.action)).toEqual(["record.create", "record.delete"]);
  });

  it("sends any other manager, even one with every scope, to the denial page and writes nothing", async () => {
    const create = await post(listAction, "/console/schedules", { ...form, round: "11" }, other);
    expect(create).toMatchObject({ status: 302, location: "/console/denied" });
    const remove = await post(editAction, `/console/schedules/${id}`, { intent: "delete" }, other, { roundId: id });
    expect(remove).toMatchObject({ status: 302, location: "/console/denied" });
    expect(await db.select().from(rounds).where(eq(rounds.round, 11)).get()).toBeUndefined();
    const request = new Request("http://localhost/console/schedules");
    const denied = await Promise.resolve(
      listLoader({ request, context: contextFor(request, other), params: {} } as never),
    ).catch((e: unknown) => e);
    expect(denied instanceof Response && denied.headers.get("location")).toBe("/console/denied");
  });
});
