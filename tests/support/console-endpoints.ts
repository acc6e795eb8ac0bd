import type { ConsoleArea } from "../../app/features/auth/scopes";

/**
 * Every /api/console endpoint with the area that guards it; the permission matrix
 * (tests/integration/permission-matrix.test.ts) calls each one with every kind of caller.
 * `body` is any JSON the endpoint may receive: the matrix only checks that an allowed caller
 * is not answered 401/403, so an invalid body (400) is fine and writes nothing.
 * Add every new endpoint here.
 */
export type ConsoleEndpoint = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  area: ConsoleArea;
  body?: unknown;
};

export const CONSOLE_ENDPOINTS: ConsoleEndpoint[] = [
  // Auth and sessions (worker/api/console/password.ts)
  { method: "PUT", path: "/api/console/password", area: "password", body: {} },
  { method: "PUT", path: "/api/console/password/sub", area: "password", body: {} },
];
