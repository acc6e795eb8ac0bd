import { z } from "zod";
import { SOCIAL_LINK_KINDS } from "../../lib/enums";

/** Internal routes a footer link may point to; anything else must be an external https URL. */
const internalPath = z.string().regex(/^\/[A-Za-z0-9/_-]*$/, "사이트 안의 경로를 입력해주세요");

export const footerInfoItemSchema = z.object({
  title: z.string().trim().min(1).max(40),
  text: z.string().trim().min(1).max(200),
  lineBreak: z.boolean().default(false),
});

export const footerLinkSchema = z.union([
  z.object({ title: z.string().trim().min(1).max(40), to: internalPath }),
  z.object({ title: z.string().trim().min(1).max(40), href: z.url({ protocol: /^https$/ }) }),
]);

export const socialLinkSchema = z.object({
  kind: z.enum(SOCIAL_LINK_KINDS),
  label: z.string().trim().min(1).max(40),
  url: z.url({ protocol: /^https$/ }),
});

/** The `site` setting: identity of the complex and operator, footer and links. */
export const siteSettingsSchema = z.object({
  complexName: z.string().trim().min(1).max(80),
  operatorName: z.string().trim().min(1).max(80),
  representative: z.string().trim().min(1).max(40),
  businessNumber: z.string().regex(/^\d{3}-\d{2}-\d{5}$/),
  phone: z.string().trim().min(1).max(20),
  email: z.email(),
  address: z.string().trim().min(1).max(200),
  copyright: z.string().trim().min(1).max(120),
  footerInfo: z.array(footerInfoItemSchema).max(20),
  footerLinks: z.array(footerLinkSchema).max(10),
  socialLinks: z.array(socialLinkSchema).max(8),
  surveyUrl: z.union([z.url({ protocol: /^https$/ }), z.literal("")]),
});

export type SiteSettings = z.output<typeof siteSettingsSchema>;
export const SITE_SETTINGS_KEY = "site";
