import { Hono } from "hono";
import type { SiteSettingsRecord } from "../../../app/features/settings/settings.server";
import { getSiteSettingsRecord, saveSiteSettings } from "../../../app/features/settings/settings.server";
import { siteSettingsSchema } from "../../../app/features/settings/site-settings";
import type { ApiEnv } from "../types";
import { validate } from "../validate";
import { actorOf, requireArea } from "./guard";

function recordJson(r: SiteSettingsRecord) {
  return { setting: r.value, sample: r.sample, updatedAt: r.updatedAt?.toISOString() ?? null, updatedBy: r.updatedBy };
}

/** /api/console/setting: the site setting as the console edits it (area "setting"). */
export const settingApi = new Hono<ApiEnv>()
  .use(requireArea("setting"))
  .get("/", async (c) => c.json(recordJson(await getSiteSettingsRecord(c.var.scope.db))))
  .put("/", validate("json", siteSettingsSchema), async (c) => {
    return c.json(recordJson(await saveSiteSettings(c.var.scope.db, c.req.valid("json"), actorOf(c))));
  });
