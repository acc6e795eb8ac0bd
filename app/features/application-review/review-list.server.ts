import { and, asc, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applications, rounds } from "../../../db/schema";
import { SUBMITTED_STATUSES, type SubmittedStatus } from "../../lib/enums";
import { type Page, paginate } from "../../lib/pagination";
import { type AuditActor, recordAudit } from "../audit/audit.server";
import { anyDuplicate, type DuplicateFlags, duplicateFlags, sameNameBirth, samePhone } from "./duplicates.server";
import { APPLICATION_PAGE_SIZE, type ApplicationFilter, type ApplicationFilterFields } from "./review-filters";

/*
 * The console's application list: submitted applications only (a draft is no
 * application yet), filtered, searched, ordered and paged, with the count of each status
 * for the same filter and the duplicate flags of each row. Names and phones are shown in
 * full (reviewers compare them), so each listing is a personal-data view in the audit log,
 * written with the filter and the counts only.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const like = (column: SQL | typeof applications.name, text: string) =>
  sql`${column} like ${`%${escapeLike(text)}%`} escape '\\'`;

/** Search: part of the name, digits of the phone (hyphens and spaces ignored), or part of the receipt number. */
function search(q: string): SQL {
  const digits = q.replace(/[\s-]/g, "");
  const parts: SQL[] = [like(applications.name, q), like(sql`upper(${applications.receiptNo})`, q.toUpperCase())];
  if (/^\d+$/.test(digits)) parts.push(like(sql`${applications.phone}`, digits));
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * The filter as SQL. Counts per status leave the status filter out (`withStatus` false), so
 * they show how the rest of the filtered set is spread over the statuses.
 */
export function filterConditions(filter: ApplicationFilterFields, withStatus = true): SQL | undefined {
  const where: (SQL | undefined)[] = [ne(applications.status, "DRAFT")];
  if (filter.roundId) where.push(eq(applications.roundId, filter.roundId));
  if (withStatus && filter.status) where.push(eq(applications.status, filter.status));
  if (filter.supplyType) where.push(eq(applications.supplyType, filter.supplyType));
  if (filter.supplyCategory) where.push(eq(applications.supplyCategory, filter.supplyCategory));
  if (filter.earningRank) where.push(eq(applications.earningRank, filter.earningRank));
  if (filter.regionRank) where.push(eq(applications.regionRank, filter.regionRank));
  if (filter.unitType) where.push(eq(applications.unitType, filter.unitType));
  if (filter.channel) where.push(eq(applications.channel, filter.channel));
  if (filter.duplicate) where.push(anyDuplicate);
  if (filter.q) where.push(search(filter.q));
  return and(...where);
}

/** Statuses in the order of the workflow, so "status" sorts as reviewers read it. */
const statusRank = sql`case ${applications.status} ${sql.join(
  SUBMITTED_STATUSES.map((s, i) => sql`when ${s} then ${i}`),
  sql` `,
)} else 99 end`;

function orderOf(filter: Pick<ApplicationFilter, "sort" | "dir">): SQL[] {
  const by = filter.dir === "asc" ? asc : desc;
  const column = {
    submittedAt: sql`${applications.submittedAt}`,
    name: sql`${applications.name}`,
    receiptNo: sql`${applications.receiptNo}`,
    status: statusRank,
  }[filter.sort];
  return [by(column), by(applications.id)];
}

export type ApplicationListItem = {
  id: string;
  receiptNo: string | null;
  name: string;
  phone: string;
  birth: string;
  status: SubmittedStatus;
  channel: (typeof applications.$inferSelect)["channel"];
  round: number;
  supplyType: (typeof applications.$inferSelect)["supplyType"];
  supplyCategory: (typeof applications.$inferSelect)["supplyCategory"];
  unitType: (typeof applications.$inferSelect)["unitType"];
  earningRank: (typeof applications.$inferSelect)["earningRank"];
  regionRank: (typeof applications.$inferSelect)["regionRank"];
  submittedAt: Date | null;
  duplicates: DuplicateFlags;
};

export type ApplicationList = Page<ApplicationListItem> & { counts: Record<SubmittedStatus, number> };

/** One page of the list and the counts per status; no audit (see viewApplicationList). */
export async function listApplications(
  db: Db,
  filter: ApplicationFilter,
  pageSize = APPLICATION_PAGE_SIZE,
): Promise<ApplicationList> {
  const where = filterConditions(filter);
  const [page, byStatus] = await Promise.all([
    paginate(
      db,
      { page: filter.page, pageSize },
      ({ limit, offset }) =>
        db
          .select({
            id: applications.id,
            receiptNo: applications.receiptNo,
            name: applications.name,
            phone: applications.phone,
            birth: applications.birth,
            status: applications.status,
            channel: applications.channel,
            round: rounds.round,
            supplyType: applications.supplyType,
            supplyCategory: applications.supplyCategory,
            unitType: applications.unitType,
            earningRank: applications.earningRank,
            regionRank: applications.regionRank,
            submittedAt: applications.submittedAt,
            samePhone,
            sameNameBirth,
          })
          .from(applications)
          .innerJoin(rounds, eq(rounds.id, applications.roundId))
          .where(where)
          .orderBy(...orderOf(filter))
          .limit(limit)
          .offset(offset),
      db.select({ n: count() }).from(applications).where(where),
    ),
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(filterConditions(filter, false))
      .groupBy(applications.status),
  ]);
  const counts = Object.fromEntries(SUBMITTED_STATUSES.map((s) => [s, 0])) as Record<SubmittedStatus, number>;
  for (const row of byStatus) if (row.status !== "DRAFT") counts[row.status] = row.n;
  return {
    ...page,
    counts,
    items: page.items.map(({ samePhone: phone, sameNameBirth: nameBirth, status, ...r }) => ({
      ...r,
      status: status as SubmittedStatus,
      duplicates: duplicateFlags({ samePhone: phone, sameNameBirth: nameBirth }),
    })),
  };
}

/** The filter as the audit log keeps it: the search text may be a name or a phone, so only whether there was one. */
export function auditedFilter(filter: ApplicationFilterFields) {
  const { q, ...rest } = filter;
  return { ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v)), search: Boolean(q) };
}

/** The list as a manager sees it (page or API): written to the audit log as a personal-data view. */
export async function viewApplicationList(
  db: Db,
  filter: ApplicationFilter,
  actor: AuditActor,
): Promise<ApplicationList> {
  const list = await listApplications(db, filter);
  const { page, sort, dir, ...fields } = filter;
  await recordAudit(
    db,
    {
      actor: actor.principal.username,
      action: "personal.view",
      targetType: "application_list",
      detail: { filter: auditedFilter(fields), page, rows: list.items.length, total: list.total },
    },
    actor.origin,
  );
  return list;
}

/** The rounds to filter by, newest first. */
export function roundOptions(db: Db) {
  return db
    .select({ id: rounds.id, round: rounds.round, title: rounds.title })
    .from(rounds)
    .orderBy(desc(rounds.round));
}
