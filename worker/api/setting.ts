import { Hono } from "hono";
import { getSiteSettings, getSurveyUrl } from "../../app/features/settings/settings.server";
import type { ApiEnv } from "./types";

/** `{ url }` of the visitor survey, null when none is set. */
export const surveyUrl = new Hono<ApiEnv>().get("/", async (c) => {
  const url = await getSurveyUrl(c.var.scope.db);
  return c.json({ url: url === "" ? null : url });
});

/**
 * GET /api/v1/setting: the public site setting (identity, footer, links); never who
 * changed it. docs/product.md §7.2 lists "/api/v1/setting and /getSuveryURL" (the old spelling); the survey
 * link answers both under the setting and at /api/v1/getSuveryURL.
 */
export const setting = new Hono<ApiEnv>()
  .get("/", async (c) => c.json({ setting: await getSiteSettings(c.var.scope.db) }))
  .route("/getSuveryURL", surveyUrl);
