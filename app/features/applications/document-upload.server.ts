import { and, count, eq, gt, inArray, type Placeholder, sql } from "drizzle-orm";
import { type Db, isNotNullViolation } from "../../../db/client";
import { newId } from "../../../db/columns";
import { preparedBatch } from "../../../db/prepared";
import { applicationDocuments, applications, winnerChecks } from "../../../db/schema";
import type { RequestScope } from "../../lib/context";
import { DomainError } from "../../lib/domain-error";
import type { ApplicationStatus } from "../../lib/enums";
import { APPLICANT_EDITABLE, assertWindowOpen } from "./application-access.server";
import { writable } from "./application-draft.server";
import { readDraft } from "./application-form";
import {
  type ApplicationParts,
  type ApplicationRow,
  type DocumentRow,
  loadRound,
  type RoundRow,
  workingDraft,
} from "./application-records.server";
import { recordDocumentVersion } from "./application-submit.server";
import {
  checklist,
  type DocumentType,
  isWinnerKind,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_WINNER_FILES,
  parseSlot,
} from "./documents";
import { SNIFF_BYTES, sniffType } from "./file-type";
import { openUpload, UploadBodyError, type UploadFailure, type UploadReader } from "./multipart-upload";

/** The form fields of an upload: the slot, then the file (last). */
export const UPLOAD_FIELDS = { name: "name", file: "upload" } as const;
/** What may come before the file: the slot's name and a little more. */
const MAX_HEAD = 16 * 1024;
/** The largest upload body taken: one file of the limit and what comes before it. */
export const UPLOAD_BODY_MAX = MAX_FILE_BYTES + MAX_HEAD;

/**
 * "apply": a file for a draft, or for a submitted application being edited (while the round
 * is open); "fix": a new file for a document a manager flagged (until its fix deadline);
 * "winner": a winners' document after the draw (while the winner's document check is open).
 */
type UploadMode = "apply" | "fix" | "winner";

/**
 * Whether the application's winners' document check takes a file of `kind` now: invited or
 * handed in, not yet decided, before its deadline; an appeal's file while the refusal may be
 * appealed (docs/product/after-draw.md).
 */
const winnerCheckOpen = (applicationId: string, kind: string, now: Date) =>
  kind === "winAppeal"
    ? // An appeal's files: while the refusal may still be appealed (not yet appealed, in its period).
      sql`exists (select 1 from ${winnerChecks} where ${winnerChecks.applicationId} = ${applicationId} and ${winnerChecks.stage} = 'REFUSED' and ${winnerChecks.appealState} is null and ${winnerChecks.releasedAt} is null and ${winnerChecks.appealDue} > ${now.getTime()})`
    : sql`exists (select 1 from ${winnerChecks} where ${winnerChecks.applicationId} = ${applicationId} and ${winnerChecks.stage} in ('INVITED', 'SUBMITTED') and ${winnerChecks.documentsDue} > ${now.getTime()})`;

const FAILURES: Record<UploadFailure, DomainError> = {
  notMultipart: new DomainError(400, "application.uploadFormat"),
  lengthRequired: new DomainError(400, "application.lengthRequired"),
  headTooLarge: new DomainError(400, "application.uploadFormat"),
  noFile: new DomainError(400, "application.fileEmpty", UPLOAD_FIELDS.file),
  malformed: new DomainError(400, "application.uploadFormat"),
  truncated: new DomainError(400, "application.uploadBroken", UPLOAD_FIELDS.file),
};

function asDomainError(error: unknown): unknown {
  return error instanceof UploadBodyError ? FAILURES[error.reason] : error;
}

/**
 * Whether the application may take this slot's file now, and under which rules (a flagged
 * slot is a fix), checked before a byte of it is stored.
 */
