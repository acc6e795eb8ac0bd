import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { settings } from "../../../db/schema";
import { publicContentChanged } from "../../lib/public-content.server";
import { type AuditActor, auditStatement } from "../audit/audit.server";
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
 * changed it (a manager) and whether it is sample data stay on the record and are not returned.
 */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  return (await getSiteSettingsRecord(db)).value;
}

/** The survey link of the site setting ("" when none is set). */
export async function getSurveyUrl(db: Db): Promise<string> {
  return (await getSiteSettings(db)).surveyUrl;
}

/** The `site` setting as the console edits it: the value plus whether it is still sample data. */
export type SiteSettingsRecord = {
  value: SiteSettings;
  sample: boolean;
  updatedAt: Date | null;
  updatedBy: string | null;
};

export async function getSiteSettingsRecord(db: Db): Promise<SiteSettingsRecord> {
  const row = await db.select().from(settings).where(eq(settings.key, SITE_SETTINGS_KEY)).get();
  const parsed = row ? siteSettingsSchema.safeParse(row.value) : null;
  // Only the fact is logged: the value may hold personal contact data.
  if (parsed && !parsed.success) console.error("site setting does not match its schema");
  return {
    value: parsed?.success ? parsed.data : EMPTY_SITE_SETTINGS,
    sample: row?.sample ?? false,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/**
 * Saves the `site` setting (validated again here, whoever calls) and clears its sample mark,
 * with its audit row in the same batch.
 */
export async function saveSiteSettings(db: Db, input: SiteSettings, by: AuditActor): Promise<SiteSettingsRecord> {
  const value = siteSettingsSchema.parse(input);
  await db.batch([
    db
      .insert(settings)
      .values({ key: SITE_SETTINGS_KEY, value, sample: false, updatedAt: by.now, updatedBy: by.principal.username })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value, sample: false, updatedAt: by.now, updatedBy: by.principal.username },
      }),
    auditStatement(
      db,
      { actor: by.principal.username, action: "record.update", targetType: "setting", targetId: SITE_SETTINGS_KEY },
      by.origin,
    ),
    publicContentChanged(db, by.now),
  ]);
  return { value, sample: false, updatedAt: by.now, updatedBy: by.principal.username };
}
