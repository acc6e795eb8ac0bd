import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { NOW, ORIGIN } from "../../support/applicant";
import { seedTestDb } from "../../support/integration";

async function get(path: string) {
  const request = new Request(`${ORIGIN}${path}`, { headers: { "x-test-now": NOW.toISOString() } });
  const ctx = createExecutionContext();
  const res = await worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return res;
}

const scriptSrc = (res: Response) =>
  /(?:^|; )script-src ([^;]+)/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

describe("the worker's security headers", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  // A page's nonce'd scripts are checked in the browser (tests/e2e/site/foundation.test.ts).
  it("lets an API answer run no script, with every other security header", async () => {
    for (const path of ["/api/v1/application/schedules", "/api/v1/application/none"]) {
      const api = await get(path);
      expect(scriptSrc(api)).toBe("'none'");
      expect(api.headers.get("x-content-type-options")).toBe("nosniff");
      expect(api.headers.get("strict-transport-security")).toMatch(/^max-age=/);
      expect(api.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
  });
});
