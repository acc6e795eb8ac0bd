/** Helpers of the review workflow's integration tests (workerd, the test D1). */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { AuditActor } from "../../app/features/audit/audit.server";
import { DomainError } from "../../app/lib/domain-error";
import { SCOPES } from "../../app/lib/enums";
import type { Db } from "../../db/client";
import { applicationDocuments, applicationStatusHistory, applications, outbox } from "../../db/schema";
import { db } from "./applicant";
import { fixtureId, type ReviewFixture, reviewFixtureSql } from "./review-fixtures";

/** A manager with every scope acting at `now`. */
export const actor = (now = new Date()): AuditActor => ({
  principal: { managerId: "m-1", username: "reviewer", scope: [...SCOPES] },
  origin: { ip: "127.0.0.1", userAgent: "test" },
  now,
  developerUsername: "developer",
});

let serial = 0;

/** A submitted application (review-fixtures), with its first document's id as `doc`. */
export async function application(f: Partial<ReviewFixture> = {}) {
  serial += 1;
  const fixture: ReviewFixture = {
    id: fixtureId(),
    personId: `review-${serial}`,
    receiptNo: `H2-TEST-${String(serial).padStart(4, "0")}`,
    documents: [[fixtureId(), "idCard"]],
    // Each its own phone, so the outbox rows of one are told apart.
    phone: `0106${String(serial).padStart(7, "0")}`,
    ...f,
  };
  await env.DB.batch((await reviewFixtureSql(fixture)).map((sql) => env.DB.prepare(sql)));
  return { ...fixture, doc: fixture.documents?.[0]?.[0] ?? "", phone: fixture.phone ?? "" };
}

export const statusOf = async (id: string) =>
  (await db.select({ s: applications.status }).from(applications).where(eq(applications.id, id)).get())?.s;
export const historyOf = (id: string) =>
  db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, id));
export const sentTo = (who: string) => db.select().from(outbox).where(eq(outbox.to, who));

/** Flags a document with an open deadline, as a review would (so FIX_REQUESTED may be set). */
export async function flagged(docId: string, deadline = new Date(Date.now() + 86_400_000)) {
  await db
    .update(applicationDocuments)
    .set({ reviewState: "FLAGGED", reviewReason: "흐립니다", fixDeadline: deadline })
    .where(eq(applicationDocuments.id, docId));
}

/** The DomainError a call was refused with. */
export async function refusal(run: Promise<unknown>) {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

/** The test D1 where another manager sets `id` to `status` just before each batch runs. */
export function racing(id: string, status: string): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "batch") return Reflect.get(target, property, receiver);
      return async (statements: Parameters<Db["batch"]>[0]) => {
        await env.DB.prepare("update applications set status = ? where id = ?").bind(status, id).run();
        return target.batch(statements);
      };
    },
  });
}
