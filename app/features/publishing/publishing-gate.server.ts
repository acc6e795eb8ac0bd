import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client";
import { publishingOverrides } from "../../../db/schema";
import { DomainError, type ErrorCode, type ErrorDetail } from "../../lib/domain-error";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type AttachmentExtension } from "../managed-content/attachment-rules";
import { looksLike } from "../managed-content/attachments.server";
import { richTextToPlain } from "../managed-content/sanitize.server";
import { fileText } from "./document-text.server";
import { type LeakFinding, scanRows, type TextRow, textRows } from "./leak-scan";
import { OVERRIDE_REQUEST_MS, type PublishTarget } from "./publishing-targets";

/*
 * The one gate every manager's write to public content passes (docs/product/publishing.md):
 * its text, HTML and new files are scanned for personal data before anything is stored.
 * A finding refuses the write (422, saying what was found where, never the values) and
 * leaves an override request a second manager may approve; a file or image that cannot be
 * read needs the writer's explicit confirmation. Both are audited in the write's own batch.
 */

/** Names of the text fields a finding can be in (`errors.publishing.where.*`). */
export type TextPlace =
  | "title"
  | "body"
  | "answer"
  | "question"
  | "description"
  | "text"
  | "imageAlt"
  | "linkLabel"
  | "translations";

/** Something about to be published: a text (or HTML) field, an uploaded file, or new images. */
export type PublishPart =
  | { field: string; place: TextPlace; text: string; html?: boolean }
  | { field: string; file: File }
  | { field: string; images: string[]; inBody?: boolean };

export type PublishRequest = {
  targetType: PublishTarget;
  targetId?: string;
  parts: PublishPart[];
  /** The writer confirmed that the files and images that cannot be read hold no personal data. */
  confirmUnreadable: boolean;
};

type Scanned = { field: string; hash: string; findings: ErrorDetail[]; unreadable?: ErrorDetail };

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
const sha256 = async (data: Uint8Array | string) =>
  hex(
    await crypto.subtle.digest(
      "SHA-256",
      typeof data === "string" ? new TextEncoder().encode(data) : new Uint8Array(data),
    ),
  );

const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/i;

/** HTML as the rows a reader sees: one per paragraph, heading, list item or line break. */
export function richTextRows(html: string): TextRow[] {
  return html
    .split(BLOCK_END)
    .map(richTextToPlain)
    .filter(Boolean)
    .map((line) => ({ cells: [line] }));
}

/** The images a body shows (their `src`). */
export function bodyImages(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/gi)].map((m) => m[1] ?? "");
}

type Where = { code: ErrorCode; values?: Record<string, string | number> };

const detail = (field: string, f: LeakFinding, where: Where): ErrorDetail => ({
  field,
  code: `publishing.found.${f.kind}`,
  values: { count: f.count, where },
});

const columnsText = (columns: string[]) =>
  columns.length > 5 ? `${columns.slice(0, 5).join(", ")}…` : columns.join(", ");

async function scanFile(field: string, file: File): Promise<Scanned | null> {
  const name = file.name.split(/[\\/]/).pop() ?? "";
  const ext = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "";
  // A file the attachment check refuses (type, size, disguise) is left to it (attachments.server.ts).
  const type = ATTACHMENT_TYPES[ext as AttachmentExtension];
  if (!type || file.size === 0 || file.size > ATTACHMENT_MAX_BYTES) return null;
  if (!looksLike(new Uint8Array(await file.slice(0, 16).arrayBuffer()), type.family)) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const hash = await sha256(bytes);
  const findings = scanRows([{ cells: [name] }]).map((f) => detail(field, f, { code: "publishing.where.fileName" }));
  const text = fileText(ext, bytes);
  if (!text.readable) {
    return { field, hash, findings, unreadable: { field, code: "publishing.unreadableFile", values: { name } } };
  }
  for (const place of text.places) {
    for (const f of scanRows(place.rows)) {
      const columns = columnsText(f.columns);
      const where: Where =
        place.sheet !== undefined
          ? columns
            ? {
                code: "publishing.where.sheetColumns",
                values: { name, sheet: place.sheet, sheetName: place.sheetName ?? "", columns },
              }
            : { code: "publishing.where.sheet", values: { name, sheet: place.sheet, sheetName: place.sheetName ?? "" } }
          : columns
            ? { code: "publishing.where.fileColumns", values: { name, columns } }
            : { code: "publishing.where.file", values: { name } };
      findings.push(detail(field, f, where));
    }
  }
  return { field, hash, findings };
}

async function scanPart(part: PublishPart): Promise<Scanned | null> {
  if ("file" in part) return scanFile(part.field, part.file);
  if ("images" in part) {
    if (!part.images.length) return null;
    const where = part.inBody ? "publishing.unreadableBodyImages" : "publishing.unreadableImage";
    return {
      field: part.field,
      hash: await sha256(part.images.join("\n")),
      findings: [],
      unreadable: { field: part.field, code: where, values: { count: part.images.length } },
    };
  }
  if (!part.text.trim()) return null;
  const rows = part.html ? richTextRows(part.text) : textRows(part.text);
  const findings = scanRows(rows).map((f) => detail(part.field, f, { code: `publishing.where.${part.place}` }));
  return { field: part.field, hash: await sha256(part.text), findings };
}

