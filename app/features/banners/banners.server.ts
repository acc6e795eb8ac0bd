import { and, asc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { banners } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import type { BannerIllustration } from "../../lib/enums";
import type { Language } from "../../lib/i18n/languages";
import { publicContentChanged } from "../../lib/public-content.server";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { photoUrl } from "../photos/photo-keys";
import { clearForPublishing } from "../publishing/publishing-gate.server";
import type { BannerInput } from "./banner-schema";

export { BANNER_CODE_PATTERN } from "./banner-schema";

/** A slide as visitors see it, in their language where a manager translated it. */
export type BannerView = {
  id: string;
  title: string;
  text: string;
  /** A photo served by GET /api/v1/banners/{code}/{id}/image, or a site illustration; null when none. */
  imageUrl: string | null;
  imageAlt: string;
  /** The language of the description: a translation may leave it in Korean. */
  imageAltLang: Language;
  linkUrl: string | null;
  linkLabel: string;
  sortOrder: number;
  /** The language of the words: the visitor's when translated, else Korean. */
  lang: Language;
};

type Row = typeof banners.$inferSelect;

export const illustrationUrl = (name: BannerIllustration) => `/images/home/hero-${name}.svg`;

function imageUrlOf(b: Row): string | null {
  if (b.imageKey) return `/api/v1/banners/${encodeURIComponent(b.code)}/${encodeURIComponent(b.id)}/image`;
  return b.illustration ? illustrationUrl(b.illustration) : null;
}

/** Active and within its period (either end may be open) at `now`. */
function showing(now: Date) {
  return and(
    eq(banners.active, true),
    or(isNull(banners.startsAt), lte(banners.startsAt, now)),
    or(isNull(banners.endsAt), gt(banners.endsAt, now)),
  );
}

function viewOf(b: Row, lang: Language): BannerView {
  const own = lang === "ko" ? undefined : b.translations[lang];
  const words = own?.title
    ? { ...own, lang }
    : { title: b.title, text: b.text, linkLabel: b.linkLabel, lang: "ko" as const };
  return {
    id: b.id,
    title: words.title,
    text: words.text,
    imageUrl: imageUrlOf(b),
    imageAlt: own?.title && own.imageAlt ? own.imageAlt : b.imageAlt,
    imageAltLang: own?.title && own.imageAlt ? lang : "ko",
    linkUrl: b.linkUrl,
    linkLabel: words.linkLabel,
    sortOrder: b.sortOrder,
    lang: words.lang,
  };
}

/**
 * The banners of a code shown at `now`, in display order, or null when no banner (shown or
 * not) has ever used that code, so callers can tell an unknown code from an empty slot.
 */
export async function listActiveBanners(db: Db, code: string, now: Date, lang: Language): Promise<BannerView[] | null> {
  const [any, rows] = await db.batch([
    db.select({ id: banners.id }).from(banners).where(eq(banners.code, code)).limit(1),
    db
      .select()
      .from(banners)
      .where(and(eq(banners.code, code), showing(now)))
      .orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id)),
  ]);
  if (any.length === 0) return null;
  return rows.map((b) => viewOf(b, lang));
}

/** The R2 key of a shown banner's photo, or null. */
export async function activeBannerImageKey(db: Db, code: string, id: string, now: Date): Promise<string | null> {
  const row = await db
    .select({ imageKey: banners.imageKey })
    .from(banners)
    .where(and(eq(banners.code, code), eq(banners.id, id), showing(now)))
    .get();
  return row?.imageKey ?? null;
}

/*
 * The console's side (area "banners"): every banner of a code, and changes with their audit
 * rows and a new public content version (the home page is kept by the shared page cache).
 */

export type BannerRow = Row;

export function listBannersForConsole(db: Db, code: string): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(eq(banners.code, code))
    .orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id));
}

