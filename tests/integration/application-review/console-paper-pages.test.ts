import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../../../app/features/auth/scopes";
import { SCOPES } from "../../../app/lib/enums";
import {
  action as reviewAction,
  loader as reviewLoader,
} from "../../../app/routes/console/application-document-review";
import { action as newAction } from "../../../app/routes/console/application-new";
import {
  action as documentsAction,
  loader as documentsLoader,
} from "../../../app/routes/console/application-paper-documents";
import { action as competitionAction } from "../../../app/routes/console/competition";
import {
  applicationDocuments,
  applications,
  applicationVersions,
  auditLog,
  competitionPublications,
} from "../../../db/schema";
import { db, multipart, NOW, objectsOf, PDF, PNG } from "../../support/applicant";
import { contextFor, seedTestDb } from "../../support/integration";
import { youthPaper } from "../../support/paper-fixtures";
import { application, flagged } from "../../support/review-integration";

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

  it("lets a manager replace a registered paper application's flagged document from its review page", async () => {
    const values = youthPaper({ name: "교체신청", birth: "19930303", phone: "01066667777" });
    const saved = await run(newAction, formPost("/console/application/new", values), clerk);
    const id = /([0-9a-f]{32})$/.exec(saved.location ?? "")?.[1] as string;
    for (const [slot, bytes] of [
      ["idCard", PDF],
      ["residence", PNG],
    ] as const) {
      await run(documentsAction, await uploadPost(id, slot, bytes), clerk, { applicationId: id });
    }
    await run(documentsAction, formPost(`/console/application/new/${id}`, { intent: "submit" }), clerk, {
      applicationId: id,
    });
    const docs = await db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id));
    const idCard = docs.find((d) => d.name === "idCard")?.id as string;
    const residence = docs.find((d) => d.name === "residence")?.id as string;
    await flagged(idCard, new Date(NOW.getTime() + 7 * 86_400_000));

    const reviewPath = (doc: string) => `/console/application/${id}/documents/${doc}/review`;
    const replacePost = async (doc: string, slot: string) => {
      const body = await multipart([
        ["name", slot],
        ["upload", new File([PNG], "brought-in.png")],
      ]);
      return new Request(`http://localhost${reviewPath(doc)}`, {
        method: "POST",
        body: body.bytes,
        headers: { ...headers, "content-type": body.contentType, "content-length": String(body.bytes.length) },
      });
    };
    const page = new Request(`http://localhost${reviewPath(idCard)}`, { headers });
    const loaded = await reviewLoader({
      request: page,
      context: contextFor(page, clerk),
      params: { applicationId: id, documentId: idCard },
      url: new URL(page.url),
      pattern: "",
    } as never);
    expect(loaded.replaceable).toBe(true);

    // A document not flagged is not replaced.
    const notFlagged = await run(reviewAction, await replacePost(residence, "residence"), clerk, {
      applicationId: id,
      documentId: residence,
    });
    expect(notFlagged).toMatchObject({
      status: 409,
      body: { intent: "replace", message: "보완 요청을 받은 서류만 다시 올릴 수 있습니다." },
    });

    const replaced = await run(reviewAction, await replacePost(idCard, "idCard"), clerk, {
      applicationId: id,
      documentId: idCard,
    });
    expect(replaced).toMatchObject({ status: 302, location: `${reviewPath(idCard)}?reviewed=replace` });
    expect(await db.select().from(applicationDocuments).where(eq(applicationDocuments.id, idCard)).get()).toMatchObject(
      {
        reviewState: "PENDING",
        originalName: "brought-in.png",
        contentType: "image/png",
      },
    );
    expect((await objectsOf(id)).length).toBe(2);
    const versions = await db.select().from(applicationVersions).where(eq(applicationVersions.applicationId, id));
    expect(versions.map((v) => [v.version, v.actor]).sort()).toEqual([
      [1, "paperclerk"],
      [2, "paperclerk"],
    ]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, "record.update")));
    expect(audit.map((a) => [a.actor, a.detail])).toEqual([
      ["paperclerk", { channel: "PAPER", step: "replace", document: "idCard" }],
    ]);

    // An online application's document is the applicant's to replace, on their fix page.
    const online = await application({ status: "FIX_REQUESTED" });
    await flagged(online.doc, new Date(NOW.getTime() + 7 * 86_400_000));
    await expect(
      run(reviewAction, await replacePost(online.doc, "idCard"), clerk, {
        applicationId: online.id,
        documentId: online.doc,
      }),
    ).rejects.toMatchObject({ init: { status: 404 } });
    expect(
      await db.select().from(applicationDocuments).where(eq(applicationDocuments.id, online.doc)).get(),
    ).toMatchObject({ reviewState: "FLAGGED" });
  });
});
