import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SUBMITTED_STATUSES } from "../../../app/lib/enums";
import { api } from "../../../worker/api/app";
import { callApi } from "../../support/api";
import { accessTokenFor, bearer, SEEDED } from "../../support/console";
import { seedTestDb } from "../../support/integration";

type Item = { id: string; receiptNo: string; status: string; channel: string; duplicates: Record<string, boolean> };

/** The local seed's sample applications (db/seed/sample-applications.ts), as a reviewer meets them. */
describe("the local seed's sample applications", () => {
  let token: string;
  let items: Item[];

  beforeAll(async () => {
    await seedTestDb();
    token = await accessTokenFor(env, "developer");
    const { body } = await callApi<{ items: Item[]; total: number }>(
      token,
      "GET",
      "/api/console/application?roundId=seed-round-2&sort=receiptNo&dir=desc",
    );
    // Newest receipt numbers first puts every H2-SAMP-… on the first page; the draw's sample applicants (H2-DRAW-…) are checked in draw-seed.test.ts.
    items = body.items.filter((i) => i.receiptNo.includes("-SAMP-")).reverse();
  });

  it("are twelve submitted applications of the open round, in most statuses, one on paper", () => {
    expect(items.map((i) => i.receiptNo)).toEqual(
      Array.from({ length: 12 }, (_, i) => `H2-SAMP-00${String(i + 1).padStart(2, "0")}`),
    );
    expect(new Set(items.map((i) => i.status)).size).toBeGreaterThanOrEqual(SUBMITTED_STATUSES.length - 1);
    expect(items.filter((i) => i.channel === "PAPER")).toHaveLength(1);
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
    for (const item of items) {
      const { body } = await callApi<{
        versions: unknown[];
        history: unknown[];
        documents: { id: string; size: number }[];
      }>(token, "GET", `/api/console/application/${item.id}`);
      expect(body.versions.length, item.receiptNo).toBeGreaterThanOrEqual(1);
      expect(body.history.length, item.receiptNo).toBeGreaterThanOrEqual(1);
      const [doc] = body.documents;
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
});
