import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SCOPES } from "../../../app/lib/enums";
import { createDb } from "../../../db/client";
import { api } from "../../../worker/api/app";
import { accessTokenFor, bearer, createManager } from "../../support/console";

/**
 * A sweep over every route the API declares: malformed and missing params, queries and
 * bodies must answer a 4xx in the error shape, never a 500, and write nothing.
 */

const BAD_PARAMS = ["x", "%E0%A4%A", "0", "-1", "a".repeat(3000), "..%2F..%2Fetc"];
const BAD_QUERY = "?page=-1&size=99999&from=not-a-date&to=2026-13-45&q=%ZZ&post=%E0%A4%A&version=abc";
const BODIES: { name: string; type?: string; body?: string }[] = [
  { name: "none" },
  { name: "malformed JSON", type: "application/json", body: "{not json" },
  {
    name: "JSON of the wrong shape",
    type: "application/json",
    body: '{"name":123,"password":null,"to":[1],"scope":"all"}',
  },
  { name: "JSON array", type: "application/json", body: "[1,2,3]" },
  { name: "empty object", type: "application/json", body: "{}" },
  { name: "plain text", type: "text/plain", body: "hello" },
  { name: "broken multipart", type: "multipart/form-data; boundary=zz", body: "--zz\r\nnonsense" },
];

/** Tables whose rows a rejected request may legitimately add (failed logins, audit of refusals). */
const MAY_GROW = new Set(["audit_log", "login_attempts", "refresh_tokens", "d1_migrations"]);

type Route = { method: string; path: string };

function declaredRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const r of api.routes) {
    if (r.method === "ALL") continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  // Session-ending routes last, so the sweep keeps its token as long as possible.
  return [...seen.values()].sort((a, b) => Number(a.path.includes("/auth/")) - Number(b.path.includes("/auth/")));
}

function withParams(path: string, value: string): string {
  return path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, encodeURI(value).replace(/%25/g, "%"));
}

async function tableCounts(): Promise<Record<string, number>> {
  const db = createDb(env.DB);
  const tables = await db.all<{ name: string }>(sql`select name from sqlite_master where type = 'table'`);
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    if (MAY_GROW.has(name) || name.startsWith("sqlite_") || name.startsWith("_cf_")) continue;
    const row = await db.get<{ n: number }>(sql.raw(`select count(*) as n from "${name}"`));
    out[name] = row?.n ?? 0;
  }
  return out;
}

describe("every API route refuses bad input with a 4xx in the error shape", () => {
  let token = "";
  beforeAll(async () => {
    await createManager(env, { username: "sweeper", scope: [...SCOPES] });
    token = await accessTokenFor(env, "sweeper");
  });

  it("declares the routes it is meant to sweep", () => {
    const paths = declaredRoutes().map((r) => `${r.method} ${r.path}`);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths).toContain("GET /api/health");
    expect(paths.some((p) => p.startsWith("POST /api/console/managers"))).toBe(true);
  });

  it("never answers 500 and writes nothing", async () => {
    const before = await tableCounts();
    const failures: string[] = [];
    let requests = 0;
    for (const route of declaredRoutes()) {
      const hasBody = !["GET", "HEAD"].includes(route.method);
      for (const param of route.path.includes(":") ? BAD_PARAMS : ["-"]) {
        for (const query of ["", BAD_QUERY])
          for (const b of hasBody ? BODIES : [BODIES[0]]) {
            const url = withParams(route.path, param) + query;
            for (const auth of [true, false]) {
              const headers: Record<string, string> = auth ? bearer(token) : {};
              if (b?.type) headers["content-type"] = b.type;
              const res = await api.request(url, { method: route.method, headers, body: b?.body }, env);
              requests++;
              const label = `${route.method} ${url.slice(0, 80)} [${b?.name}${auth ? ", signed in" : ""}] → ${res.status}`;
              if (res.status >= 500) failures.push(label);
              else if (res.status >= 400) {
                const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
                if (typeof body?.message !== "string" || body.message === "")
                  failures.push(`${label} without a message`);
              } else await res.body?.cancel();
            }
          }
      }
    }
    expect(requests).toBeGreaterThan(500);
    expect(failures).toEqual([]);
    expect(await tableCounts()).toEqual(before);
    // The sweep grows with every route (the centre's added ~30): about two minutes on a busy machine.
  }, 300_000);
});
