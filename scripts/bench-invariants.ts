// The opening bench's checks of what a run stored, read from D1 and R2 after it (also after a
// run whose server was killed and started again): each a PASS or FAIL line. Plain D1/R2
// bindings, so the bench passes the local state's (wrangler's getPlatformProxy) and a test
// passes workerd's.

/** A receipt the server answered: the application it names and its number. */
export type Given = { id: string; receiptNo: string };
export type Check = { name: string; pass: boolean; detail: string };

const sample = (xs: string[]) => (xs.length ? `: ${xs.slice(0, 5).join(", ")}${xs.length > 5 ? ", ..." : ""}` : "");

async function rows<T>(db: D1Database, sql: string, ...params: unknown[]): Promise<T[]> {
  return (
    await db
      .prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;
}

/** Every object key in the bucket (paged, 1000 a page). */
export async function objectKeys(files: R2Bucket): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await files.list({ cursor, limit: 1000 });
    for (const o of page.objects) keys.push(o.key);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/**
 * The run's invariants. `given`: every receipt the server answered during the run; `since`:
 * the run's start (ms), so that the applications it wrote are told from the seed's.
 * - every receipt given is stored once, on the application it was given for, submitted;
 * - one application per person per round, one per receipt number;
 * - no application is half-written: a submitted one has its version 1, its DRAFT → SUBMITTED
 *   history row and its documents; no version, document or history row lacks its application;
 * - every document row's object is in R2, and every object in R2 has its row.
 */
export async function checkInvariants(
  db: D1Database,
  files: R2Bucket,
  given: readonly Given[],
  since: number,
): Promise<Check[]> {
  const checks: Check[] = [];
  const check = (name: string, bad: string[], total: number, what: string) =>
    checks.push({ name, pass: bad.length === 0, detail: `${bad.length} of ${total} ${what}${sample(bad)}` });

  const stored = await rows<{ id: string; receipt_no: string; status: string }>(
    db,
    "SELECT id, receipt_no, status FROM applications WHERE receipt_no IS NOT NULL",
  );
  const byReceipt = new Map<string, { id: string; status: string }[]>();
  for (const r of stored) byReceipt.set(r.receipt_no, [...(byReceipt.get(r.receipt_no) ?? []), r]);
  const distinct = [...new Map(given.map((g) => [g.receiptNo, g])).values()];
  const notOnce = distinct
    .filter((g) => {
      const found = byReceipt.get(g.receiptNo) ?? [];
      return found.length !== 1 || found[0]?.id !== g.id || found[0]?.status === "DRAFT";
    })
    .map((g) => g.receiptNo);
  check("every receipt given is stored once, on its application", notOnce, distinct.length, "receipts not so");
  const twoForOne = [...new Set(given.map((g) => g.id))].filter(
    (id) => new Set(given.filter((g) => g.id === id).map((g) => g.receiptNo)).size > 1,
  );
  check("one receipt per application (double submits answer the same)", twoForOne, given.length, "with two");

  const twice = await rows<{ person_key: string }>(
    db,
    "SELECT person_key FROM applications GROUP BY round_id, person_key HAVING count(*) > 1",
  );
  check(
    "one application per person per round",
    twice.map((r) => r.person_key.slice(0, 12)),
    stored.length,
    "persons twice",
  );

  const submitted = await rows<{ id: string; versions: number; history: number; documents: number; receipt: number }>(
    db,
    `SELECT a.id,
       (SELECT count(*) FROM application_versions v WHERE v.application_id = a.id AND v.version = 1) AS versions,
       (SELECT count(*) FROM application_status_history h
          WHERE h.application_id = a.id AND h.from_status = 'DRAFT' AND h.to_status = 'SUBMITTED') AS history,
       (SELECT count(*) FROM application_documents d WHERE d.application_id = a.id) AS documents,
       a.receipt_no IS NOT NULL AND a.version >= 1 AND a.submitted_at IS NOT NULL AS receipt
     FROM applications a WHERE a.created_at >= ? AND a.status <> 'DRAFT'`,
    since,
  );
  const half = submitted
    .filter((a) => a.versions !== 1 || a.history !== 1 || a.documents < 1 || !a.receipt)
    .map((a) => a.id);
  check("no submitted application is half-written", half, submitted.length, "lacking a part");
  const drafts = await rows<{ id: string }>(
    db,
    `SELECT a.id FROM applications a WHERE a.created_at >= ? AND a.status = 'DRAFT'
       AND (a.receipt_no IS NOT NULL OR a.version <> 0
            OR EXISTS (SELECT 1 FROM application_versions v WHERE v.application_id = a.id))`,
    since,
  );
  check(
    "no draft holds a receipt or a version",
    drafts.map((d) => d.id),
    drafts.length,
    "drafts",
  );

  const orphans = await rows<{ kind: string; id: string }>(
    db,
    `SELECT 'version' AS kind, v.id FROM application_versions v
       LEFT JOIN applications a ON a.id = v.application_id WHERE a.id IS NULL
     UNION ALL SELECT 'document', d.id FROM application_documents d
       LEFT JOIN applications a ON a.id = d.application_id WHERE a.id IS NULL
     UNION ALL SELECT 'history', h.id FROM application_status_history h
       LEFT JOIN applications a ON a.id = h.application_id WHERE a.id IS NULL`,
  );
  check(
    "no version, document or history row without its application",
    orphans.map((o) => `${o.kind} ${o.id}`),
    orphans.length,
    "rows",
  );

  const keys = new Set(await objectKeys(files));
  const documents = await rows<{ r2_key: string }>(db, "SELECT r2_key FROM application_documents");
  const missing = documents.filter((d) => !keys.has(d.r2_key)).map((d) => d.r2_key);
  check("every document row has its object in R2", missing, documents.length, "rows without their object");
  const rowed = new Set(
    (
      await rows<{ r2_key: string }>(
        db,
        `SELECT r2_key FROM application_documents UNION ALL SELECT r2_key FROM notice_attachments
         UNION ALL SELECT r2_key FROM download_files`,
      )
    ).map((r) => r.r2_key),
  );
  const unrowed = [...keys].filter((k) => !rowed.has(k));
  check("nothing in R2 lacks its row", unrowed, keys.size, "objects without a row");
  return checks;
}

/** The checks as lines: "PASS name (detail)" / "FAIL name (detail)". */
export const checkLines = (checks: readonly Check[]) =>
  checks.map((c) => `${c.pass ? "PASS" : "FAIL"}  ${c.name} (${c.detail})`);
