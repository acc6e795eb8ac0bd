import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "../../../app/features/settings/site-settings";
import { LOCAL_DEFAULTS } from "../../../db/seed";
import {
  BootstrapRefused,
  bootstrapPlan,
  inline,
  PLACEHOLDER,
  passwordProblems,
  placeholderSiteSettings,
} from "../../../db/seed/production";

const developer = { username: "o'brien", password: "Rk7#vLm2qz", subPassword: "Tz9!pWn4xb" };
const empty = { managers: 0, settings: 0, terms: [] };

describe("the production bootstrap (npm run setup)", () => {
  it("writes placeholder settings the console accepts and that show they are unfinished", () => {
    expect(siteSettingsSchema.parse(placeholderSiteSettings)).toEqual(placeholderSiteSettings);
    expect(placeholderSiteSettings.complexName).toContain(PLACEHOLDER);
  });

  it("writes parameters as SQLite literals, quotes doubled", () => {
    expect(inline({ sql: "insert into t (a, b, c) values (?, ?, ?)", params: ["it's", 3, null] })).toBe(
      "insert into t (a, b, c) values ('it''s', 3, NULL);",
    );
    expect(() => inline({ sql: "select ?", params: [] })).toThrow();
  });

  it("creates the account, the settings and every missing term on an empty database, and no sample table", async () => {
    const plan = await bootstrapPlan(empty, developer, { iterations: 1 });
    const sql = plan.sql.join("\n");
    expect(sql).toContain("'o''brien'");
    expect(sql).toMatch(/pbkdf2-sha256\$1\$/);
    expect(sql).not.toContain(developer.password);
    expect(plan.sql.filter((s) => s.startsWith('insert into "terms"'))).toHaveLength(3);
    const tables = plan.sql.map((s) => /^insert into "(\w+)"/.exec(s)?.[1]);
    expect([...new Set(tables)].sort()).toEqual(["managers", "settings", "terms"]);
  });

  it("adds nothing that exists: no account beside an existing one, no second settings or term", async () => {
    const plan = await bootstrapPlan({ managers: 2, settings: 1, terms: ["privacy", "application"] }, null);
    expect(plan.sql).toHaveLength(1);
    expect(plan.sql[0]).toContain("'marketing'");
    expect(plan.done[0]).toMatch(/not created: the database already has 2 account/);
  });

  it("refuses a password the console would refuse, and the local defaults", async () => {
    await expect(bootstrapPlan(empty, { ...developer, password: "short1!" })).rejects.toThrow(BootstrapRefused);
    await expect(bootstrapPlan(empty, { ...developer, password: "Password1!" })).rejects.toThrow(/passwordCommon/);
    await expect(
      bootstrapPlan(empty, { ...developer, password: LOCAL_DEFAULTS.developerPassword }, { iterations: 1 }),
    ).rejects.toThrow(BootstrapRefused);
    await expect(bootstrapPlan(empty, null)).rejects.toThrow(BootstrapRefused);
  });

  it("refuses a sub-password equal to the password, as the console's form does", async () => {
    const same = { ...developer, subPassword: developer.password };
    await expect(bootstrapPlan(empty, same, { iterations: 1 })).rejects.toThrow(/subPasswordSame/);
    expect(await passwordProblems(developer.password, developer.password)).toEqual({
      subPassword: "validation.manager.subPasswordSame",
    });
  });
});
