import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATHS } from "../../app/features/auth/console-paths";
import { consoleSessionMiddleware, requireConsole } from "../../app/features/auth/guard.server";
import { CONSOLE_AREAS, CONSOLE_EXTRA_PAGES, type ConsoleArea } from "../../app/features/auth/scopes";
import { SCOPES, type Scope } from "../../app/lib/enums";
import koErrors from "../../app/locales/ko/errors";
import { api } from "../../worker/api/app";
import { accessTokenFor, createManager, sessionFor, TEST_ORIGIN } from "../support/console";
import { CONSOLE_ENDPOINTS } from "../support/console-endpoints";
import { contextFor } from "../support/integration";

const { accessDenied: ACCESS_DENIED, loginRequired: LOGIN_REQUIRED } = koErrors.auth;
const FOREIGN_ORIGIN = koErrors.api.foreignOrigin;

/**
 * SPEC.md §6 written out on its own, not read from CONSOLE_RULES, so that the rule table
 * itself is checked too.
 */
function specAllows(scope: Scope[], username: string, area: ConsoleArea): boolean {
  const has = (s: Scope) => scope.includes(s);
  switch (area) {
    case "dashboard":
    case "manager":
    case "logs":
      return has("console");
    case "notifications":
      return has("console") && has("centerNotifications");
    case "faqs":
      return has("console") && has("centerFaqs");
    case "downloads":
      return has("console") && has("centerDownloads");
    case "terms":
      return has("console") && has("terms");
    case "registration":
      return has("console") && has("registration");
    case "application":
      return has("console") && has("application");
    case "popups":
      return has("console") && has("popups");
    case "setting":
    case "password":
      return has("console") || has("manager");
    case "schedules":
      return has("console") && username === "developer";
    // Issue 13: answering questions and moderating boards with the notices' scope, banners with popups.
    case "questions":
    case "boards":
      return has("console") && has("centerNotifications");
    case "banners":
      return has("console") && has("popups");
  }
}

type Caller =
  | { kind: "valid"; name: string; username: string; scope: Scope[]; token: string }
  | { kind: "invalid"; name: string; token: string | null };

const valid: { name: string; username: string; scope: Scope[] }[] = [
  ...SCOPES.map((s) => ({ name: `only ${s}`, username: `only${s.toLowerCase()}`, scope: [s] })),
  ...SCOPES.filter((s) => s !== "console").map((s) => ({
    name: `console + ${s}`,
    username: `con${s.toLowerCase()}`,
    scope: ["console", s] as Scope[],
  })),
  { name: "every scope, not the developer", username: "allscopes", scope: [...SCOPES] },
  { name: "the developer account", username: "developer", scope: [...SCOPES] },
];

const callers: Caller[] = [];

function tamper(token: string): string {
  const [h, p, s] = token.split(".");
  const payload = JSON.parse(atob((p ?? "").replace(/-/g, "+").replace(/_/g, "/")));
  const forged = btoa(JSON.stringify({ ...payload, username: "developer", scope: [...SCOPES] }))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  return `${h}.${forged}.${s}`;
}

beforeAll(async () => {
  for (const v of valid) {
    await createManager(env, { username: v.username, scope: v.scope });
    callers.push({ kind: "valid", ...v, token: await accessTokenFor(env, v.username) });
  }
  callers.push({ kind: "invalid", name: "no token", token: null });
  const anHourAgo = new Date(Date.now() - 3_600_000);
  callers.push({ kind: "invalid", name: "expired token", token: await accessTokenFor(env, "developer", anHourAgo) });
  callers.push({ kind: "invalid", name: "tampered token", token: tamper(await accessTokenFor(env, "onlyconsole")) });
  const { refreshToken } = await sessionFor(env, "developer");
  callers.push({ kind: "invalid", name: "refresh token used as access token", token: refreshToken });
});

