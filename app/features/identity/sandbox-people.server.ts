import { inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { preparedBatch } from "../../../db/prepared";
import { applications } from "../../../db/schema";
import type { SubmittedStatus } from "../../lib/enums";
import type { AppEnv } from "../../lib/env";
import { SANDBOX_PEOPLE, type SandboxPerson } from "./sandbox-people";
import { rowByOrder, type VerificationRow } from "./verification-store.server";

/*
 * The sandbox page's list of the local seed's sample people (./sandbox-people.ts): only where
 * the sandbox runs locally or in tests, and only those whose application is in the database
 * (none when it was seeded without samples), each with that application's status now.
 */

/** A listed person, with their application's status. */
export type SeededPerson = SandboxPerson & { status: SubmittedStatus };

/** Whether the sandbox page lists the seeded people here: local and test deployments only. */
export function listsSeededPeople(env: Pick<AppEnv, "APP_ENV" | "IDENTITY_PROVIDER">): boolean {
  return env.IDENTITY_PROVIDER === "sandbox" && (env.APP_ENV === "local" || env.APP_ENV === "test");
}

const RECEIPTS = SANDBOX_PEOPLE.map((p) => p.receiptNo);

/** The order's verification and the seeded applications' statuses: one D1 round trip, as the order alone takes. */
const orderAndStatuses = preparedBatch(
  (db) =>
    [
      rowByOrder(db),
      db
        .select({ receiptNo: applications.receiptNo, status: applications.status })
        .from(applications)
        .where(inArray(applications.receiptNo, RECEIPTS))
        .prepare(),
    ] as const,
);

/** The verification of `orderId` and the seeded people whose application is in the database, in the list's order. */
export async function orderWithSeededPeople(
  db: Db,
  orderId: string,
): Promise<{ row: VerificationRow | undefined; people: SeededPerson[] }> {
  const [rows, statuses] = await orderAndStatuses(db, { orderId });
  const status = new Map(statuses.map((r) => [r.receiptNo, r.status]));
  const people = SANDBOX_PEOPLE.flatMap((p) => {
    const now = status.get(p.receiptNo);
    return now && now !== "DRAFT" ? [{ ...p, status: now }] : [];
  });
  return { row: rows[0], people };
}
