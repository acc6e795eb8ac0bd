import { z } from "zod";
import { BANNER_ILLUSTRATIONS } from "../../lib/enums";
import { formText } from "../../lib/form-values";
import { seoulInstant } from "../../lib/seoul-instant";
import { PHOTO_KEY_PATTERN } from "../photos/photo-keys";
import { hasFile, numberField } from "../popups/popup-schema";

/*
 * A banner (a slide of the home hero, code "main") as the console form and
 * /api/console/banners take it. Client-safe.
 */

/** Banner codes are slugs such as "main". */
export const BANNER_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const HERO_BANNER_CODE = "main";

/** The languages a banner's words may be translated into (Korean is the original). */
export const BANNER_TRANSLATIONS = ["en", "cn"] as const;

const title = z
  .string({ error: "validation.banners.title" })
  .trim()
  .min(1, "validation.banners.title")
  .max(60, "validation.banners.title");
const text = z.string({ error: "validation.banners.text" }).trim().max(200, "validation.banners.text").default("");
const linkLabel = z
  .string({ error: "validation.banners.linkLabel" })
  .trim()
  .max(30, "validation.banners.linkLabel")
  .default("");
const imageAlt = z
  .string({ error: "validation.banners.imageAlt" })
  .trim()
  .max(200, "validation.banners.imageAlt")
  .default("");
/** Empty (the form) or absent: that end of the period is open. */
const optionalInstant = (code: "validation.banners.startsAt" | "validation.banners.endsAt") =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), seoulInstant(code).nullable());

/** The words of one translation; a translation without a headline is no translation (Korean shows). */
const translation = z
  .object({ title: z.string().trim().max(60, "validation.banners.title").default(""), text, linkLabel, imageAlt })
  .optional();

const bannerFields = z.object({
  code: z.string({ error: "validation.banners.code" }).regex(BANNER_CODE_PATTERN, "validation.banners.code"),
  title,
  text,
  imageKey: z
    .string({ error: "validation.banners.image" })
    .regex(PHOTO_KEY_PATTERN, "validation.banners.image")
    .nullable()
    .default(null),
  illustration: z.enum(BANNER_ILLUSTRATIONS, { error: "validation.banners.illustration" }).nullable().default(null),
  imageAlt,
  linkUrl: z
    .union([z.string().regex(/^\/(?!\/)[A-Za-z0-9/_?=&#%.-]*$/), z.url({ protocol: /^https$/ })], {
      error: "validation.banners.linkUrl",
    })
    .nullable()
    .default(null),
  linkLabel,
  startsAt: optionalInstant("validation.banners.startsAt"),
  endsAt: optionalInstant("validation.banners.endsAt"),
  sortOrder: z
    .number({ error: "validation.banners.sortOrder" })
    .int("validation.banners.sortOrder")
    .min(0, "validation.banners.sortOrder")
    .max(9999, "validation.banners.sortOrder")
    .default(0),
  active: z.boolean({ error: "validation.banners.active" }).default(true),
  translations: z.object({ en: translation, cn: translation }).default({}),
  /** A new picture cannot be read by the leak scan: the writer confirms it holds no personal data. */
  confirmUnreadable: z.boolean({ error: "validation.content.flag" }).optional(),
});

type Fields = z.output<typeof bannerFields>;

const rules = <T extends Fields & { newImage?: boolean }>(schema: z.ZodType<T>) =>
  schema
    .refine((b) => !b.startsAt || !b.endsAt || b.endsAt > b.startsAt, {
      path: ["endsAt"],
      message: "validation.banners.period",
      when: (payload) => !payload.issues.some((i) => ["startsAt", "endsAt"].includes(String(i.path?.[0]))),
    })
    .refine((b) => Boolean(b.imageKey || b.illustration || b.newImage), {
      path: ["image"],
      message: "validation.banners.image",
    })
    .refine((b) => b.imageAlt.length > 0, { path: ["imageAlt"], message: "validation.banners.imageAlt" });

/** POST creates, PUT replaces; a slide always has a picture and its description. */
export const bannerSchema = rules(bannerFields);
/** The console form: the same, plus whether a new picture is uploaded with it. */
export const bannerFormSchema = rules(bannerFields.extend({ newImage: z.boolean() }));

export type BannerInput = Fields;
export type BannerTranslationInput = NonNullable<Fields["translations"]["en"]>;

/**
 * The console form as the schema reads it. The picture is one choice ("image"): the current
 * photo ("keep"), a site illustration by name, or a new upload ("upload" with a file).
 */
export function bannerFromForm(form: FormData) {
  const choice = formText(form, "image");
  const illustration = (BANNER_ILLUSTRATIONS as readonly string[]).includes(choice) ? choice : null;
  const linkUrl = formText(form, "linkUrl").trim();
  const words = (lang: string) => ({
    title: formText(form, `translations.${lang}.title`),
    text: formText(form, `translations.${lang}.text`),
    linkLabel: formText(form, `translations.${lang}.linkLabel`),
    imageAlt: formText(form, `translations.${lang}.imageAlt`),
  });
  return {
    code: formText(form, "code"),
    title: formText(form, "title"),
    text: formText(form, "text"),
    imageKey: choice === "keep" ? formText(form, "imageKey") || null : null,
    illustration,
    imageAlt: formText(form, "imageAlt"),
    linkUrl: linkUrl === "" ? null : linkUrl,
    linkLabel: formText(form, "linkLabel"),
    startsAt: formText(form, "startsAt"),
    endsAt: formText(form, "endsAt"),
    sortOrder: numberField(form, "sortOrder"),
    active: form.get("active") === "on",
    translations: Object.fromEntries(BANNER_TRANSLATIONS.map((l) => [l, words(l)])),
    confirmUnreadable: form.get("confirmUnreadable") === "on",
    newImage: choice === "upload" && hasFile(form, "upload"),
  };
}
