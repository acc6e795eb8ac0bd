/**
 * The import direction drawn in docs/architecture.md ("Import direction"), checked by
 * `npm run lint`. tests/unit/architecture/import-rules.test.ts shows each rule failing on a file that
 * breaks it.
 */

/** Pages, UI, controller code and the React Router entry points: what only routes (and the build) may import. */
const UI_AND_ROUTES = "^app/(routes|components|controllers)/|^app/(root|entry)";
const SERVER_MODULE = "\\.server\\.tsx?$";

/**
 * A forbidden import: from modules matching `from` to modules matching `to`.
 * @param {string} name
 * @param {string} comment why the rule exists
 * @param {import('dependency-cruiser').IFromRestriction} from
 * @param {import('dependency-cruiser').IToRestriction} to
 * @returns {import('dependency-cruiser').IForbiddenRuleType}
 */
const forbid = (name, comment, from, to) => ({ name, comment, severity: "error", from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    forbid(
      "lib-imports-lib",
      "app/lib is the bottom of the app: helpers every layer may use, so it uses none of them.",
      { path: "^app/lib/" },
      { path: `^app/features/|${UI_AND_ROUTES}` },
    ),
    forbid(
      "components-take-props",
      "Shared UI gets its data as props: it imports only app/lib and other components.",
      { path: "^app/components/" },
      { path: "^app/(features|routes|controllers)/|^app/(root|entry)|^worker/|^db/" },
    ),
    forbid(
      "features-below-routes",
      "A feature (rules, schemas, its own UI) is used by routes and the API, never the other way.",
      { path: "^app/features/" },
      { path: "^app/(routes|controllers)/|^app/(root|entry)" },
    ),
    forbid(
      "feature-servers-speak-no-http",
      "A feature's server module holds domain rules: it returns plain results or throws DomainError, and the " +
        "route (with app/controllers) turns them into redirects, data() and 404s; so it never imports react-router.",
      { path: "^app/features/.+\\.server\\.tsx?$" },
      { path: "(^|/)node_modules/react-router/" },
    ),
    forbid(
      "controllers-serve-routes",
      "app/controllers is the route modules' shared request code (page helpers, guards, actions): it answers " +
        "requests with features and lib, and renders nothing, so it imports no route or component.",
      { path: "^app/controllers/" },
      { path: "^app/(routes|components)/|^app/(root|entry)" },
    ),
    forbid(
      "worker-uses-features-and-lib",
      "The Worker and its API call app/features and app/lib; pages and UI are React Router's.",
      { path: "^worker/" },
      { path: UI_AND_ROUTES },
    ),
    forbid(
      "app-imports-no-worker",
      "The app imports nothing of the Worker, not even a type: the environment's type (AppEnv) is app/lib/env.ts, " +
        "which the Worker imports too.",
      { path: "^app/" },
      { path: "^worker/" },
    ),
    forbid(
      "server-code-has-no-ui",
      "A .server module (rules, queries) does not depend on shared UI; data shapes live with their producer.",
      { path: SERVER_MODULE },
      { path: "^app/components/" },
    ),
    forbid(
      "client-code-not-server",
      "Only .server modules and route modules (React Router strips their loaders and actions) may import a " +
        ".server module; a type-only import is erased and so allowed.",
      { path: "^app/", pathNot: `${SERVER_MODULE}|^app/routes/|^app/root\\.tsx$` },
      { path: SERVER_MODULE, dependencyTypesNot: ["type-only"] },
    ),
    forbid(
      "db-imports-enums-only",
      "The schema and client depend on no app code but the enumerations that type their columns.",
      { path: "^db/", pathNot: "^db/seed/" },
      { path: "^app/|^worker/", pathNot: "^app/lib/enums\\.ts$" },
    ),
    forbid(
      "seed-writes-through-features",
      "The seed uses the features' own rules (password hashing, setting keys) and app/lib; no UI.",
      { path: "^db/seed/" },
      { path: `${UI_AND_ROUTES}|^worker/` },
    ),
    forbid(
      "resolvable",
      "An import the checker cannot resolve would escape every rule above (React Router's generated " +
        "+types and virtual modules exist only at build time; cloudflare:workers is the runtime's own).",
      { path: "^(app|worker|db)/" },
      { couldNotResolve: true, pathNot: "^virtual:|^cloudflare:workers$|/\\+types/" },
    ),
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser yet; swc parses .ts/.tsx and
    // still sees `import type` (marked "type-only").
    parser: "swc",
    doNotFollow: { path: "node_modules" },
    // Resolves the "~/" alias the way Vite does (resolve.tsconfigPaths).
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
