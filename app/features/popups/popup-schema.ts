import { z } from "zod";
import { PHOTO_KEY_PATTERN } from "../photos/photo-keys";

const instant = (message: string) => z.iso.datetime({ offset: true, error: message }).transform((v) => new Date(v));

const link = z.union([z.string().regex(/^\/(?!\/)[A-Za-z0-9/_?=&#%.-]*$/), z.url({ protocol: /^https$/ })], {
  error: "validation.popups.linkUrl",
});

/** A popup of the home page (POST creates, PUT replaces). */
export const popupSchema = z
  .object({
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
    imageAlt: z
      .string({ error: "validation.popups.imageAlt" })
      .trim()
      .max(200, "validation.popups.imageAlt")
      .default(""),
    linkUrl: link.nullable().default(null),
    startsAt: instant("validation.popups.startsAt"),
    endsAt: instant("validation.popups.endsAt"),
    sortOrder: z
      .number({ error: "validation.popups.sortOrder" })
      .int("validation.popups.sortOrder")
      .min(0, "validation.popups.sortOrder")
      .max(9999, "validation.popups.sortOrder")
      .default(0),
    active: z.boolean({ error: "validation.popups.active" }).default(true),
  })
  .refine((p) => p.endsAt > p.startsAt, { path: ["endsAt"], message: "validation.popups.period" })
  .refine((p) => !p.imageKey || p.imageAlt.length > 0, { path: ["imageAlt"], message: "validation.popups.imageAlt" });

export type PopupInput = z.output<typeof popupSchema>;
