import { z } from "zod";
import { formText } from "../../lib/form-values";
import { seoulInstant } from "../../lib/seoul-instant";
import { PHOTO_KEY_PATTERN } from "../photos/photo-keys";

const link = z.union([z.string().regex(/^\/(?!\/)[A-Za-z0-9/_?=&#%.-]*$/), z.url({ protocol: /^https$/ })], {
  error: "validation.popups.linkUrl",
});

/** A popup's fields, in the order the console form shows them. */
const popupFields = z.object({
  title: z
    .string({ error: "validation.popups.title" })
    .trim()
    .min(1, "validation.popups.title")
    .max(100, "validation.popups.title"),
  body: z.string({ error: "validation.popups.body" }).trim().max(5000, "validation.popups.body").default(""),
  imageKey: z
    .string({ error: "validation.popups.imageKey" })
    .regex(PHOTO_KEY_PATTERN, "validation.popups.imageKey")
    .nullable()
    .default(null),
  imageAlt: z.string({ error: "validation.popups.imageAlt" }).trim().max(200, "validation.popups.imageAlt").default(""),
  linkUrl: link.nullable().default(null),
  startsAt: seoulInstant("validation.popups.startsAt"),
  endsAt: seoulInstant("validation.popups.endsAt"),
  sortOrder: z
    .number({ error: "validation.popups.sortOrder" })
    .int("validation.popups.sortOrder")
    .min(0, "validation.popups.sortOrder")
    .max(9999, "validation.popups.sortOrder")
    .default(0),
  active: z.boolean({ error: "validation.popups.active" }).default(true),
  /** A new picture cannot be read by the leak scan: the writer confirms it holds no personal data. */
  confirmUnreadable: z.boolean({ error: "validation.content.flag" }).optional(),
});

type Fields = z.output<typeof popupFields>;

/** Checked as soon as both instants read, so the form shows it beside the other fields' messages. */
const periodRule = {
  path: ["endsAt"],
  message: "validation.popups.period",
  when: (payload: { issues: { path?: PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => ["startsAt", "endsAt"].includes(String(issue.path?.[0]))),
};

/** A popup of the home page (POST creates, PUT replaces). */
export const popupSchema = popupFields
  .refine((p) => p.endsAt > p.startsAt, periodRule)
  .refine((p) => !p.imageKey || p.imageAlt.length > 0, { path: ["imageAlt"], message: "validation.popups.imageAlt" });

/**
 * The console form: the same fields, plus whether a new image comes with it (uploaded by the
 * action, which then fills `imageKey`); a picture needs its description either way.
 */
export const popupFormSchema = popupFields
  .extend({ newImage: z.boolean() })
  .refine((p) => p.endsAt > p.startsAt, periodRule)
  .refine((p) => !(p.imageKey || p.newImage) || p.imageAlt.length > 0, {
    path: ["imageAlt"],
    message: "validation.popups.imageAlt",
  });

export type PopupInput = Fields;

/** A number field as a number when it is one; anything else is left for the schema to refuse. */
export function numberField(form: FormData, name: string): number | string {
  const text = formText(form, name).trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** Whether the form carries a file in `name` (an empty file input sends an empty, nameless file). */
export function hasFile(form: FormData, name: string): boolean {
  const value = form.get(name);
  return typeof value === "object" && value !== null && value.size > 0;
}

/** The console form as the schema reads it; "removeImage" drops the current picture. */
export function popupFromForm(form: FormData) {
  const keep = form.get("removeImage") !== "on";
  const linkUrl = formText(form, "linkUrl").trim();
  return {
    title: formText(form, "title"),
    body: formText(form, "body"),
    imageKey: keep ? formText(form, "imageKey") || null : null,
    imageAlt: formText(form, "imageAlt"),
    linkUrl: linkUrl === "" ? null : linkUrl,
    startsAt: formText(form, "startsAt"),
    endsAt: formText(form, "endsAt"),
    sortOrder: numberField(form, "sortOrder"),
    active: form.get("active") === "on",
    confirmUnreadable: form.get("confirmUnreadable") === "on",
    newImage: hasFile(form, "image"),
  };
}
