import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { banners } from "../../../db/schema";

/** Banner codes are slugs such as "main". */
export const BANNER_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export type BannerView = {
  id: string;
  title: string;
  /** Served from R2 by GET /api/v1/banners/{code}/{id}/image; null when the banner has none. */
  imageUrl: string | null;
  imageAlt: string;
  linkUrl: string | null;
  sortOrder: number;
};

/**
 * The active banners of a code in display order, or null when no banner (active or not)
 * has ever used that code, so callers can tell an unknown code from an empty slot.
 */
export async function listActiveBanners(db: Db, code: string): Promise<BannerView[] | null> {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.code, code))
    .orderBy(asc(banners.sortOrder), asc(banners.createdAt));
  if (rows.length === 0) return null;
  return rows
    .filter((b) => b.active)
    .map((b) => ({
      id: b.id,
      title: b.title,
      imageUrl: b.imageKey ? `/api/v1/banners/${encodeURIComponent(code)}/${encodeURIComponent(b.id)}/image` : null,
      imageAlt: b.imageAlt,
      linkUrl: b.linkUrl,
      sortOrder: b.sortOrder,
    }));
}

/** The R2 key of an active banner's image, or null. */
export async function activeBannerImageKey(db: Db, code: string, id: string): Promise<string | null> {
  const row = await db
    .select({ imageKey: banners.imageKey })
    .from(banners)
    .where(and(eq(banners.code, code), eq(banners.id, id), eq(banners.active, true)))
    .get();
  return row?.imageKey ?? null;
}
