import { z } from "zod";
import { formText } from "../../lib/form-values";
import { footerLinkTitleSchema, internalPathSchema, type SiteSettings, siteSettingsSchema } from "./site-settings";

/*
 * The setting form, client-safe: the browser and the action read the same fields into a
 * draft and check it with the same schema. Lists are edited without JavaScript too: add,
 * remove and move buttons post the form and get the changed draft back unsaved.
 */

export const LISTS = ["footerInfo", "footerLinks", "socialLinks"] as const;
export type ListName = (typeof LISTS)[number];

export type LinkDraft = { title: string; kind: "internal" | "external"; target: string };
export type SettingsDraft = Omit<SiteSettings, "footerLinks"> & { footerLinks: LinkDraft[] };

const SCALARS = [
  "complexName",
  "operatorName",
  "representative",
  "businessNumber",
  "phone",
  "email",
  "address",
  "copyright",
  "surveyUrl",
] as const;
export type ScalarName = (typeof SCALARS)[number];

const linkDraftSchema = z
  .object({
    title: footerLinkTitleSchema,
    kind: z.enum(["internal", "external"], { error: "validation.settings.link" }),
    target: z.string({ error: "validation.settings.link" }).trim(),
  })
  .superRefine((link, ctx) => {
    const check =
      link.kind === "internal"
        ? internalPathSchema.safeParse(link.target)
        : z.url({ protocol: /^https$/ }).safeParse(link.target);
    if (!check.success) {
      const message = link.kind === "internal" ? "validation.settings.internalPath" : "validation.settings.httpsUrl";
      ctx.addIssue({ code: "custom", path: ["target"], message });
    }
  })
  .transform((l) => (l.kind === "internal" ? { title: l.title, to: l.target } : { title: l.title, href: l.target }));

/** The form's schema: the site setting, with each footer link as kind + target. */
export const settingsFormSchema = siteSettingsSchema.extend({
  footerLinks: z.array(linkDraftSchema).max(10, "validation.settings.tooMany"),
});

export function draftOf(s: SiteSettings): SettingsDraft {
  return {
    ...s,
    footerLinks: s.footerLinks.map((l) =>
      "to" in l
        ? { title: l.title, kind: "internal", target: l.to }
        : { title: l.title, kind: "external", target: l.href },
    ),
  };
}

/** Row indexes present in the form for one list, in order. */
function indexes(form: FormData, list: ListName): number[] {
  const found = new Set<number>();
  const pattern = new RegExp(`^${list}\\.(\\d{1,2})\\.`);
  for (const key of form.keys()) {
    const m = pattern.exec(key);
    if (m) found.add(Number(m[1]));
  }
  return [...found].sort((a, b) => a - b);
}

export function readDraft(form: FormData): SettingsDraft {
  const scalars = Object.fromEntries(SCALARS.map((k) => [k, formText(form, k)])) as Pick<
    SettingsDraft,
    (typeof SCALARS)[number]
  >;
  return {
    ...scalars,
    footerInfo: indexes(form, "footerInfo").map((i) => ({
      title: formText(form, `footerInfo.${i}.title`),
      text: formText(form, `footerInfo.${i}.text`),
      lineBreak: form.get(`footerInfo.${i}.lineBreak`) === "on",
    })),
    footerLinks: indexes(form, "footerLinks").map((i) => ({
      title: formText(form, `footerLinks.${i}.title`),
      kind: formText(form, `footerLinks.${i}.kind`) === "external" ? "external" : "internal",
      target: formText(form, `footerLinks.${i}.target`),
    })),
    socialLinks: indexes(form, "socialLinks").map((i) => ({
      kind: formText(form, `socialLinks.${i}.kind`) as SiteSettings["socialLinks"][number]["kind"],
      label: formText(form, `socialLinks.${i}.label`),
      url: formText(form, `socialLinks.${i}.url`),
    })),
  };
}

const BLANK = {
  footerInfo: { title: "", text: "", lineBreak: false },
  footerLinks: { title: "", kind: "internal", target: "" },
  socialLinks: { kind: "blog", label: "", url: "" },
} as const;

const MAX: Record<ListName, number> = { footerInfo: 20, footerLinks: 10, socialLinks: 8 };

export type Edit = { op: "add" | "remove" | "up" | "down"; list: ListName; index: number };

/** Reads a list button's value: "add:footerInfo", "remove:footerLinks:2", "up:socialLinks:1"… */
export function parseEdit(intent: string): Edit | null {
  const m = /^(add|remove|up|down):(footerInfo|footerLinks|socialLinks)(?::(\d{1,2}))?$/.exec(intent);
  if (!m) return null;
  return { op: m[1] as Edit["op"], list: m[2] as ListName, index: Number(m[3] ?? 0) };
}

/** The draft after one list edit, and the field to focus afterwards. */
export function applyEdit(draft: SettingsDraft, edit: Edit): { draft: SettingsDraft; focus: string } {
  const items = [...draft[edit.list]] as unknown[];
  const { index: i } = edit;
  let focus = `add:${edit.list}`;
  if (edit.op === "add" && items.length < MAX[edit.list]) {
    items.push({ ...BLANK[edit.list] });
    focus = `${edit.list}.${items.length - 1}.${edit.list === "socialLinks" ? "kind" : "title"}`;
  } else if (edit.op === "remove" && i < items.length) {
    items.splice(i, 1);
  } else if (edit.op === "up" && i > 0 && i < items.length) {
    [items[i - 1], items[i]] = [items[i], items[i - 1]];
    focus = i - 1 > 0 ? `up:${edit.list}:${i - 1}` : `down:${edit.list}:0`;
  } else if (edit.op === "down" && i + 1 < items.length) {
    [items[i], items[i + 1]] = [items[i + 1], items[i]];
    focus = i + 2 < items.length ? `down:${edit.list}:${i + 1}` : `up:${edit.list}:${i + 1}`;
  }
  return { draft: { ...draft, [edit.list]: items }, focus };
}
