import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../../app/features/auth/scopes";
import { SCOPES } from "../../app/lib/enums";
import { action as newAction } from "../../app/routes/console/application-new";
import {
  action as documentsAction,
  loader as documentsLoader,
} from "../../app/routes/console/application-paper-documents";
import { action as competitionAction } from "../../app/routes/console/competition";
import { applications, competitionPublications } from "../../db/schema";
import { db, multipart, NOW, objectsOf, PDF, PNG } from "../support/applicant";
import { contextFor, seedTestDb } from "../support/integration";
import { youthPaper } from "../support/paper-fixtures";

/**
 * The console pages of paper entry and of the competition switch, as React Router runs their
 * actions: where each redirects, and what a refused post answers.
 */

const clerk: Principal = { managerId: "", username: "paperclerk", scope: ["console", "application"] };
const developer: Principal = { managerId: "", username: "developer", scope: [...SCOPES] };

type Answer = { status: number | undefined; location: string | null; body: Record<string, unknown> | null };

async function run(
  fn: (args: never) => Promise<unknown>,
  request: Request,
  principal: Principal,
  params: Record<string, string> = {},
): Promise<Answer> {
  const args = { request, context: contextFor(request, principal), params, url: new URL(request.url), pattern: "" };
  try {
    const result = await fn(args as never);
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("location"), body: null };
    const { data, init } = result as { data: Record<string, unknown>; init: { status: number } | null };
    return { status: init?.status, location: null, body: data };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location"), body: null };
    throw thrown;
  }
}

const headers = { "x-test-now": NOW.toISOString() };

function formPost(path: string, values: Record<string, unknown>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, String(v));
  }
  return new Request(`http://localhost${path}`, { method: "POST", body, headers });
}

async function uploadPost(id: string, slot: string, bytes: Uint8Array<ArrayBuffer>) {
  const body = await multipart([
    ["name", slot],
    ["upload", new File([bytes], `${slot}.bin`)],
  ]);
  return new Request(`http://localhost/console/application/new/${id}`, {
    method: "POST",
    body: body.bytes,
    headers: { ...headers, "content-type": body.contentType, "content-length": String(body.bytes.length) },
  });
}

describe("the paper entry and competition pages", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("answers a wrong form with its messages and the values to show again", async () => {
    const refused = await run(newAction, formPost("/console/application/new", youthPaper({ phone: "123" })), clerk);
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { phone: "연락처를 입력해주세요" }, values: { phone: "123", name: "박종이" } },
    });
  });

  it("saves the answers, takes the documents and registers, redirecting to the application's detail page", async () => {
    const saved = await run(newAction, formPost("/console/application/new", youthPaper()), clerk);
    expect(saved.status).toBe(302);
    const id = /^\/console\/application\/new\/([0-9a-f]{32})$/.exec(saved.location ?? "")?.[1] as string;
    expect(id).toBeTruthy();

    const page = new Request(`http://localhost/console/application/new/${id}`, { headers });
    const loaded = await documentsLoader({
      request: page,
      context: contextFor(page, clerk),
      params: { applicationId: id },
      url: new URL(page.url),
      pattern: "",
    } as never);
    expect(loaded.missing).toEqual(["idCard", "residence"]);
    expect(loaded.summary).toBe("박종이 · 2차 · 접수 일시 2026-05-09 15:30:00");

    const wrongType = await run(documentsAction, await uploadPost(id, "idCard", new Uint8Array([1, 2, 3])), clerk, {
      applicationId: id,
    });
    expect(wrongType).toMatchObject({ status: 415, body: { intent: "upload" } });
    for (const [slot, bytes] of [
      ["idCard", PDF],
      ["residence", PNG],
    ] as const) {
      expect(await run(documentsAction, await uploadPost(id, slot, bytes), clerk, { applicationId: id })).toMatchObject(
        {
          status: 302,
          location: `/console/application/new/${id}?uploaded=1`,
        },
      );
    }
    // A wrong scan is removed again: its row and its object.
    await run(documentsAction, await uploadPost(id, "extra", PDF), clerk, { applicationId: id });
    expect((await objectsOf(id)).length).toBe(3);
    const removed = await run(
      documentsAction,
      formPost(`/console/application/new/${id}`, { intent: "remove", name: "extra" }),
      clerk,
      { applicationId: id },
    );
    expect(removed).toMatchObject({ status: 302, location: `/console/application/new/${id}?removed=1` });
    expect((await objectsOf(id)).length).toBe(2);
    const done = await run(documentsAction, formPost(`/console/application/new/${id}`, { intent: "submit" }), clerk, {
      applicationId: id,
    });
    expect(done).toEqual({ status: 302, location: `/console/application/${id}`, body: null });
    expect(await db.select().from(applications).where(eq(applications.id, id)).get()).toMatchObject({
      status: "SUBMITTED",
      channel: "PAPER",
      createdBy: "paperclerk",
    });
    // The documents step of a registered application leads to its detail page.
    const again = await run(
      documentsLoader as never,
      new Request(`http://localhost/console/application/new/${id}`, { headers }),
      clerk,
      { applicationId: id },
    );
    expect(again).toMatchObject({ status: 302, location: `/console/application/${id}` });
  });

  it("publishes and withdraws a round's rates from the console switch", async () => {
    const published = await run(
      competitionAction,
      formPost("/console/schedules/competition", { intent: "publish", roundId: "seed-round-2" }),
      developer,
    );
    expect(published).toEqual({
      status: 302,
      location: "/console/schedules/competition?published=seed-round-2",
      body: null,
    });
    const row = await db.select().from(competitionPublications).get();
    expect(row).toMatchObject({ roundId: "seed-round-2", publishedBy: "developer" });
    // The paper application above counts (the seed may hold sample applications too).
    const line = row?.lines.find((l) => l.supplyType === "NORMAL_TYPE" && l.supplyCategory === "YOUTH");
    expect(line?.households).toBe(62);
    expect(line?.applications).toBeGreaterThanOrEqual(1);
    const unknown = await run(
      competitionAction,
      formPost("/console/schedules/competition", { intent: "publish", roundId: "nope" }),
      developer,
    );
    expect(unknown).toMatchObject({ status: 404 });
    await run(
      competitionAction,
      formPost("/console/schedules/competition", { intent: "unpublish", roundId: "seed-round-2" }),
      developer,
    );
    expect(await db.select().from(competitionPublications)).toEqual([]);
  });
});