export async function getBannerForConsole(db: Db, id: string): Promise<BannerRow> {
  const row = await db.select().from(banners).where(eq(banners.id, id)).get();
  if (!row) throw new DomainError(404, "console.notFound");
  return row;
}

/** A translation without a headline is dropped: Korean shows instead. */
function stored({ confirmUnreadable: _, ...input }: BannerInput) {
  const translations = Object.fromEntries(
    Object.entries(input.translations).filter(([, words]) => words?.title),
  ) as BannerRow["translations"];
  // A photo wins over an illustration: one picture per slide.
  return { ...input, illustration: input.imageKey ? null : input.illustration, translations };
}

const audit = (db: Db, by: AuditActor, action: "record.create" | "record.update" | "record.delete", id: string) =>
  auditStatement(db, { actor: by.principal.username, action, targetType: "banner", targetId: id }, by.origin);

/** Scans what a slide is about to publish; a photo it did not show before cannot be read. */
function clearBanner(db: Db, by: AuditActor, id: string, input: BannerInput, currentImage: string | null = null) {
  const translated = Object.values(input.translations)
    .flatMap((w) => (w ? [w.title, w.text, w.linkLabel, w.imageAlt] : []))
    .join("\n");
  return clearForPublishing(db, by, {
    targetType: "banner",
    targetId: id,
    parts: [
      { field: "title", place: "title", text: input.title },
      { field: "text", place: "text", text: input.text },
      { field: "imageAlt", place: "imageAlt", text: input.imageAlt },
      { field: "linkLabel", place: "linkLabel", text: input.linkLabel },
      { field: "translations", place: "translations", text: translated },
      { field: "image", images: input.imageKey && input.imageKey !== currentImage ? [input.imageKey] : [] },
    ],
    confirmUnreadable: Boolean(input.confirmUnreadable),
  });
}

export async function createBanner(db: Db, input: BannerInput, by: AuditActor): Promise<BannerRow> {
  const id = newId();
  const cleared = await clearBanner(db, by, id, input);
  const [[created]] = await db.batch([
    db
      .insert(banners)
      .values({ ...stored(input), id, createdAt: by.now, updatedAt: by.now })
      .returning(),
    audit(db, by, "record.create", id),
    ...cleared,
    publicContentChanged(db, by.now),
  ]);
  if (!created) throw new DomainError(404, "console.notFound");
  return created;
}

export async function updateBanner(db: Db, id: string, input: BannerInput, by: AuditActor): Promise<BannerRow> {
  const current = await getBannerForConsole(db, id);
  const cleared = await clearBanner(db, by, id, input, current.imageKey);
  const [[updated]] = await db.batch([
    db
      .update(banners)
      .set({ ...stored(input), updatedAt: by.now })
      .where(eq(banners.id, id))
      .returning(),
    audit(db, by, "record.update", id),
    ...cleared,
    publicContentChanged(db, by.now),
  ]);
  if (!updated) throw new DomainError(404, "console.notFound");
  return updated;
}

export async function deleteBanner(db: Db, id: string, by: AuditActor): Promise<void> {
  await getBannerForConsole(db, id);
  await db.batch([
    db.delete(banners).where(eq(banners.id, id)),
    audit(db, by, "record.delete", id),
    publicContentChanged(db, by.now),
  ]);
}

export function bannerJson(b: BannerRow) {
  return {
    id: b.id,
    code: b.code,
    title: b.title,
    text: b.text,
    imageKey: b.imageKey,
    imageUrl: b.imageKey ? photoUrl(b.imageKey) : b.illustration ? illustrationUrl(b.illustration) : null,
    illustration: b.illustration,
    imageAlt: b.imageAlt,
    linkUrl: b.linkUrl,
    linkLabel: b.linkLabel,
    startsAt: b.startsAt?.toISOString() ?? null,
    endsAt: b.endsAt?.toISOString() ?? null,
    translations: b.translations,
    sortOrder: b.sortOrder,
    active: b.active,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}
