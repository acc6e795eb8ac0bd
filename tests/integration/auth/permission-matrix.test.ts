import { env } from "cloudflare:test";
import { route } from "@react-router/dev/routes";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { consoleSessionMiddleware, requireConsole } from "../../../app/controllers/console-guard.server";
import { memberSessionMiddleware } from "../../../app/controllers/member-guard.server";
import { CONSOLE_PATHS } from "../../../app/features/auth/console-paths";
import { CONSOLE_AREAS, type ConsoleArea } from "../../../app/features/auth/scopes";
import { ACCESS_COOKIE } from "../../../app/features/auth/session.server";
import { MEMBER_ACCESS_COOKIE } from "../../../app/features/members/member-session.server";
import { MEMBER_PATHS } from "../../../app/features/members/paths";
import { SCOPES, type Scope } from "../../../app/lib/enums";
import koErrors from "../../../app/locales/ko/errors";
import { consoleRoutes } from "../../../app/routes/console/routes";
import { siteRoutes } from "../../../app/routes/site/routes";
import { api } from "../../../worker/api/app";
import { requireArea } from "../../../worker/api/console/guard";
import { accessTokenFor, createManager, sessionFor, TEST_ORIGIN } from "../../support/console";
import { contextFor } from "../../support/integration";
import { memberWithSession } from "../../support/member";
import {
  type ApiEndpoint,
  apiEndpoints,
  type ConsolePage,
  consolePages,
  type MemberPage,
  memberPages,
  unguardedMemberPages,
  unguardedPages,
  unguardedRoutes,
} from "../../support/route-areas";

const { accessDenied: ACCESS_DENIED, loginRequired: LOGIN_REQUIRED } = koErrors.auth;
const FOREIGN_ORIGIN = koErrors.api.foreignOrigin;

/**
 * Every guarded endpoint of the mounted API and every console page of the route table ×
 * every kind of caller. Endpoints, pages and their areas are read from the app (see
 * tests/support/route-areas.ts); the expected answers from the access rules written out
 * below. A new endpoint or page is checked without being listed, and one without an area
 * fails as "unguarded route" / "unguarded page".
 *
 * A member's token is one more caller without a console principal: it gets 401 and the login
 * everywhere in the console. The member endpoints (their guard registered like requireArea's,
 * their prefix in GUARDED_API_PREFIXES) and member pages are checked the other way round: only
 * the member caller gets in.
 */
const endpoints = apiEndpoints(api);
const guarded = endpoints.filter((e) => e.areas.length > 0);
const memberEndpoints = endpoints.filter((e) => e.member);
const pages = consolePages(consoleRoutes);
const members = memberPages(siteRoutes);

/**
 * The access rules of docs/product.md §6.2 written out on their own, not read from
 * CONSOLE_RULES, so that the rule table itself is checked too.
 */
function rulesAllow(scope: Scope[], username: string, area: ConsoleArea): boolean {
  const has = (s: Scope) => scope.includes(s);
  switch (area) {
    case "dashboard":
    case "manager":
    case "logs":
    case "publishing":
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
    // Answering questions and moderating boards with the notices' scope, banners with popups.
    case "questions":
    case "boards":
      return has("console") && has("centerNotifications");
    case "banners":
      return has("console") && has("popups");
  }
}

/** A console principal's token, or a token that is none (no token, expired, tampered, refresh). */
type Caller = {
  name: string;
  token: string | null;
  principal?: { username: string; scope: Scope[] };
  /** A member's own token (member endpoints and pages accept only these). */
  member?: boolean;
};

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
    callers.push({ name: v.name, token: await accessTokenFor(env, v.username), principal: v });
  }
  callers.push({ name: "no token", token: null });
  const anHourAgo = new Date(Date.now() - 3_600_000);
  callers.push({ name: "expired token", token: await accessTokenFor(env, "developer", anHourAgo) });
  callers.push({ name: "tampered token", token: tamper(await accessTokenFor(env, "onlyconsole")) });
  const { refreshToken } = await sessionFor(env, "developer");
  callers.push({ name: "refresh token used as access token", token: refreshToken });
  const member = await memberWithSession("matrixmember");
  callers.push({ name: "a member's token", token: member.accessToken, member: true });
  callers.push({ name: "a member's refresh token", token: member.refreshToken });
  const expiredMember = await memberWithSession("matrixexpired", anHourAgo);
  callers.push({ name: "a member's expired token", token: expiredMember.accessToken });
});

function allows(caller: Caller, areas: ConsoleArea[]): boolean {
  const p = caller.principal;
  return !!p && areas.every((area) => rulesAllow(p.scope, p.username, area));
}

/** Any JSON for a write: an allowed caller may get 400, which writes nothing; only 401/403 count. */
function requestInit(endpoint: ApiEndpoint, headers: Record<string, string>): RequestInit {
  const body = endpoint.method === "GET" ? undefined : "{}";
  return { method: endpoint.method, headers: { "content-type": "application/json", ...headers }, body };
}

