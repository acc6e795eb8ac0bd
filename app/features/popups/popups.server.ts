import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { popups } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { publicContentChanged } from "../../lib/public-content.server";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { photoUrl } from "../photos/photo-keys";
import { clearForPublishing } from "../publishing/publishing-gate.server";
import type { PopupInput } from "./popup-schema";

/** A popup as the public site sees it: no manager-only fields. */
export type PublicPopup = {
  id: string;
  title: string;
  body: string;
  linkUrl: string | null;
  image: { url: string; alt: string } | null;
  startsAt: string;
  endsAt: string;
};

export function popupImageUrl(id: string): string {
  return `/api/v1/popups/${encodeURIComponent(id)}/image`;
}

function activeAt(now: Date) {
  return and(eq(popups.active, true), lte(popups.startsAt, now), gt(popups.endsAt, now));
}

/** Popups shown now (active, startsAt ≤ now < endsAt), in their sort order. */
export async function listActivePopups(db: Db, now: Date): Promise<PublicPopup[]> {
  const rows = await db
    .select()
    .from(popups)
    .where(activeAt(now))
    .orderBy(asc(popups.sortOrder), asc(popups.startsAt), asc(popups.id));
  return rows.map((p) => ({
    id: p.id,
    title: p.title,
    body: p.body,
    linkUrl: p.linkUrl,
    image: p.imageKey ? { url: popupImageUrl(p.id), alt: p.imageAlt } : null,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
  }));
}

/** The R2 key of a popup's image, only while the popup is shown. */
export async function activePopupImageKey(db: Db, id: string, now: Date): Promise<string | null> {
  const row = await db
    .select({ imageKey: popups.imageKey })
    .from(popups)
    .where(and(eq(popups.id, id), activeAt(now)))
    .get();
  return row?.imageKey ?? null;
}

/* The console's side: every popup, and changes with their audit rows. */

export type PopupRow = typeof popups.$inferSelect;

/** Every popup, active or not, in display order. */
export function listPopupsForConsole(db: Db): Promise<PopupRow[]> {
  return db.select().from(popups).orderBy(asc(popups.sortOrder), asc(popups.startsAt), asc(popups.id));
}

export async function getPopupForConsole(db: Db, id: string): Promise<PopupRow> {
  const row = await db.select().from(popups).where(eq(popups.id, id)).get();
  if (!row) throw new DomainError(404, "console.notFound");
  return row;
}

export function popupJson(p: PopupRow) {
  return {
    id: p.id,
    title: p.title,
    body: p.body,
    imageKey: p.imageKey,
    imageUrl: p.imageKey ? photoUrl(p.imageKey) : null,
    imageAlt: p.imageAlt,
    linkUrl: p.linkUrl,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    sortOrder: p.sortOrder,
    active: p.active,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

const audit = (db: Db, by: AuditActor, action: "record.create" | "record.update" | "record.delete", id: string) =>
  auditStatement(db, { actor: by.principal.username, action, targetType: "popup", targetId: id }, by.origin);

/** Scans what a popup is about to publish; a picture it did not show before cannot be read. */
function clearPopup(db: Db, by: AuditActor, id: string, input: PopupInput, currentImage: string | null = null) {
  return clearForPublishing(db, by, {
    targetType: "popup",
    targetId: id,
    parts: [
      { field: "title", place: "title", text: input.title },
      { field: "body", place: "body", text: input.body },
      { field: "imageAlt", place: "imageAlt", text: input.imageAlt },
      { field: "image", images: input.imageKey && input.imageKey !== currentImage ? [input.imageKey] : [] },
    ],
    confirmUnreadable: Boolean(input.confirmUnreadable),
  });
}

export async function createPopup(db: Db, input: PopupInput, by: AuditActor): Promise<PopupRow> {
  const id = newId();
  const cleared = await clearPopup(db, by, id, input);
  const { confirmUnreadable: _, ...fields } = input;
  const [[created]] = await db.batch([
    db
      .insert(popups)
      .values({ ...fields, id, createdAt: by.now, updatedAt: by.now })
      .returning(),
    audit(db, by, "record.create", id),
    ...cleared,
    publicContentChanged(db, by.now),
  ]);
  if (!created) throw new DomainError(404, "console.notFound");
  return created;
}

export async function updatePopup(db: Db, id: string, input: PopupInput, by: AuditActor): Promise<PopupRow> {
  const current = await getPopupForConsole(db, id);
  const cleared = await clearPopup(db, by, id, input, current.imageKey);
  const { confirmUnreadable: _, ...fields } = input;
  const [[updated]] = await db.batch([
    db
      .update(popups)
      .set({ ...fields, updatedAt: by.now })
      .where(eq(popups.id, id))
      .returning(),
    audit(db, by, "record.update", id),
    ...cleared,
    publicContentChanged(db, by.now),
  ]);
  if (!updated) throw new DomainError(404, "console.notFound");
  return updated;
}

export async function deletePopup(db: Db, id: string, by: AuditActor): Promise<void> {
  await getPopupForConsole(db, id);
  await db.batch([
    db.delete(popups).where(eq(popups.id, id)),
    audit(db, by, "record.delete", id),
    publicContentChanged(db, by.now),
  ]);
}