async function admit(
  scope: RequestScope,
  row: ApplicationRow,
  name: string,
  taken: DocumentRow[],
  options: UploadOptions,
) {
  const slot = parseSlot(name);
  if (!slot || (options.slot !== undefined && name !== options.slot)) {
    throw new DomainError(400, "validation.application.documentName", UPLOAD_FIELDS.name);
  }
  const existing = taken.find((d) => d.name === name);
  if (isWinnerKind(slot.kind)) {
    if (options.onlyFix || options.paper)
      throw new DomainError(400, "application.documentNotNeeded", UPLOAD_FIELDS.name);
    const [open] = await scope.db
      .select({ open: winnerCheckOpen(row.id, slot.kind, scope.now()).mapWith(Boolean) })
      .from(applications)
      .where(eq(applications.id, row.id));
    if (!open?.open) throw new DomainError(403, "afterDraw.documentsClosed");
    const winnerFiles = taken.filter((d) => isWinnerKind(d.kind)).length;
    if (!existing && winnerFiles >= MAX_WINNER_FILES) throw new DomainError(409, "application.tooManyFiles");
    return { slot, mode: "winner" as UploadMode, round: undefined };
  }
  if (existing?.reviewState === "FLAGGED") {
    if (!existing.fixDeadline || scope.now() >= existing.fixDeadline)
      throw new DomainError(403, "application.fixClosed");
    if (row.status === "DRAFT" || row.status === "WITHDRAWN") throw new DomainError(409, "application.notEditable");
    const round = await loadRound(scope.db, row.roundId);
    if (round?.stops) throw new DomainError(403, "application.stopped");
    return { slot, mode: "fix" as UploadMode, round: undefined };
  }
  if (options.onlyFix) throw new DomainError(409, "application.notFlagged");
  // A manager keying in a paper form may do so after the deadline (application-review/paper-entry).
  let round: RoundRow | undefined;
  if (options.paper) {
    if (row.channel !== "PAPER" || row.status !== "DRAFT") throw new DomainError(409, "application.notEditable");
  } else ({ round } = await writable(scope, row, options.known?.round));
  const wanted = checklist(readDraft(workingDraft(row)).answers);
  if (!existing && !wanted.some((item) => item.kind === slot.kind)) {
    throw new DomainError(400, "application.documentNotNeeded", UPLOAD_FIELDS.name);
  }
  if (!existing && taken.length >= MAX_FILES) throw new DomainError(409, "application.tooManyFiles");
  return { slot, mode: "apply" as UploadMode, round };
}

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** Puts a stream of `size` bytes under `key`, feeding it from `feed` (which gets the writer). */
async function putStream(
  scope: RequestScope,
  key: string,
  size: number,
  type: DocumentType,
  feed: (write: (chunk: Uint8Array) => Promise<void>) => Promise<void>,
) {
  const fixed = new FixedLengthStream(size);
  const writer = fixed.writable.getWriter();
  // Its failure is the put's and the feed's, answered below; not an unhandled rejection.
  writer.closed.catch(() => {});
  const put = scope.files.put(key, fixed.readable, { httpMetadata: { contentType: type } });
  try {
    await Promise.all([
      (async () => {
        await feed((chunk) => writer.write(chunk));
        await writer.close();
      })(),
      put,
    ]);
  } catch (error) {
    await writer.abort(error).catch(() => {});
    await put.catch(() => {});
    await scope.files.delete(key).catch(() => {});
    throw error;
  }
}

/**
 * Streams the file into R2 under a new server-built key as it arrives: a FixedLengthStream of
 * the size known from the request (R2 needs the length), the SHA-256 taken on the way. Any
 * failure (a dropped connection, a wrong length, R2 refusing) aborts the write, so no object
 * is left. A body without the final CRLF turns out to hold up to two more bytes than its size
 * said: the object is then copied (streamed again, from R2) into one with them appended.
 */
