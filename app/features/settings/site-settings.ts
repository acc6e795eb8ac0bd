import { z } from "zod";
import { SOCIAL_LINK_KINDS } from "../../lib/enums";

const required = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const httpsUrl = (message: string) => z.url({ protocol: /^https$/, error: message });

/** Internal routes a footer link may point to; anything else must be an external https URL. */
export const internalPathSchema = z
  .string({ error: "validation.settings.internalPath" })
  .regex(/^\/(?!\/)[A-Za-z0-9/_-]*$/, "validation.settings.internalPath");

export const footerInfoItemSchema = z.object({
  title: required(40, "validation.settings.infoTitle"),
  text: required(200, "validation.settings.infoText"),
  lineBreak: z.boolean().default(false),
});

export const footerLinkTitleSchema = required(40, "validation.settings.linkTitle");

export const footerLinkSchema = z.union(
  [
    z.object({ title: footerLinkTitleSchema, to: internalPathSchema }),
    z.object({ title: footerLinkTitleSchema, href: httpsUrl("validation.settings.httpsUrl") }),
  ],
  { error: "validation.settings.link" },
);

export const socialLinkSchema = z.object({
  kind: z.enum(SOCIAL_LINK_KINDS, { error: "validation.settings.socialKind" }),
  label: required(40, "validation.settings.socialLabel"),
  url: httpsUrl("validation.settings.httpsUrl"),
});

/** The `site` setting: identity of the complex and operator, footer and links. */
export const siteSettingsSchema = z.object({
  complexName: required(80, "validation.settings.complexName"),
  operatorName: required(80, "validation.settings.operatorName"),
  representative: required(40, "validation.settings.representative"),
  businessNumber: z
    .string({ error: "validation.settings.businessNumber" })
    .regex(/^\d{3}-\d{2}-\d{5}$/, "validation.settings.businessNumber"),
  phone: required(20, "validation.settings.phone"),
  email: z.email({ error: "validation.email" }),
  address: required(200, "validation.settings.address"),
  copyright: required(120, "validation.settings.copyright"),
  footerInfo: z.array(footerInfoItemSchema).max(20, "validation.settings.tooMany"),
  footerLinks: z.array(footerLinkSchema).max(10, "validation.settings.tooMany"),
  socialLinks: z.array(socialLinkSchema).max(8, "validation.settings.tooMany"),
  surveyUrl: z.union(
    [httpsUrl("validation.settings.surveyUrl"), z.literal("", { error: "validation.settings.surveyUrl" })],
    {
      error: "validation.settings.surveyUrl",
    },
  ),
});

export type SiteSettings = z.output<typeof siteSettingsSchema>;
export const SITE_SETTINGS_KEY = "site";