/** Scans every part; answers what each one holds (parts with nothing to scan left out). */
export async function scanParts(parts: PublishPart[]): Promise<Scanned[]> {
  const scanned: Scanned[] = [];
  for (const part of parts) {
    const result = await scanPart(part);
    if (result) scanned.push(result);
  }
  return scanned;
}

/**
 * This writer's open override requests (unused, unexpired) for these hashes, approved or not:
 * an approved one lets its content through, any open one is not asked for again.
 */
function openOverrides(db: Db, by: AuditActor, targetType: PublishTarget, hashes: string[]) {
  return db
    .select({
      id: publishingOverrides.id,
      contentHash: publishingOverrides.contentHash,
      approvedBy: publishingOverrides.approvedBy,
    })
    .from(publishingOverrides)
    .where(
      and(
        inArray(publishingOverrides.contentHash, hashes),
        eq(publishingOverrides.requestedBy, by.principal.username),
        eq(publishingOverrides.targetType, targetType),
        isNull(publishingOverrides.usedAt),
        gt(publishingOverrides.expiresAt, by.now),
      ),
    );
}

/** What an audit row may say of findings: codes, counts and places; never the values. */
const auditFindings = (details: ErrorDetail[]) => details.map((d) => ({ code: d.code, values: d.values }));

/**
 * Scans what a write is about to publish. Answers the statements to put in the write's own
 * batch (overrides used, unreadable files confirmed: each audited); refuses with a 422
 * DomainError naming every finding and unconfirmed file, after recording the override
 * requests and the refusal.
 */
export async function clearForPublishing(
  db: Db,
  by: AuditActor,
  request: PublishRequest,
): Promise<BatchItem<"sqlite">[]> {
  const { targetType, targetId } = request;
  const scanned = await scanParts(request.parts);
  const flagged = scanned.filter((s) => s.findings.length);
  const open = flagged.length
    ? await openOverrides(
        db,
        by,
        targetType,
        flagged.map((s) => s.hash),
      )
    : [];
  const approvedByHash = new Map(open.filter((o) => o.approvedBy !== null).map((o) => [o.contentHash, o.id]));
  const refused = flagged.filter((s) => !approvedByHash.has(s.hash));
  const unreadable = scanned.filter((s) => s.unreadable);
  const unconfirmed = request.confirmUnreadable ? [] : unreadable;
  const actor = by.principal.username;

  if (refused.length || unconfirmed.length) {
    const details = [
      ...refused.flatMap((s) => s.findings),
      ...unconfirmed.flatMap((s) => (s.unreadable ? [s.unreadable] : [])),
    ];
    if (refused.length) {
      await recordRefusal(db, by, targetType, targetId, refused, new Set(open.map((o) => o.contentHash)));
    }
    throw new DomainError(
      422,
      refused.length ? "publishing.personalData" : "publishing.unreadable",
      details[0]?.field,
      undefined,
      details,
    );
  }

  const statements: BatchItem<"sqlite">[] = [];
  for (const s of flagged) {
    const overrideId = approvedByHash.get(s.hash);
    if (!overrideId) continue;
    statements.push(
      db.update(publishingOverrides).set({ usedAt: by.now }).where(eq(publishingOverrides.id, overrideId)),
      auditStatement(
        db,
        {
          actor,
          action: "publishing.override_used",
          targetType,
          targetId,
          detail: { override: overrideId, findings: auditFindings(s.findings) },
        },
        by.origin,
      ),
    );
  }
  if (unreadable.length) {
    statements.push(
      auditStatement(
        db,
        {
          actor,
          action: "publishing.unreadable_confirmed",
          targetType,
          targetId,
          detail: { parts: unreadable.map((s) => ({ ...s.unreadable?.values, field: s.field, sha256: s.hash })) },
        },
        by.origin,
      ),
    );
  }
  return statements;
}

/** The refusal's audit row, and an override request for each refused part not already asked for. */
async function recordRefusal(
  db: Db,
  by: AuditActor,
  targetType: PublishTarget,
  targetId: string | undefined,
  refused: Scanned[],
  /** The hashes with an open request already (openOverrides). */
  open: ReadonlySet<string>,
): Promise<void> {
  const expiresAt = new Date(by.now.getTime() + OVERRIDE_REQUEST_MS);
  const requests = refused
    .filter((s) => !open.has(s.hash))
    .map((s) =>
      db.insert(publishingOverrides).values({
        targetType,
        contentHash: s.hash,
        findings: auditFindings(s.findings),
        requestedBy: by.principal.username,
        requestedAt: by.now,
        expiresAt,
      }),
    );
  const audit = auditStatement(
    db,
    {
      actor: by.principal.username,
      action: "publishing.refused",
      targetType,
      targetId,
      detail: { findings: auditFindings(refused.flatMap((s) => s.findings)) },
    },
    by.origin,
  );
  await db.batch([audit, ...requests]);
}

/** A refusal for a new image posted without the confirmation, before the image is stored. */
export function requireImageConfirmation(field: string, confirmed: boolean): void {
  if (confirmed) return;
  const unreadable: ErrorDetail = { field, code: "publishing.unreadableImage", values: { count: 1 } };
  throw new DomainError(422, "publishing.unreadable", field, undefined, [unreadable]);
}
