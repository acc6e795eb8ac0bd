/**
 * The import direction drawn in docs/architecture.md ("Import direction"), checked by
 * `npm run lint`. tests/unit/import-rules.test.ts shows each rule failing on a file that
 * breaks it.
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: "lib-imports-lib",
      comment: "app/lib is the bottom of the app: helpers every layer may use, so it uses none of them.",
      severity: "error",
      from: { path: "^app/lib/" },
      to: { path: "^app/(features|components|routes)/|^app/(root|entry)" },
    },
    {
      name: "components-take-props",
      comment: "Shared UI gets its data as props: it imports only app/lib and other components.",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: "^app/(features|routes)/|^app/(root|entry)|^worker/|^db/" },
    },
    {
      name: "features-below-routes",
      comment: "A feature (rules, schemas, its own UI) is used by routes and the API, never the other way.",
      severity: "error",
      from: { path: "^app/features/" },
      to: { path: "^app/routes/|^app/(root|entry)" },
    },
    {
      name: "worker-uses-features-and-lib",
      comment: "The Worker and its API call app/features and app/lib; pages and UI are React Router's.",
      severity: "error",
      from: { path: "^worker/" },
      to: { path: "^app/(routes|components)/|^app/(root|entry)" },
    },
    {
      name: "app-names-worker-types-only",
      comment: "The app may name the checked env's type (worker/env.ts) but runs no Worker code.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^worker/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "server-code-has-no-ui",
      comment: "A .server module (rules, queries) does not depend on shared UI; data shapes live with their producer.",
      severity: "error",
      from: { path: "\\.server\\.tsx?$" },
      to: { path: "^app/components/" },
    },
    {
      name: "client-code-not-server",
      comment:
        "Only .server modules and route modules (React Router strips their loaders and actions) may import a " +
        ".server module; a type-only import is erased and so allowed.",
      severity: "error",
      from: { path: "^app/", pathNot: "\\.server\\.tsx?$|^app/routes/|^app/root\\.tsx$" },
      to: { path: "\\.server\\.tsx?$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "db-imports-enums-only",
      comment: "The schema and client depend on no app code but the enumerations that type their columns.",
      severity: "error",
      from: { path: "^db/", pathNot: "^db/seed/" },
      to: { path: "^app/|^worker/", pathNot: "^app/lib/enums\\.ts$" },
    },
    {
      name: "seed-writes-through-features",
      comment: "The seed uses the features' own rules (password hashing, setting keys) and app/lib; no UI.",
      severity: "error",
      from: { path: "^db/seed/" },
      to: { path: "^app/(routes|components)/|^app/(root|entry)|^worker/" },
    },
    {
      name: "resolvable",
      comment:
        "An import the checker cannot resolve would escape every rule above (React Router's generated " +
        "+types and virtual modules exist only at build time).",
      severity: "error",
      from: { path: "^(app|worker|db)/" },
      to: { couldNotResolve: true, pathNot: "^virtual:|/\\+types/" },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser yet; swc parses .ts/.tsx and
    // still sees `import type` (marked "type-only").
    parser: "swc",
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