describe("the API's endpoints and areas, from the mounted routes", () => {
  it("finds the guarded endpoints, and no unguarded route", () => {
    expect(guarded.map((e) => `${e.method} ${e.route}`)).toContain("PUT /api/console/managers/:id");
    expect(unguardedRoutes(endpoints)).toEqual([]);
  });

  it("reads the rounds' endpoints as the developer's (area schedules), not merely guarded", () => {
    const rounds = endpoints.filter((e) => e.route.startsWith("/api/console/application/schedules"));
    expect(rounds.map((e) => `${e.method} ${e.route} ${e.areas.join("+")}`).sort()).toEqual([
      "DELETE /api/console/application/schedules/:id schedules",
      "GET /api/console/application/schedules schedules",
      "GET /api/console/application/schedules/:id schedules",
      "GET /api/console/application/schedules/:id/waiting-room schedules",
      "POST /api/console/application/schedules schedules",
      "PUT /api/console/application/schedules/:id schedules",
      "PUT /api/console/application/schedules/:id/waiting-room schedules",
    ]);
  });

  it("reads a guard's area from use() or the route, and reports a console endpoint without one", () => {
    const probe = new Hono()
      .basePath("/api")
      .route(
        "/console/reports",
        new Hono().use(requireArea("logs")).get("/:id", (c) => c.text("ok")),
      )
      .route(
        "/console/sub",
        new Hono().put("/", requireArea("password"), (c) => c.text("ok")),
      )
      .route(
        "/console/new",
        new Hono().get("/", (c) => c.text("ok")),
      );
    const found = apiEndpoints(probe);
    expect(found).toEqual([
      {
        method: "GET",
        route: "/api/console/reports/:id",
        path: "/api/console/reports/sample-id",
        areas: ["logs"],
        member: false,
      },
      { method: "PUT", route: "/api/console/sub", path: "/api/console/sub", areas: ["password"], member: false },
      { method: "GET", route: "/api/console/new", path: "/api/console/new", areas: [], member: false },
    ]);
    expect(unguardedRoutes(found)).toEqual(["unguarded route: GET /api/console/new"]);
  });
});

describe("every guarded endpoint × every kind of caller", () => {
  for (const endpoint of guarded) {
    it(`${endpoint.method} ${endpoint.route} (${endpoint.areas.join(" + ")})`, async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const caller of callers) {
        const headers: Record<string, string> = caller.token ? { authorization: `Bearer ${caller.token}` } : {};
        const res = await api.request(endpoint.path, requestInit(endpoint, headers), env);
        const refused = res.status === 401 || res.status === 403;
        const message = refused ? ((await res.json()) as { message: string }).message : "";
        outcomes.push(`${caller.name}: ${refused ? `${res.status} ${message}` : "allowed"}`);
        const want = !caller.principal
          ? `401 ${LOGIN_REQUIRED}`
          : allows(caller, endpoint.areas)
            ? "allowed"
            : `403 ${ACCESS_DENIED}`;
        expected.push(`${caller.name}: ${want}`);
      }
      expect(outcomes).toEqual(expected);
    });
  }

  it("refuses cookie-authenticated writes without this site's Origin", async () => {
    const token = await accessTokenFor(env, "developer");
    const cookie = `__Host-console_at=${token}`;
    for (const endpoint of guarded.filter((e) => e.method !== "GET")) {
      const name = `${endpoint.method} ${endpoint.route}`;
      for (const origin of [undefined, "https://evil.example"]) {
        const res = await api.request(
          endpoint.path,
          requestInit(endpoint, origin ? { cookie, origin } : { cookie }),
          env,
        );
        expect(`${name} ${origin}: ${res.status}`).toBe(`${name} ${origin}: 403`);
        expect(await res.json()).toEqual({ message: FOREIGN_ORIGIN });
      }
      const same = await api.request(endpoint.path, requestInit(endpoint, { cookie, origin: TEST_ORIGIN }), env);
      expect(`${name}: ${same.status}`).not.toMatch(/: 40[13]$/);
    }
  });
});

type PageOutcome = "allowed" | "login" | "denied";