async function streamToR2(scope: RequestScope, reader: UploadReader, id: string, prefix: string, type: DocumentType) {
  // Workers' crypto.DigestStream (the DOM typings of `crypto` do not know it).
  const digest = new (crypto as unknown as { DigestStream: typeof DigestStream }).DigestStream("SHA-256");
  const hasher = digest.getWriter();
  hasher.closed.catch(() => {});
  digest.digest.catch(() => {});
  let key = `${prefix}${id}`;
  let rest: Uint8Array = new Uint8Array(0);
  try {
    await putStream(scope, key, reader.head.size, type, async (write) => {
      rest = await reader.pipeTo(async (chunk) => {
        await Promise.all([write(chunk), hasher.write(chunk)]);
      });
    });
  } catch (error) {
    await Promise.all([hasher.abort(error).catch(() => {}), reader.cancel()]);
    throw asDomainError(error);
  }
  const size = reader.head.size + rest.length;
  if (rest.length > 0) {
    const first = key;
    const object = size <= MAX_FILE_BYTES ? await scope.files.get(first) : null;
    if (!object) {
      await scope.files.delete(first);
      throw new DomainError(413, "application.fileTooLarge", UPLOAD_FIELDS.file);
    }
    key = `${prefix}${newId()}`;
    await putStream(scope, key, size, type, async (write) => {
      for await (const chunk of object.body) await write(chunk);
      await write(rest);
    }).finally(() => scope.files.delete(first));
    await hasher.write(rest);
  }
  await hasher.close();
  return { key, size, sha256: hex(await digest.digest) };
}

/**
 * Stores one uploaded file in its slot (POST /api/v1/application/:id/upload, the documents
 * step without JavaScript, the fix page: `onlyFix`). The body is multipart/form-data with `name` (the
 * slot) before `upload` (the file, last); it is read as a stream and never held whole. Checked
 * before storing: the session's application may take it now, the slot, the size (10 MB) and
 * count (20) limits, and the type by content (pdf, jpeg, png). The row is written only once
 * the object is complete, and only while the rules still hold (one conditional statement);
 * otherwise the object is removed. A replaced file's object goes after the row moved on: the
 * key the row held just before this write (read in the same transaction), so of two uploads
 * racing for one slot, the second to land removes the first's object and none is orphaned.
 */
/**
 * onlyFix: the fix page (or a manager replacing a paper application's flagged document);
 * paper: a manager's paper draft (no window or session rules); slot: the only slot taken;
 * actor: who the new version is by (the applicant unless a manager's username); known: the
 * row's round and documents when the request read them with it (the write checks its rules again).
 */
type UploadOptions = {
  onlyFix?: boolean;
  paper?: boolean;
  slot?: string;
  actor?: string;
  known?: Partial<ApplicationParts>;
};

export async function uploadDocument(
  scope: RequestScope,
  request: Request,
  row: ApplicationRow,
  options: UploadOptions = {},
): Promise<DocumentRow> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > UPLOAD_BODY_MAX) {
    await request.body?.cancel().catch(() => {});
    throw new DomainError(413, "application.fileTooLarge", UPLOAD_FIELDS.file);
  }
  const reader = await openUpload(
    request.body,
    { contentType: request.headers.get("content-type"), contentLength: request.headers.get("content-length") },
    { fileField: UPLOAD_FIELDS.file, maxHead: MAX_HEAD },
  ).catch((error: unknown) => {
    throw asDomainError(error);
  });
  try {
    const name = reader.head.fields[UPLOAD_FIELDS.name] ?? "";
    const taken =
      options.known?.documents ??
      (await scope.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, row.id)));
    if (reader.head.fields.applicationId !== undefined && reader.head.fields.applicationId !== row.id) {
      throw new DomainError(409, "application.otherApplication");
    }
    const { slot, mode, round } = await admit(scope, row, name, taken, options);
    if (reader.head.size === 0) throw new DomainError(400, "application.fileEmpty", UPLOAD_FIELDS.file);
    if (reader.head.size > MAX_FILE_BYTES) throw new DomainError(413, "application.fileTooLarge", UPLOAD_FIELDS.file);
    const type = sniffType(await reader.peek(SNIFF_BYTES));
    if (!type) throw new DomainError(415, "application.fileType", UPLOAD_FIELDS.file);
    const id = newId();
    const { key, size, sha256 } = await streamToR2(scope, reader, id, `applications/${row.id}/`, type);
    const stored = { id, name, kind: slot.kind, key, type, size, sha256, filename: reader.head.filename };
    const paper = options.paper ?? false;
    const { written, replaced } = await writeDocument(scope, row, mode, stored, paper, round).catch(
      async (error: unknown) => {
        await scope.files.delete(key);
        throw error;
      },
    );
    // The object this write took the slot from: the file there before, or the one a parallel
    // upload to the same slot wrote first. Whichever loses, its object goes here.
    if (replaced && replaced !== key) await scope.files.delete(replaced);
    if (row.status !== "DRAFT") await recordDocumentVersion(scope, row.id, id, options.actor);
    return written;
  } catch (error) {
    await reader.cancel();
    throw asDomainError(error);
  }
}

