import { and, count, desc, eq, gte, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { registrations } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { formatDateTime, seoulDayStart } from "../../lib/format";
import type { createI18n } from "../../lib/i18n/i18n.server";
import { type Page, paginate } from "../../lib/pagination";
import { batchedRows, type XlsxSheet } from "../../lib/xlsx.server";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { verifySubPassword } from "../managers/sub-password.server";
import {
  REGISTRATION_PAGE_SIZE,
  type RegistrationColumn,
  type RegistrationFilter,
  type RegistrationFilterFields,
} from "./registration-filters";

/*
 * The console's side of interest registrations (docs/product.md §13): the list of current
 * registrations (a newer one with the same phone supersedes the older, kept as history),
 * the detail with that history, deletion and the xlsx export. The list shows names and
 * phones masked; the full data is seen only in the detail and the export, and each of
 * those is written to the audit log (who, when, which registration or how many rows).
 */

export type RegistrationRow = typeof registrations.$inferSelect;

/** "홍길동" → "홍*동", "김철" → "김*": enough to tell rows apart in a list, not to identify. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return "*";
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${"*".repeat(chars.length - 2)}${chars.at(-1)}`;
}

/** "01012345678" → "010-****-5678". */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}-****-${phone.slice(-4)}`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (column: SQL | typeof registrations.name, text: string) =>
  sql`${column} like ${`%${escapeLike(text)}%`} escape '\\'`;

function conditions(filter: RegistrationFilterFields): SQL | undefined {
  const where: (SQL | undefined)[] = [isNull(registrations.supersededAt)];
  if (filter.qualificationType) where.push(eq(registrations.qualificationType, filter.qualificationType));
  if (filter.unitType) {
    where.push(sql`exists (select 1 from json_each(${registrations.unitTypes}) where value = ${filter.unitType})`);
  }
  if (filter.from) where.push(gte(registrations.createdAt, seoulDayStart(filter.from)));
  // `to` is inclusive: everything before the next Seoul midnight.
  if (filter.to) where.push(lt(registrations.createdAt, seoulDayStart(filter.to, 1)));
  if (filter.q) {
    const digits = filter.q.replace(/[\s-]/g, "");
    where.push(
      /^\d+$/.test(digits) ? contains(sql`${registrations.phone}`, digits) : contains(registrations.name, filter.q),
    );
  }
  return and(...where);
}

export type RegistrationListItem = {
  id: string;
  name: string;
  phone: string;
  qualificationType: RegistrationRow["qualificationType"];
  unitTypes: RegistrationRow["unitTypes"];
  createdAt: Date;
  /** How many older registrations with the same phone it superseded. */
  earlier: number;
};

// Written out: drizzle names a column without its table, which inside the subquery would mean `older`'s.
const earlierCount = sql<number>`(select count(*) from registrations as older where older.phone = registrations.phone and older.superseded_at is not null)`;

/** Current registrations matching the filter, newest first, one page; names and phones masked. */
export async function listRegistrations(
  db: Db,
  filter: RegistrationFilter,
  pageSize = REGISTRATION_PAGE_SIZE,
): Promise<Page<RegistrationListItem>> {
  const where = conditions(filter);
  const page = await paginate(
    db,
    { page: filter.page, pageSize },
    ({ limit, offset }) =>
      db
        .select({
          id: registrations.id,
          name: registrations.name,
          phone: registrations.phone,
          qualificationType: registrations.qualificationType,
          unitTypes: registrations.unitTypes,
          createdAt: registrations.createdAt,
          earlier: earlierCount,
        })
        .from(registrations)
        .where(where)
        .orderBy(desc(registrations.createdAt), desc(registrations.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(registrations).where(where),
  );
  return {
    ...page,
    items: page.items.map((r) => ({
      ...r,
      name: maskName(r.name),
      phone: maskPhone(r.phone),
      earlier: Number(r.earlier),
    })),
  };
}

export type RegistrationDetail = { registration: RegistrationRow; history: RegistrationRow[] };

/**
 * One registration in full with the other registrations of its phone (newest first): a
 * personal-data view, written to the audit log with the registration's id (never its data).
 */
export async function viewRegistration(db: Db, id: string, actor: AuditActor): Promise<RegistrationDetail> {
  const registration = await db.select().from(registrations).where(eq(registrations.id, id)).get();
  if (!registration) throw new DomainError(404, "registration.notFound");
  const [history] = await db.batch([
    db
      .select()
      .from(registrations)
      .where(and(eq(registrations.phone, registration.phone), ne(registrations.id, id)))
      .orderBy(desc(registrations.createdAt), desc(registrations.id)),
    auditStatement(
      db,
      {
        actor: actor.principal.username,
        action: "personal.view",
        targetType: "registration",
        targetId: id,
        subject: id,
      },
      actor.origin,
    ),
  ]);
  return { registration, history };
}

/**
 * Deletes a registrant: the registration and every other one with its phone (its history),
 * so nothing of the person is left behind; audited with the id and the number of rows.
 */
export async function deleteRegistration(db: Db, id: string, actor: AuditActor): Promise<number> {
  const registration = await db
    .select({ phone: registrations.phone })
    .from(registrations)
    .where(eq(registrations.id, id))
    .get();
  if (!registration) throw new DomainError(404, "registration.notFound");
  const rows = await db
    .select({ n: count() })
    .from(registrations)
    .where(eq(registrations.phone, registration.phone))
    .get();
  await db.batch([
    db.delete(registrations).where(eq(registrations.phone, registration.phone)),
    auditStatement(
      db,
      {
        actor: actor.principal.username,
        action: "record.delete",
        targetType: "registration",
        targetId: id,
        subject: id,
        detail: { rows: rows?.n ?? 0 },
      },
      actor.origin,
    ),
  ]);
  return rows?.n ?? 0;
}

/** The filter as the audit log keeps it: the search text may be a name or a phone, so only whether there was one. */
export function auditedFilter(filter: RegistrationFilterFields) {
  const { q, ...rest } = filter;
  return { ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v)), search: Boolean(q) };
}

type Translate = ReturnType<typeof createI18n>["t"];

/**
 * The export of the filtered list: checks the acting manager's sub-password (403/429 as
 * everywhere, nothing exported), writes `personal.export` with the filter and the row count,
 * then gives the sheet, whose rows are read from D1 in batches as the download proceeds.
 */
export async function exportRegistrations(
  db: Db,
  input: RegistrationFilterFields & { subPassword: string },
  actor: AuditActor,
  t: Translate,
): Promise<{ sheet: XlsxSheet; count: number }> {
  const { subPassword, ...filter } = input;
  await verifySubPassword(db, actor.principal, subPassword, actor.origin, actor.now);
  const where = conditions(filter);
  const total = (await db.select({ n: count() }).from(registrations).where(where).get())?.n ?? 0;
  await auditStatement(
    db,
    {
      actor: actor.principal.username,
      action: "personal.export",
      targetType: "registration",
      detail: { filter: auditedFilter(filter), count: total },
    },
    actor.origin,
  );
  // Rows registered after the count (and before the download ends) stay out, so the file
  // holds what the audit row says.
  const until = actor.now;
  const rows = batchedRows(
    (after: RegistrationRow | undefined, limit) =>
      db
        .select()
        .from(registrations)
        .where(
          and(
            where,
            lt(registrations.createdAt, new Date(until.getTime() + 1)),
            after
              ? or(
                  lt(registrations.createdAt, after.createdAt),
                  and(eq(registrations.createdAt, after.createdAt), lt(registrations.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(registrations.createdAt), desc(registrations.id))
        .limit(limit),
    (row) => row,
  );
  return { count: total, sheet: registrationSheet(rows, t) };
}

const COLUMNS: RegistrationColumn[] = [
  "createdAt",
  "name",
  "phone",
  "birth",
  "email",
  "qualificationType",
  "unitTypes",
  "terms",
];

function registrationSheet(rows: AsyncIterable<RegistrationRow>, t: Translate): XlsxSheet {
  return {
    name: t("console.registrations.sheetName"),
    columns: COLUMNS.map((c) => ({ header: t(`console.registrations.columns.${c}`), width: c === "email" ? 28 : 16 })),
    rows: (async function* () {
      for await (const r of rows) {
        yield [
          formatDateTime(r.createdAt),
          r.name,
          r.phone,
          r.birth,
          r.email,
          t(`console.registrations.qualification.${r.qualificationType}`),
          r.unitTypes.join(", "),
          r.terms.map((term) => `${term.code} v${term.version}`).join(", "),
        ];
      }
    })(),
  };
}
