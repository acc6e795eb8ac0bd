import { env } from "cloudflare:test";
import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { canTransition } from "../../../app/features/application-review/status-workflow";
import { SCOPES } from "../../../app/lib/enums";
import { loader as statusLoader } from "../../../app/routes/console/application-status";
import { applicationStatusHistory, applications } from "../../../db/schema";
import { sampleApplicationId } from "../../../db/seed/sample-ids";
import { api } from "../../../worker/api/app";
import { callApi } from "../../support/api";
import { db } from "../../support/applicant";
import { accessTokenFor, bearer, SEEDED } from "../../support/console";
import { contextFor, seedTestDb } from "../../support/integration";

type Item = { id: string; receiptNo: string; status: string; channel: string; duplicates: Record<string, boolean> };

const receipts = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-00${String(i + 1).padStart(2, "0")}`);

/** The seeded applications of a round, oldest receipt number first, as the console's API lists them. */
async function listed(token: string, roundId: string): Promise<Item[]> {
  const { body } = await callApi<{ items: Item[] }>(
    token,
    "GET",
    `/api/console/application?roundId=${roundId}&sort=receiptNo&dir=asc`,
  );
  return body.items;
}

/** The local seed's sample applications (db/seed/sample-applications.ts), as a reviewer meets them. */
describe("the local seed's sample applications", () => {
  let token: string;
  let items: Item[];
  let drawn: Item[];

  beforeAll(async () => {
    await seedTestDb();
    token = await accessTokenFor(env, "developer");
    items = await listed(token, "seed-round-2");
    drawn = await listed(token, "seed-round-1");
  });

  it("are twelve applications of the open round 2 in every review status, one on paper", () => {
    expect(items.map((i) => i.receiptNo)).toEqual(receipts("H2-SAMP", 12));
    expect(new Set(items.map((i) => i.status))).toEqual(
      new Set(["SUBMITTED", "UNDER_REVIEW", "FIX_REQUESTED", "ELIGIBLE", "INELIGIBLE", "WITHDRAWN"]),
    );
    expect(items.filter((i) => i.channel === "PAPER").map((i) => i.receiptNo)).toEqual(["H2-SAMP-0009"]);
  });

  it("and fourteen of the closed round 1 for the draw: twelve ELIGIBLE of one group, one INELIGIBLE, one WITHDRAWN", async () => {
    expect(drawn.map((i) => i.receiptNo)).toEqual(receipts("H1-DRAW", 14));
    expect(drawn.map((i) => i.status)).toEqual([...Array(12).fill("ELIGIBLE"), "INELIGIBLE", "WITHDRAWN"]);
    const rows = await db
      .select()
      .from(applications)
      .where(
        inArray(
          applications.id,
          drawn.map((i) => i.id),
        ),
      );
    const groups = new Set(rows.map((r) => `${r.supplyType}/${r.supplyCategory}/${r.unitType}`));
    expect(groups).toEqual(new Set(["NORMAL_TYPE/MARRIED/36C", "NORMAL_TYPE/YOUTH/18A", "SPECIAL_TYPE/YOUTH/36A"]));
  });

  it("have ids of 32 hex digits, the same on every seed, and no outcome a draw alone sets", async () => {
    for (const item of [...items, ...drawn]) expect(item.id).toBe(await sampleApplicationId(item.receiptNo));
    const history = await db.select().from(applicationStatusHistory);
    const outcomes = ["SELECTED", "WAITING", "NOT_SELECTED"];
    expect([...items, ...drawn].filter((i) => outcomes.includes(i.status))).toEqual([]);
    expect(history.filter((h) => outcomes.includes(h.toStatus))).toEqual([]);
  });

  it("each hold the status history the review would have written: submitted, then allowed steps only", async () => {
    for (const item of [...items, ...drawn]) {
      const steps = await db
        .select()
        .from(applicationStatusHistory)
        .where(eq(applicationStatusHistory.applicationId, item.id))
        .orderBy(asc(applicationStatusHistory.createdAt));
      expect(steps[0], item.receiptNo).toMatchObject({ fromStatus: "DRAFT", toStatus: "SUBMITTED" });
      for (const [k, step] of steps.slice(1).entries()) {
        expect(step.fromStatus, item.receiptNo).toBe(steps[k]?.toStatus);
        expect(canTransition(step.fromStatus ?? "", step.toStatus), `${item.receiptNo} ${step.toStatus}`).toBe(true);
        if (["FIX_REQUESTED", "INELIGIBLE", "WITHDRAWN"].includes(step.toStatus)) expect(step.note).toBeTruthy();
      }
      expect(steps.at(-1)?.toStatus, item.receiptNo).toBe(item.status);
    }
  });

  it("hold a pair with the same phone and a pair with the same name and birth date", () => {
    expect(items.filter((i) => i.duplicates.samePhone).map((i) => i.receiptNo)).toEqual([
      "H2-SAMP-0001",
      "H2-SAMP-0010",
    ]);
    expect(items.filter((i) => i.duplicates.sameNameBirth).map((i) => i.receiptNo)).toEqual([
      "H2-SAMP-0011",
      "H2-SAMP-0012",
    ]);
  });

  it("each open with a version, a status history and an ID-card PDF served from R2", async () => {
    const grant = await callApi(token, "POST", "/api/console/application/document-grant", {
      subPassword: SEEDED.subPassword,
    });
    expect(grant.status).toBe(200);
    for (const item of [...items, ...drawn]) {
      const { body } = await callApi<{
        versions: unknown[];
        history: unknown[];
        documents: { id: string; size: number }[];
      }>(token, "GET", `/api/console/application/${item.id}`);
      expect(body.versions.length, item.receiptNo).toBeGreaterThanOrEqual(1);
      expect(body.history.length, item.receiptNo).toBeGreaterThanOrEqual(1);
      const [doc] = body.documents;
      expect(doc?.id, item.receiptNo).toMatch(/^[0-9a-f]{32}$/);
      const file = await api.request(
        `/api/console/application/${item.id}/documents/${doc?.id}`,
        { headers: bearer(token) },
        env,
      );
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect([file.status, new TextDecoder().decode(bytes.slice(0, 5)), bytes.byteLength]).toEqual([
        200,
        "%PDF-",
        doc?.size,
      ]);
    }
  });

  it("take a status change by their ids: the console's status page offers it, and it lands", async () => {
    const id = await sampleApplicationId("H2-SAMP-0002");
    const request = new Request(`http://localhost/console/application/status?id=${id}`);
    const principal = { managerId: "seed-manager-developer", username: "developer", scope: [...SCOPES] };
    const args = {
      request,
      context: contextFor(request, principal),
      params: {},
      url: new URL(request.url),
      pattern: "",
    };
    const page = await statusLoader(args as never);
    const data = page && typeof page === "object" && "data" in page ? page.data : page;
    expect(data).toMatchObject({
      ids: [id],
      items: [{ id, receiptNo: "H2-SAMP-0002", status: "UNDER_REVIEW" }],
      problem: null,
    });
    expect((data as { options: string[] }).options).toContain("ELIGIBLE");

    const changed = await callApi(token, "POST", "/api/console/application/status", {
      ids: [id],
      to: "ELIGIBLE",
      note: "",
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const row = await db.select().from(applications).where(eq(applications.id, id)).get();
    expect(row?.status).toBe("ELIGIBLE");
  });
});