/** Runs the console layout's middleware for a page request and, inside it, the page's guard. */
async function openPage(page: ConsolePage, token: string | null): Promise<PageOutcome> {
  const request = new Request(`http://localhost${page.path}`, {
    headers: token ? { cookie: `__Host-console_at=${token}` } : {},
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
        if (page.area) requireConsole(context, page.area);
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

function expectedPage(page: ConsolePage, caller: Caller): PageOutcome {
  if (page.open) return "allowed";
  if (!caller.principal) return "login";
  // The catch-all answers 404 to anyone signed in.
  if (!page.area) return "allowed";
  return allows(caller, [page.area]) ? "allowed" : "denied";
}

describe("the console's pages and areas, from the route table", () => {
  it("finds every page of routes.ts, and no unguarded page", () => {
    expect(pages.map((p) => p.path)).toEqual(
      expect.arrayContaining(["/console", "/console/manager/sample-managerId", "/console/sample-splat"]),
    );
    expect(unguardedPages(pages)).toEqual([]);
  });

  it("puts the rounds' pages in the developer's area (schedules)", () => {
    const rounds = pages.filter((p) => p.path.startsWith(CONSOLE_PATHS.schedules));
    expect(rounds.map((p) => `${p.path} ${p.area}`)).toEqual([
      "/console/schedules schedules",
      "/console/schedules/competition schedules",
      "/console/schedules/sample-roundId schedules",
      "/console/schedules/x1 schedules",
    ]);
  });

  it("reports a console page whose path is in no area", () => {
    const probe = [route("console", "routes/console/layout.tsx", [route("reports", "routes/console/reports.tsx")])];
    expect(unguardedPages(consolePages(probe))).toEqual(["unguarded page: /console/reports"]);
  });
});

describe("every console page × every kind of caller", () => {
  for (const page of pages) {
    const kind = page.open ? "open" : (page.area ?? "signed-in, 404");
    it(`${page.path} (${kind})`, async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const caller of callers) {
        outcomes.push(`${caller.name}: ${await openPage(page, caller.token)}`);
        expected.push(`${caller.name}: ${expectedPage(page, caller)}`);
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
          : rulesAllow(principal.scope, principal.username, area)
            ? "allowed"
            : "/console/denied";
        expected.push(`${area} ${name}: ${want}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });
});

describe("the member API × every kind of caller", () => {
  it("finds the member endpoints by their guard", () => {
    expect(memberEndpoints.map((e) => `${e.method} ${e.route}`)).toEqual(
      expect.arrayContaining(["GET /api/v1/me", "PUT /api/v1/me", "POST /api/v1/me/withdraw"]),
    );
  });

  for (const endpoint of memberEndpoints) {
    it(`${endpoint.method} ${endpoint.route} (member)`, async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const caller of callers) {
        const headers: Record<string, string> = caller.token ? { authorization: `Bearer ${caller.token}` } : {};
        // Withdrawal with a body it refuses (400): the member stays for the next endpoint.
        const res = await api.request(endpoint.path, requestInit(endpoint, headers), env);
        const refused = res.status === 401 || res.status === 403;
        const message = refused ? ((await res.json()) as { message: string }).message : "";
        outcomes.push(`${caller.name}: ${refused ? `${res.status} ${message}` : "allowed"}`);
        expected.push(`${caller.name}: ${caller.member ? "allowed" : `401 ${LOGIN_REQUIRED}`}`);
      }
      expect(outcomes).toEqual(expected);
    });
  }

  it("refuses member cookie writes without this site's Origin", async () => {
    const { accessToken } = await memberWithSession("matrixcookie");
    const cookie = `${MEMBER_ACCESS_COOKIE}=${accessToken}`;
    for (const endpoint of memberEndpoints.filter((e) => e.method !== "GET")) {
      for (const origin of [undefined, "https://evil.example"]) {
        const res = await api.request(
          endpoint.path,
          requestInit(endpoint, origin ? { cookie, origin } : { cookie }),
          env,
        );
        expect(`${endpoint.route} ${origin}: ${res.status}`).toBe(`${endpoint.route} ${origin}: 403`);
      }
    }
  });
});

/** Runs the site layout's middleware for a member page with the caller's token in both session cookies. */
async function openMemberPage(page: MemberPage, token: string | null): Promise<string> {
  const request = new Request(`http://localhost${page.path}`, {
    headers: token ? { cookie: `${MEMBER_ACCESS_COOKIE}=${token}; ${ACCESS_COOKIE}=${token}` } : {},
  });
  const args = { request, context: contextFor(request), params: {}, url: new URL(request.url), pattern: "/*" };
  try {
    await memberSessionMiddleware(args, async () => new Response("page"));
    return "allowed";
  } catch (error) {
    if (error instanceof Response) return `redirect ${error.headers.get("location")}`;
    throw error;
  }
}

describe("member pages × every kind of caller", () => {
  it("finds every member page of the route table, and none in neither list", () => {
    expect(members.filter((p) => p.memberOnly).map((p) => p.path)).toEqual([
      MEMBER_PATHS.myPage,
      MEMBER_PATHS.password,
      MEMBER_PATHS.withdraw,
    ]);
    expect(unguardedMemberPages(members)).toEqual([]);
    expect(unguardedMemberPages([{ path: "/member/new", memberOnly: false }])).toEqual([
      "unguarded member page: /member/new",
    ]);
  });

  for (const page of members) {
    it(`${page.path} (${page.memberOnly ? "member only" : "open"})`, async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const caller of callers) {
        outcomes.push(`${caller.name}: ${await openMemberPage(page, caller.token)}`);
        const allowed = !page.memberOnly || caller.member;
        expected.push(`${caller.name}: ${allowed ? "allowed" : `redirect ${MEMBER_PATHS.required}`}`);
      }
      expect(outcomes).toEqual(expected);
    });
  }
});
