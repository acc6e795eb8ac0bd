import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { popups } from "../../../db/schema";

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
