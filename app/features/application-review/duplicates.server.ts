import { and, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applications } from "../../../db/schema";

/*
 * Duplicate flags: another submitted application of the same round with the same
 * phone, or with the same name and birth date. SQLite works them out: a GROUP BY over the
 * submitted applications finds each (round, phone) and (round, name, birth) held more than
 * once. The subquery does not depend on the row, so SQLite builds it once per query and looks
 * each row up in it: no list page or export batch compares rows in JavaScript, and a round of
 * 10,000 costs a sort, not 10,000 x 10,000 comparisons (name and birth have no index). The fragments name the outer row as `applications`
 * (written out: drizzle leaves a column's table out inside `sql`), so they fit any query whose
 * FROM is the unaliased applications table.
 */

/** The outer row's `columns` are held by more than one submitted application (itself included). */
function heldTwice(columns: string[]): SQL<number> {
  const outer = columns.map((c) => `applications.${c}`).join(", ");
  const inner = columns.join(", ");
  return sql.raw(
    `(${outer}) in (select ${inner} from applications where status <> 'DRAFT' group by ${inner} having count(*) > 1)`,
  ) as SQL<number>;
}

/** Another submitted application of the round has this one's phone. */
export const samePhone = heldTwice(["round_id", "phone"]);

/** Another submitted application of the round has this one's name and birth date. */
export const sameNameBirth = heldTwice(["round_id", "name", "birth"]);

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

/** A row's keys as duplicateKeys holds them. */
const phoneKey = (r: { roundId: string; phone: string }) => `${r.roundId}\u0000${r.phone}`;
const nameBirthKey = (r: { roundId: string; name: string; birth: string }) =>
  `${r.roundId}\u0000${r.name}\u0000${r.birth}`;

/**
 * The (round, phone) and (round, name, birth) held by more than one submitted application, by
 * the same GROUP BY, read once: an export asks for them before its first batch instead of
 * having SQLite group the applications again for each batch of 1,000.
 */
export async function duplicateKeys(db: Db) {
  const submitted = ne(applications.status, "DRAFT");
  const twice = sql`count(*) > 1`;
  const [phones, people] = await db.batch([
    db
      .select({ roundId: applications.roundId, phone: applications.phone })
      .from(applications)
      .where(submitted)
      .groupBy(applications.roundId, applications.phone)
      .having(twice),
    db
      .select({ roundId: applications.roundId, name: applications.name, birth: applications.birth })
      .from(applications)
      .where(submitted)
      .groupBy(applications.roundId, applications.name, applications.birth)
      .having(twice),
  ]);
  const phone = new Set(phones.map(phoneKey));
  const nameBirth = new Set(people.map(nameBirthKey));
  return (row: { roundId: string; phone: string; name: string; birth: string }): DuplicateFlags => ({
    samePhone: phone.has(phoneKey(row)),
    sameNameBirth: nameBirth.has(nameBirthKey(row)),
  });
}

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
