import { and, count, desc, eq, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applications, rounds } from "../../../db/schema";
import { formatDateTime } from "../../lib/format";
import { batchedRows, type XlsxCell, type XlsxSheet } from "../../lib/xlsx.server";
import { type ApplicationRow, answersOf, referenceDateOf } from "../applications/application-records.server";
import { checkEligibility } from "../applications/eligibility";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { verifySubPassword } from "../managers/sub-password.server";
import { type DuplicateFlags, duplicateKeys } from "./duplicates.server";
import { ANSWER_FIELDS } from "./review-diff";
import type { ApplicationFilterFields } from "./review-filters";
import { fieldLabel, fieldValue, statusLabel, type Translate } from "./review-format.server";
import { auditedFilter, filterConditions } from "./review-list.server";

/*
 * The xlsx export of the filtered list: after the acting manager's sub-password
 * (403/429 as everywhere, nothing exported), `personal.export` is written with the filter and
 * the row count (never the search text: it may be a name or a phone). The rows are then read
 * as the download proceeds, 1,000 per query by keyset (submitted time, id: newest first), and
 * streamed through xlsxResponse, so 10,000 applications never sit in memory together and no
 * query returns more than one batch (app/lib/xlsx.server.ts says what it costs in CPU). The
 * duplicate flags come from one GROUP BY read before the first batch (duplicateKeys).
 */

const submitted = sql<number>`coalesce(${applications.submittedAt}, 0)`;
const documentCount = sql<number>`(select count(*) from application_documents as d where d.application_id = applications.id)`;
const flaggedCount = sql<number>`(select count(*) from application_documents as d where d.application_id = applications.id and d.review_state = 'FLAGGED')`;

type ExportRow = {
  application: ApplicationRow;
  round: { round: number; referenceDate: string | null; openAt: Date };
  submittedKey: number;
  documents: number;
  flagged: number;
};

export async function exportApplications(
  db: Db,
  input: ApplicationFilterFields & { subPassword: string },
  actor: AuditActor,
  t: Translate,
): Promise<{ sheet: XlsxSheet; count: number }> {
  const { subPassword, ...filter } = input;
  await verifySubPassword(db, actor.principal, subPassword, actor.origin, actor.now);
  // Applications submitted after the count stay out, so the file holds what the audit row says.
  const where = and(filterConditions(filter), lte(submitted, actor.now.getTime()));
  const total = (await db.select({ n: count() }).from(applications).where(where).get())?.n ?? 0;
  await auditStatement(
    db,
    {
      actor: actor.principal.username,
      action: "personal.export",
      targetType: "application",
      detail: { filter: auditedFilter(filter), count: total },
    },
    actor.origin,
  );
  const flagsOf = await duplicateKeys(db);
  const rows = batchedRows(
    (after: ExportRow | undefined, limit) =>
      db
        .select({
          application: applications,
          round: { round: rounds.round, referenceDate: rounds.referenceDate, openAt: rounds.openAt },
          submittedKey: submitted,
          documents: documentCount,
          flagged: flaggedCount,
        })
        .from(applications)
        .innerJoin(rounds, eq(rounds.id, applications.roundId))
        .where(
          and(
            where,
            after
              ? or(
                  sql`${submitted} < ${after.submittedKey}`,
                  and(sql`${submitted} = ${after.submittedKey}`, sql`${applications.id} < ${after.application.id}`),
                )
              : undefined,
          ),
        )
        .orderBy(desc(submitted), desc(applications.id))
        .limit(limit),
    (row) => row,
  );
  return { count: total, sheet: applicationSheet(rows, flagsOf, t) };
}

const HEAD = ["receiptNo", "submittedAt", "status", "channel", "round", "name", "phone", "birth"] as const;
const TAIL = ["eligibility", "duplicate", "documents", "flagged"] as const;

/**
 * `t` remembering its answers: a sheet asks the same twenty-odd labels for every row, and
 * i18next's lookup was most of the CPU of a 10,000-row export.
 */
function remembering(t: Translate): Translate {
  const known = new Map<string, string>();
  const lookUp = t as unknown as (key: string, vars?: object) => string;
  const remembered = (key: string, vars?: object) => {
    const id = vars ? `${key}\u0000${JSON.stringify(vars)}` : key;
    let text = known.get(id);
    if (text === undefined) {
      text = lookUp(key, vars);
      known.set(id, text);
    }
    return text;
  };
  return remembered as unknown as Translate;
}

function applicationSheet(
  rows: AsyncIterable<ExportRow>,
  flagsOf: (row: ApplicationRow) => DuplicateFlags,
  translate: Translate,
): XlsxSheet {
  const t = remembering(translate);
  const columns = [
    ...HEAD.map((c) => t(`console.applicationList.fields.${c}`)),
    ...ANSWER_FIELDS.map((f) => fieldLabel(t, f)),
    ...TAIL.map((c) => t(`console.applicationList.fields.${c}`)),
  ];
  return {
    name: t("console.applicationList.sheetName"),
    columns: columns.map((header) => ({ header, width: 16 })),
    rows: (async function* () {
      for await (const r of rows) {
        const a = r.application;
        const answers = answersOf(a);
        const verdict = checkEligibility({
          ...(answers ?? {}),
          birth: a.birth,
          referenceDate: referenceDateOf(r.round),
        }).verdict;
        const flags = flagsOf(a);
        const duplicate = [
          flags.samePhone ? t("console.applicationList.duplicatePhone") : "",
          flags.sameNameBirth ? t("console.applicationList.duplicateNameBirth") : "",
        ].filter(Boolean);
        const cells: XlsxCell[] = [
          a.receiptNo,
          formatDateTime(a.submittedAt),
          statusLabel(t, a.status),
          t(`console.applicationList.channels.${a.channel}`),
          r.round.round,
          a.name,
          a.phone,
          a.birth,
          ...ANSWER_FIELDS.map((f) => (f === "email" ? a.email : fieldValue(t, f, a[f]))),
          t(`console.applicationList.verdict.${verdict}`),
          duplicate.join(", "),
          Number(r.documents),
          Number(r.flagged),
        ];
        yield cells;
      }
    })(),
  };
}