type Stored = {
  id: string;
  name: string;
  kind: string;
  key: string;
  type: DocumentType;
  size: number;
  sha256: string;
  filename: string;
};

/** Whether application `applicationId` is in one of `statuses` (a condition of a write). */
const editableBy = (applicationId: string | Placeholder, statuses: readonly ApplicationStatus[]) =>
  sql`exists (select 1 from ${applications} where ${applications.id} = ${applicationId} and ${inArray(applications.status, [...statuses])})`;

/** The R2 key the slot holds now, if any (read right before a write replaces it). */
const heldKey = (db: Db, applicationId: string | Placeholder, name: string | Placeholder) =>
  db
    .select({ key: applicationDocuments.r2Key })
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.name, name)));

/**
 * The form's write of a document, built once (db/prepared.ts): the held key, then the row. A
 * new row's application id is null (so the NOT NULL column fails the whole batch) unless the
 * rules hold: the application still written by its applicant (a draft too), with room or the
 * slot taken. A replacement takes the new file's values (`excluded`) and starts its review over.
 */
const applyWrite = preparedBatch((db) => {
  const p = (name: string) => sql.placeholder(name);
  const applicationId = p("applicationId");
  const name = p("name");
  const slotTaken = sql`exists (select 1 from ${applicationDocuments} where ${applicationDocuments.applicationId} = ${applicationId} and ${applicationDocuments.name} = ${name})`;
  const room = sql`(select count(*) from ${applicationDocuments} where ${applicationDocuments.applicationId} = ${applicationId}) < ${MAX_FILES}`;
  const landsIf = sql`case when ${editableBy(applicationId, ["DRAFT", ...APPLICANT_EDITABLE])} and (${slotTaken} or ${room}) then ${applicationId} end`;
  const excluded = (column: { name: string }) => sql.raw(`excluded."${column.name}"`);
  const d = applicationDocuments;
  return [
    heldKey(db, applicationId, name).prepare(),
    db
      .insert(d)
      .values({
        id: p("id"),
        applicationId: landsIf,
        name,
        kind: p("kind"),
        r2Key: p("r2Key"),
        originalName: p("originalName"),
        contentType: p("contentType"),
        size: p("size"),
        sha256: p("sha256"),
        reviewState: "PENDING",
        createdAt: p("now"),
        updatedAt: p("now"),
      })
      .onConflictDoUpdate({
        target: [d.applicationId, d.name],
        set: {
          r2Key: excluded(d.r2Key),
          originalName: excluded(d.originalName),
          contentType: excluded(d.contentType),
          size: excluded(d.size),
          sha256: excluded(d.sha256),
          reviewState: "PENDING",
          updatedAt: excluded(d.updatedAt),
          reviewReason: null,
          fixDeadline: null,
          reviewedAt: null,
          reviewedBy: null,
        },
      })
      .returning()
      .prepare(),
  ] as const;
});

