import { and, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applications } from "../../../db/schema";

/*
 * Duplicate flags (issue 12): another submitted application of the same round with the same
 * phone, or with the same name and birth date. Worked out by SQLite per row with EXISTS over
 * the round's applications (the phone by its index), so a list page or an export batch never
 * loads the round to compare in JavaScript. The fragments name the outer row as `applications`
 * (written out: drizzle leaves a column's table out inside `sql`), so they fit any query whose
 * FROM is the unaliased applications table.
 */

const others =
  "select 1 from applications as other where other.round_id = applications.round_id and other.id <> applications.id and other.status <> 'DRAFT'";

/** Another submitted application of the round has this one's phone. */
export const samePhone: SQL<number> = sql<number>`exists (${sql.raw(others)} and other.phone = applications.phone)`;

/** Another submitted application of the round has this one's name and birth date. */
export const sameNameBirth: SQL<number> = sql<number>`exists (${sql.raw(others)} and other.name = applications.name and other.birth = applications.birth)`;

/** Either flag: the list's "duplicates only" filter. */
export const anyDuplicate: SQL = sql`(${samePhone} or ${sameNameBirth})`;

export type DuplicateFlags = { samePhone: boolean; sameNameBirth: boolean };

export const duplicateFlags = (row: {
  samePhone: number | boolean;
  sameNameBirth: number | boolean;
}): DuplicateFlags => ({
  samePhone: Boolean(row.samePhone),
  sameNameBirth: Boolean(row.sameNameBirth),
});

export type DuplicatePartner = { id: string; receiptNo: string | null; samePhone: boolean; sameNameBirth: boolean };

/** The other submitted applications of the round that one application is flagged against (the detail page). */
export async function duplicatePartners(
  db: Db,
  row: { id: string; roundId: string; phone: string; name: string; birth: string },
): Promise<DuplicatePartner[]> {
  const found = await db
    .select({
      id: applications.id,
      receiptNo: applications.receiptNo,
      phone: applications.phone,
      name: applications.name,
      birth: applications.birth,
    })
    .from(applications)
    .where(
      and(
        eq(applications.roundId, row.roundId),
        ne(applications.id, row.id),
        ne(applications.status, "DRAFT"),
        or(eq(applications.phone, row.phone), and(eq(applications.name, row.name), eq(applications.birth, row.birth))),
      ),
    )
    .orderBy(applications.submittedAt, applications.id);
  return found.map((o) => ({
    id: o.id,
    receiptNo: o.receiptNo,
    samePhone: o.phone === row.phone,
    sameNameBirth: o.name === row.name && o.birth === row.birth,
  }));
}
