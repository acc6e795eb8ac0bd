import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { settings } from "../../../db/schema";
import { SITE_SETTINGS_KEY, type SiteSettings, siteSettingsSchema } from "./site-settings";

/**
 * What the site shows before a manager has saved any setting (or if the stored value no
 * longer fits the schema): no identity, no links, rather than an error page.
 */
export const EMPTY_SITE_SETTINGS: SiteSettings = {
  complexName: "",
  operatorName: "",
  representative: "",
  businessNumber: "",
  phone: "",
  email: "",
  address: "",
  copyright: "",
  footerInfo: [],
  footerLinks: [],
  socialLinks: [],
  surveyUrl: "",
};

/**
 * The public `site` setting, parsed by its schema so unknown keys never leak out. Who last
 * changed it (a manager) and whether it is sample data stay on the row and are not returned.
 */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const row = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SITE_SETTINGS_KEY))
    .get();
  if (!row) return EMPTY_SITE_SETTINGS;
  const parsed = siteSettingsSchema.safeParse(row.value);
  if (!parsed.success) {
    // Only the fact is logged: the value may hold personal contact data.
    console.error("site setting does not match its schema");
    return EMPTY_SITE_SETTINGS;
  }
  return parsed.data;
}

/** The survey link of the site setting ("" when none is set). */
export async function getSurveyUrl(db: Db): Promise<string> {
  return (await getSiteSettings(db)).surveyUrl;
}
