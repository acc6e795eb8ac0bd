import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { checkPreviewConfig, checkWorkflow, WORKFLOW, type WorkerConfig } from "../../../scripts/deploy-check";

const workflow = readFileSync(WORKFLOW, "utf8");
const read = (env?: string) =>
  unstable_readConfig({ config: "wrangler.toml", env }, { hideWarnings: true }) as unknown as WorkerConfig;
const production = read();
const preview = read("preview");

/** A GitHub expression reading a secret, as the workflow writes it. */
const secret = (name: string) => ["$", "{{ secrets.", name, " }}"].join("");

/** The workflow with one job's text changed. */
function withJob(id: string, change: (job: string) => string): string {
  const start = workflow.indexOf(`\n  ${id}:\n`);
  expect(start, id).toBeGreaterThan(0);
  const next = workflow.slice(start + 1).search(/\n {2}[\w-]+:\n/);
  const end = next < 0 ? workflow.length : start + 1 + next;
  return workflow.slice(0, start) + change(workflow.slice(start, end)) + workflow.slice(end);
}

describe("the deploy workflow (npm run lint: scripts/deploy-check.ts)", () => {
  it("keeps the pull requests' preview apart from production", () => {
    expect(checkWorkflow(workflow)).toEqual([]);
  });

  it("refuses production's token, secrets or environment in a pull request's job", () => {
    const token = withJob("preview", (j) =>
      j.replace("secrets.CLOUDFLARE_PREVIEW_API_TOKEN", "secrets.CLOUDFLARE_API_TOKEN"),
    );
    expect(checkWorkflow(token).join("\n")).toContain("a pull request job reads CLOUDFLARE_API_TOKEN");
    const readsJwt = withJob("preview-build", (j) =>
      j.replace("CLOUDFLARE_ENV: preview", `JWT: ${secret("JWT_SECRET")}`),
    );
    expect(checkWorkflow(readsJwt).join("\n")).toContain("preview-build: a pull request job reads JWT_SECRET");
    const environment = withJob("preview", (j) => j.replace("environment: preview", "environment: production"));
    expect(checkWorkflow(environment).join("\n")).toContain("a pull request job in the production environment");
  });

  it("refuses the pull request's code in the job that holds the preview token", () => {
    const build = withJob("preview", (j) => `${j}      - run: npm install --no-audit --no-fund\n`);
    expect(checkWorkflow(build).join("\n")).toContain("runs the pull request's code while holding a secret");
    const checkout = withJob("preview", (j) => `${j}      - uses: actions/checkout@v4\n`);
    expect(checkWorkflow(checkout).join("\n")).toContain("checks out the pull request");
    const unpinned = withJob("preview", (j) => j.replaceAll("wrangler@4.164.0", "wrangler"));
    expect(checkWorkflow(unpinned).join("\n")).toContain("instead of a pinned wrangler");
    const token = withJob("preview-build", (j) =>
      j.replace("CLOUDFLARE_ENV: preview", `CLOUDFLARE_API_TOKEN: ${secret("CLOUDFLARE_PREVIEW_API_TOKEN")}`),
    );
    expect(checkWorkflow(token).join("\n")).toContain("preview-build: holds a secret outside the preview environment");
  });

  it("refuses a wrangler command of a pull request's job without --env preview", () => {
    const deploy = withJob("preview", (j) =>
      j.replace("versions upload -c", "deploy -c").replace(/--env preview --preview-alias/, "--preview-alias"),
    );
    expect(checkWorkflow(deploy).join("\n")).toContain("a wrangler command without --env preview");
  });

  it("refuses production's secrets outside the production environment", () => {
    const open = withJob("deploy", (j) => j.replace("environment: production", "environment: preview"));
    expect(checkWorkflow(open).join("\n")).toContain("reads CLOUDFLARE_API_TOKEN");
  });
});

describe("wrangler.toml [env.preview]", () => {
  it("is a Worker of its own on staging D1, R2 and queue that sends no message", () => {
    expect(preview.name).toBe("haneul-rental-preview");
    expect(checkPreviewConfig(production, preview)).toEqual([]);
    expect(preview.vars.APP_ENV).toBe("production");
    expect(preview.vars.SENDER).toBe("outbox");
  });

  it("refuses production's database, bucket, queue or Worker", () => {
    const [database] = production.d1_databases;
    const sharedDb = {
      ...preview,
      d1_databases: preview.d1_databases.map((d) => ({ ...d, database_id: database?.database_id })),
    };
    expect(checkPreviewConfig(production, sharedDb).join("\n")).toContain("production's D1 database");
    const sharedBucket = { ...preview, r2_buckets: production.r2_buckets };
    expect(checkPreviewConfig(production, sharedBucket).join("\n")).toContain("production's R2 bucket");
    const sharedQueue = { ...preview, queues: production.queues };
    expect(checkPreviewConfig(production, sharedQueue).join("\n")).toContain("production's queue");
    const sameName = { ...preview, name: production.name };
    expect(checkPreviewConfig(production, sameName).join("\n")).toContain("a Worker of its own");
    const theirObjects = {
      ...preview,
      durable_objects: {
        bindings: [{ name: "WAITING_ROOM", class_name: "WaitingRoom", script_name: production.name }],
      },
    };
    expect(checkPreviewConfig(production, theirObjects).join("\n")).toContain("production's Worker");
    const sender = { ...preview, vars: { ...preview.vars, SENDER: "provider" } };
    expect(checkPreviewConfig(production, sender).join("\n")).toContain("must not send messages");
  });
});
