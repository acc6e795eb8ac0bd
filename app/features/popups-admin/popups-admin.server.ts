import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { popups } from "../../../db/schema";
import { publicContentChanged } from "../../lib/public-content.server";
import { AdminError } from "../admin/admin-error";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { photoUrl } from "../photos/photo-keys";
import type { PopupInput } from "./popup-schema";

export type PopupRow = typeof popups.$inferSelect;

/** Every popup, active or not, in display order. */
export function listPopupsForConsole(db: Db): Promise<PopupRow[]> {
  return db.select().from(popups).orderBy(asc(popups.sortOrder), asc(popups.startsAt), asc(popups.id));
}

export async function getPopupForConsole(db: Db, id: string): Promise<PopupRow> {
  const row = await db.select().from(popups).where(eq(popups.id, id)).get();
  if (!row) throw new AdminError(404, "notFound");
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
  auditStatement(db, { actor: by.actor, action, targetType: "popup", targetId: id }, by.origin);

export async function createPopup(db: Db, input: PopupInput, by: AuditActor): Promise<PopupRow> {
  const id = newId();
  const [[created]] = await db.batch([
    db
      .insert(popups)
      .values({ ...input, id, createdAt: by.now, updatedAt: by.now })
      .returning(),
    audit(db, by, "record.create", id),
    publicContentChanged(db, by.now),
  ]);
  if (!created) throw new AdminError(404, "notFound");
  return created;
}

export async function updatePopup(db: Db, id: string, input: PopupInput, by: AuditActor): Promise<PopupRow> {
  await getPopupForConsole(db, id);
  const [[updated]] = await db.batch([
    db
      .update(popups)
      .set({ ...input, updatedAt: by.now })
      .where(eq(popups.id, id))
      .returning(),
    audit(db, by, "record.update", id),
    publicContentChanged(db, by.now),
  ]);
  if (!updated) throw new AdminError(404, "notFound");
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
