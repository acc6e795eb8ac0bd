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
  // Console screens' API (worker/api/console/{managers,setting,logs,terms,popups,me,email,message}.ts, worker/api/editor.ts)
  { method: "GET", path: "/api/console/managers", area: "manager" },
  { method: "POST", path: "/api/console/managers", area: "manager", body: {} },
  { method: "GET", path: "/api/console/managers/no-such-manager", area: "manager" },
  { method: "PUT", path: "/api/console/managers/no-such-manager", area: "manager", body: {} },
  { method: "DELETE", path: "/api/console/managers/no-such-manager", area: "manager", body: {} },
  { method: "GET", path: "/api/console/setting", area: "setting" },
  { method: "PUT", path: "/api/console/setting", area: "setting", body: {} },
  { method: "GET", path: "/api/console/common/logs", area: "logs" },
  { method: "GET", path: "/api/console/terms", area: "terms" },
  { method: "POST", path: "/api/console/terms", area: "terms", body: {} },
  { method: "GET", path: "/api/console/terms/no-such-term", area: "terms" },
  { method: "PUT", path: "/api/console/terms/no-such-term", area: "terms", body: {} },
  { method: "POST", path: "/api/console/terms/no-such-term/versions", area: "terms", body: {} },
  { method: "DELETE", path: "/api/console/terms/no-such-term/versions/2", area: "terms" },
  { method: "GET", path: "/api/console/popups", area: "popups" },
  { method: "POST", path: "/api/console/popups", area: "popups", body: {} },
  { method: "GET", path: "/api/console/popups/no-such-popup", area: "popups" },
  { method: "PUT", path: "/api/console/popups/no-such-popup", area: "popups", body: {} },
  { method: "DELETE", path: "/api/console/popups/no-such-popup", area: "popups" },
  { method: "GET", path: "/api/console/me", area: "password" },
  { method: "POST", path: "/api/console/me/verify", area: "password", body: {} },
  { method: "POST", path: "/api/console/email", area: "application", body: {} },
  { method: "POST", path: "/api/console/message", area: "application", body: {} },
  { method: "POST", path: "/api/editor/photos", area: "dashboard", body: {} },
  // Customer centre and managed content, part B (worker/api/console/{questions,banners,boards}.ts)
  { method: "GET", path: "/api/console/center/questions", area: "questions" },
  { method: "GET", path: "/api/console/center/questions/no-such-question", area: "questions" },
  { method: "PUT", path: "/api/console/center/questions/no-such-question/answer", area: "questions", body: {} },
  { method: "DELETE", path: "/api/console/center/questions/no-such-question/answer", area: "questions" },
  { method: "DELETE", path: "/api/console/center/questions/no-such-question", area: "questions" },
  { method: "GET", path: "/api/console/banners", area: "banners" },
  { method: "POST", path: "/api/console/banners", area: "banners", body: {} },
  { method: "GET", path: "/api/console/banners/no-such-banner", area: "banners" },
  { method: "PUT", path: "/api/console/banners/no-such-banner", area: "banners", body: {} },
  { method: "DELETE", path: "/api/console/banners/no-such-banner", area: "banners" },
];
