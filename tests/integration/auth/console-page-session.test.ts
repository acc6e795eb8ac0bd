import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { consoleSessionMiddleware } from "../../../app/controllers/console-guard.server";
import { ACCESS_TTL_S } from "../../../app/features/auth/tokens.server";
import { action as loginAction } from "../../../app/routes/console/login";
import { action as passwordAction } from "../../../app/routes/console/password";
import { api } from "../../../worker/api/app";
import { accessTokenFor, createManager, sessionFor, TEST_ORIGIN, TEST_PASSWORD } from "../../support/console";
import { contextFor } from "../../support/integration";

const T0 = Date.parse("2026-11-20T01:00:00Z");
const at = (ms: number) => ({ "x-test-now": new Date(ms).toISOString() });

/** The value of the last Set-Cookie of a name: the one a browser keeps. */
function lastCookie(headers: Headers, name: string): string | null {
  const values = headers
    .getSetCookie()
    .filter((c) => c.startsWith(`${name}=`))
    .map((c) => c.slice(name.length + 1).split(";")[0] ?? "");
  return values.at(-1) ?? null;
}

describe("the console page middleware and session cookies", () => {
  beforeAll(async () => {
    await createManager(env, { username: "nojs", scope: ["console"] });
  });

  it("keeps the password change's new session when the access cookie had expired (no JavaScript)", async () => {
    const session = await sessionFor(env, "nojs", new Date(T0));
    const when = T0 + ACCESS_TTL_S * 1000 + 60_000; // the access cookie has expired: the middleware renews it
    const request = new Request("http://localhost/console/password", {
      method: "POST",
      headers: {
        ...at(when),
        origin: TEST_ORIGIN,
        cookie: `__Host-console_at=${session.accessToken}; __Host-console_rt=${session.refreshToken}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        intent: "password",
        currentPassword: TEST_PASSWORD,
        newPassword: "Fresh!2345",
        confirmPassword: "Fresh!2345",
      }),
    });
    const context = contextFor(request);
    const args = { request, context, params: {}, url: new URL(request.url), pattern: "/console/password" };
    const response = (await consoleSessionMiddleware(args, async () => {
      // As React Router does: the action's data and headers become the response.
      const result = (await passwordAction(args as Parameters<typeof passwordAction>[0])) as {
        data: { ok: boolean };
        init: ResponseInit | null;
      };
      expect(result.data.ok).toBe(true);
      return new Response(JSON.stringify(result.data), result.init ?? {});
    })) as Response;

    const access = lastCookie(response.headers, "__Host-console_at");
    const refresh = lastCookie(response.headers, "__Host-console_rt");
    expect(access).toBeTruthy();
    // The cookies the browser keeps still open the console, and their refresh token renews.
    const me = await api.request(
      "/api/console/me",
      { headers: { ...at(when), cookie: `__Host-console_at=${access}` } },
      env,
    );
    expect(me.status).toBe(200);
    const renewed = await api.request(
      "/api/auth/session/refresh",
      { method: "POST", headers: { ...at(when), origin: TEST_ORIGIN, cookie: `__Host-console_rt=${refresh}` } },
      env,
    );
    expect(renewed.status).toBe(200);
  });

  it("still sends the renewed cookies when the page sets none", async () => {
    const session = await sessionFor(env, "nojs", new Date(T0));
    const when = T0 + ACCESS_TTL_S * 1000 + 60_000;
    const request = new Request("http://localhost/console", {
      headers: {
        ...at(when),
        cookie: `__Host-console_at=${session.accessToken}; __Host-console_rt=${session.refreshToken}`,
      },
    });
    const args = { request, context: contextFor(request), params: {}, url: new URL(request.url), pattern: "/console" };
    const response = (await consoleSessionMiddleware(args, async () => new Response("page"))) as Response;
    expect(lastCookie(response.headers, "__Host-console_at")).toBeTruthy();
    expect(lastCookie(response.headers, "__Host-console_rt")).toMatch(/^rt_/);
  });

  it("does not clear the cookies a concurrent page request just renewed", async () => {
    const session = await sessionFor(env, "nojs", new Date(T0));
    const when = T0 + ACCESS_TTL_S * 1000 + 60_000;
    const open = async (ms: number) => {
      const request = new Request("http://localhost/console", {
        headers: {
          ...at(ms),
          cookie: `__Host-console_at=${session.accessToken}; __Host-console_rt=${session.refreshToken}`,
        },
      });
      const args = {
        request,
        context: contextFor(request),
        params: {},
        url: new URL(request.url),
        pattern: "/console",
      };
      try {
        return (await consoleSessionMiddleware(args, async () => new Response("page"))) as Response;
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    };
    const first = await open(when);
    expect(first.status).toBe(200);
    const second = await open(when + 2000);
    expect(second.headers.get("location")).toBe("/console/login");
    expect(second.headers.getSetCookie()).toEqual([]);
    // The first response's cookies still work.
    const access = lastCookie(first.headers, "__Host-console_at");
    const me = await api.request(
      "/api/console/me",
      { headers: { ...at(when), cookie: `__Host-console_at=${access}` } },
      env,
    );
    expect(me.status).toBe(200);
  });
});

describe("session cookie names", () => {
  beforeAll(async () => {
    await createManager(env, { username: "cookiejar", scope: ["console"] });
  });

  it("are __Host- prefixed: Secure, Path=/ and no Domain, so no sibling subdomain can set them", async () => {
    const login = new Request("http://localhost/console/login", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: "cookiejar", password: TEST_PASSWORD }),
    });
    const args = { request: login, context: contextFor(login), params: {}, url: new URL(login.url), pattern: "" };
    const response = (await loginAction(args as Parameters<typeof loginAction>[0])) as Response;
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((c) => c.slice(0, c.indexOf("=")))).toEqual(["__Host-console_at", "__Host-console_rt"]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Secure(;|$)/);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).not.toMatch(/Domain=/i);
    }
  });

  it("ignore a session cookie without the prefix, as a sibling subdomain could plant it", async () => {
    const { accessToken, refreshToken } = await sessionFor(env, "cookiejar");
    const planted = { cookie: `console_at=${accessToken}; console_rt=${refreshToken}`, origin: TEST_ORIGIN };
    expect((await api.request("/api/console/me", { headers: planted }, env)).status).toBe(401);
    const refresh = await api.request("/api/auth/session/refresh", { method: "POST", headers: planted }, env);
    expect(refresh.status).toBe(401);
  });
});

describe("the console page guard and path spelling", () => {
  let token: string;
  beforeAll(async () => {
    await createManager(env, { username: "popuponly", scope: ["console", "popups"] });
    token = await accessTokenFor(env, "popuponly");
  });

  /** "next" when the middleware let the request through to the page, else where it redirected. */
  async function middlewareOutcome(path: string): Promise<string> {
    const request = new Request(`http://localhost${path}`, { headers: { cookie: `__Host-console_at=${token}` } });
    const args = { request, context: contextFor(request), params: {}, url: new URL(request.url), pattern: "/*" };
    try {
      await consoleSessionMiddleware(args, async () => new Response("page"));
      return "next";
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get("location") ?? "";
      throw thrown;
    }
  }

  it.each([
    "/CONSOLE/APPLICATION",
    "/Console/Application/",
    "/console/%61pplication",
    "/console/%61PPLICATION/x1",
    "/console//application",
    "/CONSOLE/OUTBOX",
    "/console/%6Futbox",
  ])("denies %s in the middleware, as it does the plain path", async (path) => {
    expect(await middlewareOutcome("/console/application")).toBe("/console/denied");
    expect(await middlewareOutcome(path)).toBe("/console/denied");
  });

  it("lets the same manager through to the pages they may open, however spelled", async () => {
    expect(await middlewareOutcome("/CONSOLE/POPUPS")).toBe("next");
    expect(await middlewareOutcome("/console/%70opups/x1")).toBe("next");
  });

  it("does not break on a malformed escape", async () => {
    expect(await middlewareOutcome("/console/%E0%A4%A/application")).toBe("next");
    expect(await middlewareOutcome("/console/application%ZZ")).toBe("next");
  });
});
