import type { Db } from "../../../db/client";
import { formatDateTime } from "../../lib/format";
import type { AuditActor } from "../audit/audit.server";
import { formFile, storeFormPhoto } from "../photos/form-photo.server";
import { photoUrl } from "../photos/photo-keys";
import { minuteInput } from "../popups/popup-form.server";
import { requireImageConfirmation } from "../publishing/publishing-gate.server";
import { type BANNER_TRANSLATIONS, bannerFormSchema, bannerFromForm } from "./banner-schema";
import { type BannerRow, createBanner, illustrationUrl, updateBanner } from "./banners.server";

/**
 * The console's banner form, created or saved: checked first (a refused form stores no
 * photo), then a new photo goes through the editor photos' checks and replaces the picture.
 */
export async function saveBannerFromForm(
  db: Db,
  bucket: R2Bucket,
  form: FormData,
  by: AuditActor,
  id?: string,
): Promise<BannerRow> {
  const { newImage, ...input } = bannerFormSchema.parse(bannerFromForm(form));
  const file = newImage ? formFile(form, "upload") : null;
  // Refused before the photo is stored: the scan cannot read it (publishing-gate.server.ts).
  if (file) requireImageConfirmation("image", Boolean(input.confirmUnreadable));
  const imageKey = file ? (await storeFormPhoto(db, bucket, file, by, "image")).key : input.imageKey;
  const banner = { ...input, imageKey, illustration: imageKey ? null : input.illustration };
  return id ? updateBanner(db, id, banner, by) : createBanner(db, banner, by);
}

/** Where a banner stands at `now`, for the console's list. */
export function bannerState(b: Pick<BannerRow, "active" | "startsAt" | "endsAt">, now: Date) {
  if (!b.active) return "off" as const;
  if (b.startsAt && now < b.startsAt) return "scheduled" as const;
  if (b.endsAt && now >= b.endsAt) return "ended" as const;
  return "live" as const;
}

/** What the console's form and preview show of a banner, as text. */
export function bannerFormView(b: BannerRow) {
  const words = (lang: (typeof BANNER_TRANSLATIONS)[number]) => ({
    title: b.translations[lang]?.title ?? "",
    text: b.translations[lang]?.text ?? "",
    linkLabel: b.translations[lang]?.linkLabel ?? "",
    imageAlt: b.translations[lang]?.imageAlt ?? "",
  });
  return {
    id: b.id,
    code: b.code,
    title: b.title,
    text: b.text,
    image: b.imageKey ? "keep" : (b.illustration ?? ""),
    imageKey: b.imageKey ?? "",
    imageUrl: b.imageKey ? photoUrl(b.imageKey) : b.illustration ? illustrationUrl(b.illustration) : null,
    imageAlt: b.imageAlt,
    linkUrl: b.linkUrl ?? "",
    linkLabel: b.linkLabel,
    startsAt: b.startsAt ? minuteInput(b.startsAt) : "",
    endsAt: b.endsAt ? minuteInput(b.endsAt) : "",
    period: { from: formatDateTime(b.startsAt), to: formatDateTime(b.endsAt) },
    sortOrder: String(b.sortOrder),
    active: b.active,
    translations: { en: words("en"), cn: words("cn") },
  };
}

export type BannerFormView = ReturnType<typeof bannerFormView>;

/** A refused form's own values, to show again (the photo choice falls back to what is stored). */
export function bannerFormValues(form: FormData, current: { imageKey: string; imageUrl: string | null }) {
  const read = bannerFromForm(form);
  return {
    code: read.code,
    title: read.title,
    text: read.text,
    image: read.newImage ? "" : (read.illustration ?? (read.imageKey ? "keep" : "")),
    imageKey: current.imageKey,
    imageUrl: current.imageUrl,
    imageAlt: read.imageAlt,
    linkUrl: read.linkUrl ?? "",
    linkLabel: read.linkLabel,
    startsAt: read.startsAt,
    endsAt: read.endsAt,
    sortOrder: String(read.sortOrder),
    active: read.active,
    translations: read.translations as BannerFormView["translations"],
  };
}
