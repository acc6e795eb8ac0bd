import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SCOPES } from "../../../app/lib/enums";
import { createDb, isForeignKeyViolation } from "../../../db/client";
import { auditLog, rounds } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { callApi } from "../../support/api";
import { accessTokenFor, createManager } from "../../support/console";
import { insertApplication } from "../../support/rounds";

const db = createDb(env.DB);
const PATH = "/api/console/application/schedules";

type Schedule = {
  id: string;
  round: number;
  title: string;
  shows: boolean;
  stops: boolean;
  openAt: string;
  deadAt: string;
  message: { beforeOpen: string; dead: string; dead2: string; stop: string };
  state: string;
  applications: number;
};
type Body = { message?: string; errors?: Record<string, string>; schedule?: Schedule; schedules?: Schedule[] };
const call = callApi<Body>;

/** Entered as a manager types it: Asia/Seoul wall-clock time. */
const valid = {
  round: 7,
  title: "7차 입주자 모집",
  openAt: "2026-12-01T10:00",
  deadAt: "2026-12-15 17:00:00",
  shows: true,
  stops: false,
  message: {
    beforeOpen: "7차 접수는 12월 1일 10시에 시작합니다",
    dead: "7차 접수가 마감되었습니다",
    dead2: "당첨자 발표는 공지사항을 확인해주세요",
    stop: "점검으로 접수를 중지했습니다",
  },
};

const auditOf = (id: string) => db.select().from(auditLog).where(eq(auditLog.targetId, id));
const roundCount = async () => (await db.select().from(rounds)).length;

