import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Console pages (paths relative to app/), all under the console layout, whose middleware
 * reads the session and applies the access rules by path. Add console pages to `children`.
 */
const children: RouteConfigEntry[] = [
  route("login", "routes/console/login.tsx"),
  route("logout", "routes/console/logout.tsx"),
  route("denied", "routes/console/denied.tsx"),
  route("password", "routes/console/password.tsx"),
  index("routes/console/dashboard.tsx"),
  route("manager", "routes/console/manager.tsx"),
  route("manager/:managerId", "routes/console/manager-edit.tsx"),
  route("setting", "routes/console/setting.tsx"),
  route("logs", "routes/console/logs.tsx"),
  route("outbox", "routes/console/outbox.tsx"),
];

export const consoleRoutes: RouteConfigEntry[] = [
  route("console", "routes/console/layout.tsx", [
    ...children,
    // Any other console path is still guarded (login, then the area rule) before its 404.
    route("*", "routes/not-found.tsx", { id: "console-not-found" }),
  ]),
];
