import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../../../app/features/auth/scopes";
import { loader as deniedLoader } from "../../../app/routes/console/denied";
import { loader as logoutLoader } from "../../../app/routes/console/logout";
import { createManager } from "../../support/console";
import { contextFor } from "../../support/integration";

/*
 * The denial and logout pages send the browser back to the page it came from, taken from the
 * Referer: without JavaScript as the OK/Cancel link, with it as the place to navigate to. A
 * path starting with "//" (or "/\") is another site to a browser and must never come back.
 */

let principal: Principal;

async function backOf(loader: typeof deniedLoader | typeof logoutLoader, page: string, referer: string) {
  const request = new Request(`http://localhost${page}`, { headers: { referer } });
  const args = { request, context: contextFor(request, principal), params: {}, url: new URL(request.url), pattern: "" };
  const result = (await loader(args as never)) as { data?: { back: string }; back?: string };
  return result.data?.back ?? result.back;
}

describe("the return path taken from the Referer", () => {
  beforeAll(async () => {
    const managerId = await createManager(env, { username: "goback", scope: ["console", "popups"] });
    principal = { managerId, username: "goback", scope: ["console", "popups"] };
  });

  it.each([
    "http://localhost//evil.example/phish",
    "http://localhost/\\evil.example/phish",
    "http://localhost///evil.example",
    "http://localhost/%2F/evil.example",
  ])("never leaves the site for %s", async (referer) => {
    for (const [loader, page] of [
      [deniedLoader, "/console/denied"],
      [logoutLoader, "/console/logout"],
    ] as const) {
      const back = await backOf(loader, page, referer);
      expect(back).toMatch(/^\/(?![/\\])/);
      expect(new URL(back ?? "", "http://localhost").origin).toBe("http://localhost");
    }
  });

  it("keeps a same-site path and its query, and sends another site's Referer home", async () => {
    expect(await backOf(deniedLoader, "/console/denied", "http://localhost/console/popups?page=2")).toBe(
      "/console/popups?page=2",
    );
    expect(await backOf(logoutLoader, "/console/logout", "https://other.example/console/popups")).toBe("/console");
  });
});