/**
 * The document row, in one conditional statement: for the form, while the application is
 * still written by its applicant and has room (or the slot is taken: a replacement); for a
 * fix, while the slot is flagged and before its deadline. A replaced file starts its review
 * over. Refused (nothing written) when the rules no longer hold, e.g. the deadline passed
 * while the file streamed. Answers the row written and the R2 key it replaced: read in the
 * same batch (one D1 transaction) right before the write, so no other write comes between.
 */
async function writeDocument(
  scope: RequestScope,
  row: ApplicationRow,
  mode: UploadMode,
  file: Stored,
  paper: boolean,
  known: RoundRow | undefined,
) {
  const now = scope.now();
  // The window is checked again at the time of the write (the deadline may have passed while
  // the file streamed), on the round read when the file was admitted.
  const round = mode === "apply" && !paper ? (known ?? (await loadRound(scope.db, row.roundId))) : undefined;
  if (mode === "apply" && round && !paper) assertWindowOpen(round, now);
  const original = file.filename.slice(0, 200) || file.name;
  const fields = {
    r2Key: file.key,
    originalName: original,
    contentType: file.type,
    size: file.size,
    sha256: file.sha256,
  };
  const [held, landed] = await (mode === "apply"
    ? applyWrite(scope.db, { ...fields, id: file.id, applicationId: row.id, name: file.name, kind: file.kind, now })
    : mode === "winner"
      ? winnerWrite(scope.db, row.id, file, fields, now)
      : scope.db.batch([
          heldKey(scope.db, row.id, file.name),
          scope.db
            .update(applicationDocuments)
            .set({ ...fields, reviewState: "PENDING", updatedAt: now })
            .where(
              and(
                eq(applicationDocuments.applicationId, row.id),
                eq(applicationDocuments.name, file.name),
                eq(applicationDocuments.reviewState, "FLAGGED"),
                gt(applicationDocuments.fixDeadline, now),
                editableBy(row.id, APPLICANT_EDITABLE),
              ),
            )
            .returning(),
        ])
  ).catch((error: unknown) => {
    if (isNotNullViolation(error)) return [[], []] as const;
    throw error;
  });
  if (landed.length !== 1) {
    if (mode === "fix") throw new DomainError(403, "application.fixClosed");
    if (mode === "winner") throw new DomainError(403, "afterDraw.documentsClosed");
    const [n] = await scope.db
      .select({ n: count() })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, row.id));
    throw new DomainError(409, (n?.n ?? 0) >= MAX_FILES ? "application.tooManyFiles" : "application.notEditable");
  }
  const written = landed[0];
  if (!written) throw new DomainError(404, "application.documentNotFound");
  return { written, replaced: held[0]?.key ?? null };
}

/**
 * A winners' document's write: the held key, then the row (a new one, or the slot's file
 * replaced, its review started over), landing only while the winner's check is still open
 * (checked again here: the deadline may have passed while the file streamed).
 */
function winnerWrite(
  db: Db,
  applicationId: string,
  file: Stored,
  fields: { r2Key: string; originalName: string; contentType: DocumentType; size: number; sha256: string },
  now: Date,
) {
  const d = applicationDocuments;
  return db.batch([
    heldKey(db, applicationId, file.name),
    db
      .insert(d)
      .values({
        ...fields,
        id: file.id,
        applicationId: sql`case when ${winnerCheckOpen(applicationId, file.kind, now)} then ${applicationId} end`,
        name: file.name,
        kind: file.kind,
        reviewState: "PENDING",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [d.applicationId, d.name],
        set: {
          ...fields,
          reviewState: "PENDING",
          updatedAt: now,
          reviewReason: null,
          fixDeadline: null,
          reviewedAt: null,
          reviewedBy: null,
        },
        setWhere: winnerCheckOpen(applicationId, file.kind, now),
      })
      .returning(),
  ]);
}
