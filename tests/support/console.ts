/**
 * Console test helpers, for integration tests (workerd, real D1) and browser tests alike.
 * Server modules are imported inside the functions that need them: Node runs the browser
 * tests without a bundler and cannot resolve their extensionless imports, and never calls
 * those functions.
 */
import type { Scope } from "../../app/lib/enums";

/** The `env` of "cloudflare:test" (bindings DB and FILES plus variables). */
type TestEnv = object;

export type NewManager = {
  username: string;
  password?: string;
  subPassword?: string;
  scope: Scope[];
  disabled?: boolean;
  /** PBKDF2 work; low by default to keep tests fast (the login test uses the real default). */
  iterations?: number;
};

export const TEST_PASSWORD = "Test!2345pw";
export const TEST_SUB_PASSWORD = "Sub!2345pw";

async function server(env: TestEnv) {
  const [{ checkEnv }, { createDb }, schema, password, tokens] = await Promise.all([
    import("../../worker/env"),
    import("../../db/client"),
    import("../../db/schema"),
    import("../../app/features/auth/password.server"),
    import("../../app/features/auth/tokens.server"),
  ]);
  const checked = checkEnv(env);
  return { env: checked, db: createDb(checked.DB), schema, password, tokens };
}

/** Inserts a manager straight into D1 and answers its id. */
export async function createManager(env: TestEnv, m: NewManager): Promise<string> {
  const { db, schema, password } = await server(env);
  const iterations = m.iterations ?? 1_000;
  const [passwordHash, subPasswordHash] = await Promise.all([
    password.hashPassword(m.password ?? TEST_PASSWORD, iterations),
    password.hashPassword(m.subPassword ?? TEST_SUB_PASSWORD, iterations),
  ]);
  const [row] = await db
    .insert(schema.managers)
    .values({ username: m.username, passwordHash, subPasswordHash, scope: m.scope, disabled: m.disabled ?? false })
    .returning({ id: schema.managers.id });
  if (!row) throw new Error("manager not created");
  return row.id;
}

/** A real session for a manager (as a login would start): both tokens. */
export async function sessionFor(env: TestEnv, username: string, now = new Date()) {
  const { env: checked, db, schema, tokens } = await server(env);
  const { eq } = await import("drizzle-orm");
  const m = await db.select().from(schema.managers).where(eq(schema.managers.username, username)).get();
  if (!m) throw new Error(`no manager ${username}`);
  return tokens.startSession(db, checked.JWT_SECRET, { id: m.id, username: m.username, scope: m.scope }, now);
}

/** An access token of a fresh session for a manager. */
export async function accessTokenFor(env: TestEnv, username: string, now = new Date()): Promise<string> {
  return (await sessionFor(env, username, now)).accessToken;
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

export function basic(username: string, password: string): Record<string, string> {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return { Authorization: `Basic ${btoa(String.fromCharCode(...bytes))}` };
}

/** The origin integration tests call the API from (`api.request` uses http://localhost). */
export const TEST_ORIGIN = "http://localhost";

/** The local seed's accounts (db/seed LOCAL_DEFAULTS), which the browser tests sign in with. */
export const SEEDED = {
  developer: { username: "developer", password: "Dev!2345local" },
  manager: { username: "manager", password: "Mgr!2345local" },
  /** Both accounts' 2차 비밀번호. */
  subPassword: "Sub!2345local",
} as const;
