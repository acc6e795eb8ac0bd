import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createT, mergeMessages, translate } from "../../../app/lib/i18n/client";
import { CONSOLE_VALIDATION_GROUPS, clientMessages, createI18n } from "../../../app/lib/i18n/i18n.server";
import { languageCookie, rememberLanguageChoice } from "../../../app/lib/i18n/language-cookie.server";
import { LANGUAGES } from "../../../app/lib/i18n/languages";

describe("translate", () => {
  const messages = { common: { siteName: "하늘채움" }, site: { hero: { slide: "{{current}} / {{ total }}" } } };

  it("looks up dotted keys and fills {{placeholders}}", () => {
    expect(translate(messages, "common.siteName")).toBe("하늘채움");
    expect(translate(messages, "site.hero.slide", { current: 2, total: 3 })).toBe("2 / 3");
  });

  it("leaves unknown placeholders and answers the key for a missing or non-leaf key", () => {
    expect(translate(messages, "site.hero.slide", { current: 1 })).toBe("1 / {{ total }}");
    expect(translate(messages, "site.hero")).toBe("site.hero");
    expect(translate(messages, "site.nothing.here")).toBe("site.nothing.here");
  });
});

describe("clientMessages", () => {
  it("sends the shell namespaces of one language only, matching what i18next says on the server", () => {
    for (const lang of LANGUAGES) {
      const messages = clientMessages(lang, ["base", "site"]);
      const server = createI18n(lang).t;
      const t = createT(messages);
      expect(t("common.skipToContent")).toBe(server("common.skipToContent"));
      expect(t("site.menu.registration")).toBe(server("site.menu.registration"));
      expect(t("site.hero.slide", { current: 1, total: 3 })).toBe(server("site.hero.slide", { current: 1, total: 3 }));
      expect(Object.keys(messages).sort()).toEqual(["common", "errorPage", "home", "pagination", "site", "window"]);
    }
  });

  it("carries no other language and no unrequested namespace", () => {
    const en = JSON.stringify(clientMessages("en", ["base", "site"]));
    expect(en).not.toContain("본문 바로가기");
    expect(en).not.toContain("跳到正文");
    expect(Object.keys(clientMessages("ko", ["forms"]))).toEqual(["forms"]);
    expect(clientMessages("ko")).toEqual({});
  });

  it("can send one section of a namespace, as a page with a form ships only what it checks", () => {
    const picked = clientMessages("en", ["forms.board", "forms.common", "errors.validation"]);
    expect(Object.keys(picked).sort()).toEqual(["errors", "forms"]);
    expect(Object.keys(picked.forms ?? {}).sort()).toEqual(["board", "common"]);
    expect(Object.keys(picked.errors ?? {})).toEqual(["validation"]);
    expect(createT(picked)("errors.validation.name")).toBe("Please enter your name");
  });
});

describe("a public page's validation messages", () => {
  it("are the shared field messages and the public forms' groups, without the console's", () => {
    for (const lang of LANGUAGES) {
      const site = clientMessages(lang, ["errors.validation"], "site");
      const all = clientMessages(lang, ["errors.validation"]);
      const t = createT(site);
      const server = createI18n(lang).t;
      for (const key of [
        "errors.validation.name",
        "errors.validation.passwordLength",
        "errors.validation.agreement.required",
        "errors.validation.registration.unitTypes",
        "errors.validation.application.marriageDate",
        "errors.validation.board.code",
      ] as const) {
        expect(t(key)).toBe(server(key));
      }
      expect(t("errors.validation.schedules.openAt")).toBe("errors.validation.schedules.openAt");
      expect(createT(all)("errors.validation.schedules.openAt")).toBe(server("errors.validation.schedules.openAt"));
      for (const group of CONSOLE_VALIDATION_GROUPS) {
        expect(site.errors?.validation).not.toHaveProperty(group);
        expect(all.errors?.validation).toHaveProperty(group);
      }
      expect(JSON.stringify(site).length).toBeLessThan(JSON.stringify(all).length / 2);
    }
  });

  it("leave out only groups that no public feature uses", () => {
    // Where the console's forms live; a code of a left-out group anywhere else would reach a
    // public page untranslated.
    const consoleOnly = [
      "routes/console/",
      "features/application-review/",
      "features/banners/",
      "features/managed-content/",
      "features/downloads/",
      "features/faqs/",
      "features/logs/",
      "features/managers/",
      "features/messaging/",
      "features/notices/",
      "features/popups/",
      "features/schedules/",
      "features/settings/",
      "features/boards/moderation-schema.ts",
      "features/contracts/contract-schema.ts",
      "features/selection/unit-schema.ts",
      "features/selection/unit-import.server.ts",
      "features/registration/registration-filters.ts",
      "features/terms/term-schema.ts",
      "features/waiting-room/room-settings-schema.ts",
    ];
    const root = join(__dirname, "../../../app");
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (f) => /\.tsx?$/.test(f) && !f.startsWith("locales"),
    );
    const groups = new Set<string>(CONSOLE_VALIDATION_GROUPS);
    const misplaced: string[] = [];
    for (const file of files) {
      const source = readFileSync(join(root, file), "utf8");
      for (const [, group] of source.matchAll(/validation\.(\w+)\./g)) {
        if (group && groups.has(group) && !consoleOnly.some((prefix) => file.startsWith(prefix))) {
          misplaced.push(`${file}: ${group}`);
        }
      }
    }
    expect(misplaced).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  });
});

describe("mergeMessages", () => {
  it("keeps the sections each route sent of the same namespace, a later route's section winning", () => {
    const root = clientMessages("ko", ["base", "site.menu", "site.header"]);
    const home = clientMessages("ko", ["site.hero"]);
    const t = createT(mergeMessages([root, null, home]));
    expect(t("site.header.openMenu")).toBe("전체메뉴");
    expect(t("site.hero.play")).toBe("자동 넘김 시작");
    expect(t("common.skipToContent")).toBe(createI18n("ko").t("common.skipToContent"));
    const later = mergeMessages([clientMessages("ko", ["site.backToTop"]), clientMessages("en", ["site.backToTop"])]);
    expect(createT(later)("site.backToTop")).toBe(createI18n("en").t("site.backToTop"));
  });
});

describe("the lng cookie", () => {
  it("is long-lived, site-wide, Lax and Secure", () => {
    const cookie = languageCookie("cn");
    expect(cookie).toMatch(/^lng=cn; /);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 3600);
  });

  it("is set only when ?lng= names a site language, even on a redirect", async () => {
    const ok = rememberLanguageChoice(new Request("https://x.test/a?lng=en"), new Response("hi"));
    expect(ok.headers.get("set-cookie")).toMatch(/^lng=en;/);
    expect(await ok.text()).toBe("hi");
    const redirect = rememberLanguageChoice(
      new Request("https://x.test/a?lng=ko"),
      Response.redirect("https://x.test/b", 302),
    );
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("https://x.test/b");
    expect(redirect.headers.get("set-cookie")).toMatch(/^lng=ko;/);
    for (const url of ["https://x.test/a", "https://x.test/a?lng=fr", "https://x.test/a?lng="]) {
      expect(rememberLanguageChoice(new Request(url), new Response("")).headers.get("set-cookie")).toBeNull();
    }
  });
});
