import { describe, expect, it } from "vitest";
import { benchWithoutScripts, WITHOUT_SCRIPTS_HEADER } from "../../../worker/without-scripts";

const PAGE = `<!DOCTYPE html><html><head><script nonce="n">inline()</script><style data-inline-css="/assets/a.css">p{color:red}</style><link rel="stylesheet" href="/assets/a.css" media="print"/></head><body><main><p>본문</p></main><script type="module" nonce="n">import "/assets/x.js";</script></body></html>`;
const page = () => new Response(PAGE, { headers: { "content-type": "text/html; charset=utf-8" } });
const asked = new Request("http://localhost/business/brand", { headers: { [WITHOUT_SCRIPTS_HEADER]: "1" } });

describe("the bench's plain twin of a page", () => {
  it("removes every <script> and inlined style, links every stylesheet plainly when a local or test deployment is asked, and keeps it from caches", async () => {
    for (const APP_ENV of ["local", "test"] as const) {
      const response = benchWithoutScripts({ APP_ENV }, asked, page());
      const html = await response.text();
      expect(html).not.toContain("<script");
      expect(html).not.toContain("<style");
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/a.css" ?\/>/);
      expect(html).toContain("<main><p>본문</p></main>");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("serves the page as it is in production, or when not asked", async () => {
    expect(await benchWithoutScripts({ APP_ENV: "production" }, asked, page()).text()).toBe(PAGE);
    const plain = new Request("http://localhost/business/brand");
    expect(await benchWithoutScripts({ APP_ENV: "local" }, plain, page()).text()).toBe(PAGE);
  });
});
