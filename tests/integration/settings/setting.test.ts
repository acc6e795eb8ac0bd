import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SITE_SETTINGS_KEY } from "../../../app/features/settings/site-settings";
import { createDb } from "../../../db/client";
import { settings } from "../../../db/schema";
import { siteSettings } from "../../../db/seed/content";
import { api } from "../../../worker/api/app";
import { seedTestDb } from "../../support/integration";

const db = createDb(env.DB);

describe("GET /api/v1/setting", () => {
  beforeAll(async () => {
    await seedTestDb();
    await db.update(settings).set({ updatedBy: "developer" }).where(eq(settings.key, SITE_SETTINGS_KEY));
  });

  it("answers the public site setting: identity, footer info and links, social links, survey URL", async () => {
    const res = await api.request("/api/v1/setting", {}, env);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { setting: Record<string, unknown> };
    expect(body.setting).toEqual(siteSettings);
  });

  it("never exposes who changed the setting or the sample flag", async () => {
    const text = await (await api.request("/api/v1/setting", {}, env)).text();
    expect(text).not.toContain("developer");
    expect(text).not.toContain("updatedBy");
    expect(text).not.toContain('sample"');
  });

  it("drops keys the schema does not know, should a stored value carry them", async () => {
    await db
      .update(settings)
      .set({ value: { ...siteSettings, managerPhone: "01099998888" } })
      .where(eq(settings.key, SITE_SETTINGS_KEY));
    const text = await (await api.request("/api/v1/setting", {}, env)).text();
    expect(text).not.toContain("01099998888");
    await db.update(settings).set({ value: siteSettings }).where(eq(settings.key, SITE_SETTINGS_KEY));
  });

  it("answers the survey URL as { url } at /api/v1/getSuveryURL and under the setting", async () => {
    for (const path of ["/api/v1/getSuveryURL", "/api/v1/setting/getSuveryURL"]) {
      const res = await api.request(path, {}, env);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ url: siteSettings.surveyUrl });
    }
  });

  it("answers { url: null } when no survey is set", async () => {
    await db
      .update(settings)
      .set({ value: { ...siteSettings, surveyUrl: "" } })
      .where(eq(settings.key, SITE_SETTINGS_KEY));
    const res = await api.request("/api/v1/getSuveryURL", {}, env);
    expect(await res.json()).toEqual({ url: null });
    await db.update(settings).set({ value: siteSettings }).where(eq(settings.key, SITE_SETTINGS_KEY));
  });
});