describe("every /api/console endpoint × every kind of caller", () => {
  it("lists endpoints to check", () => {
    expect(CONSOLE_ENDPOINTS.length).toBeGreaterThan(0);
  });

  for (const endpoint of CONSOLE_ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path} (${endpoint.area})`, async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const caller of callers) {
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (caller.token) headers.authorization = `Bearer ${caller.token}`;
        const body = endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body);
        const res = await api.request(endpoint.path, { method: endpoint.method, headers, body }, env);
        const message =
          res.status === 401 || res.status === 403 ? ((await res.json()) as { message: string }).message : "";
        outcomes.push(
          `${caller.name}: ${res.status === 401 || res.status === 403 ? `${res.status} ${message}` : "allowed"}`,
        );
        if (caller.kind === "invalid") expected.push(`${caller.name}: 401 ${LOGIN_REQUIRED}`);
        else {
          const ok = specAllows(caller.scope, caller.username, endpoint.area);
          expected.push(`${caller.name}: ${ok ? "allowed" : `403 ${ACCESS_DENIED}`}`);
        }
      }
      expect(outcomes).toEqual(expected);
    });
  }

  it("refuses cookie-authenticated writes without this site's Origin", async () => {
    const token = await accessTokenFor(env, "developer");
    for (const endpoint of CONSOLE_ENDPOINTS.filter((e) => e.method !== "GET")) {
      for (const origin of [undefined, "https://evil.example"]) {
        const headers: Record<string, string> = { "content-type": "application/json", cookie: `console_at=${token}` };
        if (origin) headers.origin = origin;
        const body = JSON.stringify(endpoint.body ?? {});
        const res = await api.request(endpoint.path, { method: endpoint.method, headers, body }, env);
        expect(`${endpoint.method} ${endpoint.path} ${origin}: ${res.status}`).toBe(
          `${endpoint.method} ${endpoint.path} ${origin}: 403`,
        );
        expect(await res.json()).toEqual({ message: FOREIGN_ORIGIN });
      }
      const same = await api.request(
        endpoint.path,
        {
          method: endpoint.method,
          headers: { "content-type": "application/json", cookie: `console_at=${token}`, origin: TEST_ORIGIN },
          body: JSON.stringify(endpoint.body ?? {}),
        },
        env,
      );
      expect([401, 403]).not.toContain(same.status);
    }
  });
});

type PageOutcome = "allowed" | "login" | "denied";

/** Runs the console layout's middleware for a page request and, inside it, the page's guard. */
async function openPage(path: string, area: ConsoleArea, token: string | null): Promise<PageOutcome> {
  const request = new Request(`http://localhost${path}`, {
    headers: token ? { cookie: `console_at=${token}` } : {},
  });
  const context = contextFor(request);
  const outcome = (response: unknown): PageOutcome => {
    if (!(response instanceof Response)) throw response;
    const location = response.headers.get("location") ?? "";
    if (location.startsWith("/console/login")) return "login";
    if (location === "/console/denied") return "denied";
    throw new Error(`unexpected redirect to ${location}`);
  };
  let guard: PageOutcome | null = null;
  try {
    const args = { request, context, params: {}, url: new URL(request.url), pattern: "/console/*" };
    await consoleSessionMiddleware(args, async () => {
      try {
        requireConsole(context, area);
        guard = "allowed";
      } catch (error) {
        guard = outcome(error);
      }
      return new Response("page");
    });
  } catch (error) {
    return outcome(error);
  }
  // The middleware let the request through: the loader's guard must agree.
  return guard ?? "login";
}

describe("every console page × every kind of caller", () => {
  for (const area of CONSOLE_AREAS) {
    const paths = area === "dashboard" ? [CONSOLE_PATHS[area]] : [CONSOLE_PATHS[area], `${CONSOLE_PATHS[area]}/x1`];
    it(`${paths.join(", ")} (${area})`, async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const path of paths) {
        for (const caller of callers) {
          outcomes.push(`${path} ${caller.name}: ${await openPage(path, area, caller.token)}`);
          const want =
            caller.kind === "invalid"
              ? "login"
              : specAllows(caller.scope, caller.username, area)
                ? "allowed"
                : "denied";
          expected.push(`${path} ${caller.name}: ${want}`);
        }
      }
      expect(outcomes).toEqual(expected);
    });
  }

  for (const { path, area } of CONSOLE_EXTRA_PAGES) {
    it(`${path} (${area})`, async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const caller of callers) {
        outcomes.push(`${caller.name}: ${await openPage(path, area, caller.token)}`);
        const want =
          caller.kind === "invalid" ? "login" : specAllows(caller.scope, caller.username, area) ? "allowed" : "denied";
        expected.push(`${caller.name}: ${want}`);
      }
      expect(outcomes).toEqual(expected);
    });
  }

  it("requireConsole alone decides each area for each principal, and sends a missing one to the login", () => {
    const request = new Request("http://localhost/console");
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const area of CONSOLE_AREAS) {
      const principals = [
        null,
        ...valid.map((v) => ({ managerId: `id-${v.username}`, username: v.username, scope: v.scope })),
      ];
      for (const principal of principals) {
        const context = contextFor(request, principal);
        let got: string;
        try {
          got = requireConsole(context, area) === principal ? "allowed" : "wrong principal";
        } catch (error) {
          got = error instanceof Response ? (error.headers.get("location") ?? "") : String(error);
        }
        const name = principal?.username ?? "nobody";
        outcomes.push(`${area} ${name}: ${got}`);
        const want = !principal
          ? area === "dashboard"
            ? "/console/login"
            : `/console/login?redirectTo=${encodeURIComponent(CONSOLE_PATHS[area])}`
          : specAllows(principal.scope, principal.username, area)
            ? "allowed"
            : "/console/denied";
        expected.push(`${area} ${name}: ${want}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