describe("/api/console/application/schedules", () => {
  let dev: string;
  let id: string;
  beforeAll(async () => {
    await createManager(env, { username: "developer", scope: [...SCOPES] });
    await createManager(env, { username: "everything", scope: [...SCOPES] });
    dev = await accessTokenFor(env, "developer");
  });

  it("creates a round from Seoul time, stores the instants in UTC, audits it, and the public API shows it", async () => {
    const { status, body } = await call(dev, "POST", PATH, valid);
    expect(status).toBe(201);
    expect(body.schedule).toMatchObject({
      round: 7,
      title: valid.title,
      openAt: "2026-12-01T01:00:00.000Z",
      deadAt: "2026-12-15T08:00:00.000Z",
      message: valid.message,
      applications: 0,
    });
    id = body.schedule?.id ?? "";
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect((await auditOf(id)).map((a) => [a.actor, a.action, a.targetType, a.detail])).toEqual([
      ["developer", "record.create", "round", { round: 7 }],
    ]);
    const res = await api.request(
      "/api/v1/application/schedules",
      { headers: { "x-test-now": "2026-12-01T01:00:00Z" } },
      env,
    );
    const pub = (await res.json()) as { current: string; schedules: { id: string; state: string }[] };
    expect(pub.current).toBe(id);
    expect(pub.schedules.find((s) => s.id === id)?.state).toBe("open");
  });

  it("takes ISO 8601 instants with an offset too", async () => {
    const { status, body } = await call(dev, "POST", PATH, {
      ...valid,
      round: 8,
      openAt: "2027-03-02T10:00:00+09:00",
      deadAt: "2027-03-16T08:00:00Z",
      message: undefined,
    });
    expect(status).toBe(201);
    expect(body.schedule).toMatchObject({
      openAt: "2027-03-02T01:00:00.000Z",
      deadAt: "2027-03-16T08:00:00.000Z",
      message: { beforeOpen: "", dead: "", dead2: "", stop: "" },
    });
  });

  it("lists every round, newest round first, with its state now and its applications; gets one", async () => {
    // The clock pinned by x-test-now also dates the token: issue one for that moment.
    const at = async (iso: string) => ({
      token: await accessTokenFor(env, "developer", new Date(iso)),
      headers: { "x-test-now": iso },
    });
    const before = await at("2026-11-30T00:00:00Z");
    const list = await call(before.token, "GET", PATH, undefined, before.headers);
    expect(list.status).toBe(200);
    expect(list.body.schedules?.map((s) => [s.round, s.state, s.applications])).toEqual([
      [8, "beforeOpen", 0],
      [7, "beforeOpen", 0],
    ]);
    const after = await at("2026-12-20T00:00:00Z");
    const one = await call(after.token, "GET", `${PATH}/${id}`, undefined, after.headers);
    expect(one.body.schedule).toMatchObject({ id, round: 7, state: "closed" });
  });

  it("replaces a round (PUT), audits which fields changed, and the state follows", async () => {
    const { status, body } = await call(dev, "PUT", `${PATH}/${id}`, {
      ...valid,
      stops: true,
      deadAt: "2026-12-20T17:00",
    });
    expect(status).toBe(200);
    expect(body.schedule).toMatchObject({ stops: true, deadAt: "2026-12-20T08:00:00.000Z", state: "stopped" });
    const audits = await auditOf(id);
    expect(audits.map((a) => [a.action, a.detail])).toEqual([
      ["record.create", { round: 7 }],
      ["record.update", { round: 7, changed: ["stops", "deadAt"] }],
    ]);
  });

  it.each([
    [{ round: 0 }, "round", "차수를 1~9999 사이의 숫자로 입력해주세요"],
    [{ round: "3" }, "round", "차수를 1~9999 사이의 숫자로 입력해주세요"],
    [{ round: 2.5 }, "round", "차수를 1~9999 사이의 숫자로 입력해주세요"],
    [{ title: "  " }, "title", "차수 제목을 입력해주세요 (100자 이내)"],
    [{ title: "가".repeat(101) }, "title", "차수 제목을 입력해주세요 (100자 이내)"],
    [{ openAt: "2026-02-30T10:00" }, "openAt", "접수 시작 일시를 입력해주세요 (한국 시간, 예: 2026-12-01 10:00)"],
    [{ openAt: "next monday" }, "openAt", "접수 시작 일시를 입력해주세요 (한국 시간, 예: 2026-12-01 10:00)"],
    [{ deadAt: "2026-12-15T24:00" }, "deadAt", "접수 마감 일시를 입력해주세요 (한국 시간, 예: 2026-12-15 17:00)"],
    [{ deadAt: "2026-12-01T10:00" }, "deadAt", "접수 마감 일시는 시작 일시 이후여야 합니다"],
    [{ deadAt: "2026-11-30T09:00" }, "deadAt", "접수 마감 일시는 시작 일시 이후여야 합니다"],
    [{ shows: "yes" }, "shows", "공개 여부를 선택해주세요"],
    [
      { message: { ...valid.message, beforeOpen: "가".repeat(501) } },
      "message.beforeOpen",
      "접수 전 안내 문구는 500자 이내로 입력해주세요",
    ],
    [
      { message: { ...valid.message, dead2: "가".repeat(501) } },
      "message.dead2",
      "마감 후 신청자 안내 문구는 500자 이내로 입력해주세요",
    ],
  ])("refuses %o with its message and writes nothing", async (patch, field, message) => {
    const before = await roundCount();
    const { status, body } = await call(dev, "POST", PATH, { ...valid, round: 9, ...patch });
    expect(status).toBe(400);
    expect(body.message).toBe("입력값을 확인해주세요");
    expect(body.errors?.[field]).toBe(message);
    expect(await roundCount()).toBe(before);
  });

  it("keeps round numbers unique: a taken one is refused on create and on edit", async () => {
    const before = await roundCount();
    const taken = await call(dev, "POST", PATH, valid);
    expect(taken).toEqual({
      status: 409,
      body: { message: "이미 등록된 차수입니다", errors: { round: "이미 등록된 차수입니다" } },
    });
    expect(await roundCount()).toBe(before);
    const other = (await call(dev, "GET", PATH)).body.schedules?.find((s) => s.round === 8);
    const moved = await call(dev, "PUT", `${PATH}/${other?.id}`, { ...valid, round: 7 });
    expect(moved.status).toBe(409);
    expect(
      (
        await db
          .select()
          .from(rounds)
          .where(eq(rounds.id, other?.id ?? ""))
          .get()
      )?.round,
    ).toBe(8);
  });

  it("says its refusals in the request's language", async () => {
    const taken = await call(dev, "POST", PATH, valid, { "x-language": "en" });
    expect(taken.body.message).toBe("This round number is already registered");
    const bad = await call(dev, "POST", PATH, { ...valid, round: 9, deadAt: valid.openAt }, { "x-language": "cn" });
    expect(bad.body.errors?.deadAt).toBe("受理截止时间必须晚于开始时间");
  });

  it("refuses to delete a round that has applications, keeps it, and audits nothing", async () => {
    await insertApplication("app-7", id);
    const { status, body } = await call(dev, "DELETE", `${PATH}/${id}`);
    expect(status).toBe(409);
    expect(body.message).toBe("신청서가 접수된 차수는 삭제할 수 없습니다. 방문자에게 숨기려면 공개를 해제해주세요.");
    expect(await db.select().from(rounds).where(eq(rounds.id, id)).get()).toBeDefined();
    expect((await auditOf(id)).map((a) => a.action)).not.toContain("record.delete");
    expect((await call(dev, "GET", `${PATH}/${id}`)).body.schedule?.applications).toBe(1);
  });

  it("has the foreign key behind that rule: the database itself refuses to drop a round with applications", async () => {
    const error = await db
      .delete(rounds)
      .where(eq(rounds.id, id))
      .then(() => null)
      .catch((e: unknown) => e);
    expect(isForeignKeyViolation(error)).toBe(true);
  });

  it("deletes a round without applications (audited) and answers 404 afterwards", async () => {
    const target = (await call(dev, "GET", PATH)).body.schedules?.find((s) => s.round === 8)?.id ?? "";
    expect((await call(dev, "DELETE", `${PATH}/${target}`)).status).toBe(204);
    expect((await auditOf(target)).map((a) => [a.action, a.detail])).toEqual([
      ["record.create", { round: 8 }],
      ["record.delete", { round: 8 }],
    ]);
    const gone = await call(dev, "GET", `${PATH}/${target}`);
    expect(gone).toEqual({ status: 404, body: { message: "요청하신 항목을 찾을 수 없습니다" } });
    expect((await call(dev, "PUT", `${PATH}/${target}`, { ...valid, round: 8 })).status).toBe(404);
    expect((await call(dev, "DELETE", `${PATH}/${target}`)).status).toBe(404);
  });

  it("answers only the developer account: every other manager gets 403, no token 401", async () => {
    const other = await accessTokenFor(env, "everything");
    for (const [method, path, body] of [
      ["GET", PATH, undefined],
      ["POST", PATH, { ...valid, round: 10 }],
      ["GET", `${PATH}/${id}`, undefined],
      ["PUT", `${PATH}/${id}`, valid],
      ["DELETE", `${PATH}/${id}`, undefined],
    ] as const) {
      expect(await call(other, method, path, body)).toEqual({ status: 403, body: { message: "접근권한이 없습니다" } });
      expect((await call(null, method, path, body)).status).toBe(401);
    }
    expect(await db.select().from(rounds).where(eq(rounds.round, 10)).get()).toBeUndefined();
  });
});
