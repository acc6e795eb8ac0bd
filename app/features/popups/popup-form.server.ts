import type { Db } from "../../../db/client";
import { formatDateTime, seoulInputValue } from "../../lib/format";
import type { AuditActor } from "../audit/audit.server";
import { formFile, storeFormPhoto } from "../photos/form-photo.server";
import { photoUrl } from "../photos/photo-keys";
import { requireImageConfirmation } from "../publishing/publishing-gate.server";
import { popupFormSchema, popupFromForm } from "./popup-schema";
import { createPopup, type PopupRow, updatePopup } from "./popups.server";

/**
 * The console's popup form, created or saved: checked with the form's schema first, so a
 * refused form stores no picture; then the new picture (if any) goes through the editor
 * photos' checks and takes the place of the old one.
 */
export async function savePopupFromForm(
  db: Db,
  bucket: R2Bucket,
  form: FormData,
  by: AuditActor,
  id?: string,
): Promise<PopupRow> {
  const { newImage: _, ...input } = popupFormSchema.parse(popupFromForm(form));
  const file = formFile(form, "image");
  // Refused before the picture is stored: the scan cannot read it (publishing-gate.server.ts).
  if (file) requireImageConfirmation("image", Boolean(input.confirmUnreadable));
  const imageKey = file ? (await storeFormPhoto(db, bucket, file, by, "image")).key : input.imageKey;
  const popup = { ...input, imageKey };
  return id ? updatePopup(db, id, popup, by) : createPopup(db, popup, by);
}

/** Where a popup stands at `now`, for the console's list. */
export function popupState(p: Pick<PopupRow, "active" | "startsAt" | "endsAt">, now: Date) {
  if (!p.active) return "off" as const;
  if (now < p.startsAt) return "scheduled" as const;
  if (now >= p.endsAt) return "ended" as const;
  return "live" as const;
}

/** A datetime-local field's value, to the minute, in Seoul time. */
export const minuteInput = (d: Date) => seoulInputValue(d).slice(0, 16);

/** A popup as the console's form and preview show it. */
export function popupFormView(p: PopupRow) {
  return {
    id: p.id,
    title: p.title,
    body: p.body,
    imageKey: p.imageKey ?? "",
    imageUrl: p.imageKey ? photoUrl(p.imageKey) : null,
    imageAlt: p.imageAlt,
    linkUrl: p.linkUrl ?? "",
    startsAt: minuteInput(p.startsAt),
    endsAt: minuteInput(p.endsAt),
    period: { from: formatDateTime(p.startsAt), to: formatDateTime(p.endsAt) },
    sortOrder: String(p.sortOrder),
    active: p.active,
  };
}

export type PopupFormView = ReturnType<typeof popupFormView>;
