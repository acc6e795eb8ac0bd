import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { signedIn, useBrowser } from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";

describe("a navigation that abandons another in Chromium", () => {
  const browser = useBrowser();

  it("reports no error when the abandoned one's data has not finished arriving", async () => {
    const { page, consoleErrors } = await signedIn(
      browser(),
      SEEDED.developer,
      "/console/application/notices?status=ELIGIBLE&lang=ko",
    );
    // A slow network: a data response's end arrives only when the page gives the request up,
    // and no page module arrives until the second navigation has started.
    await page.evaluate(() => {
      const state = window as unknown as { firstLineRead?: boolean };
      const fetchOf = window.fetch.bind(window);
      window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await fetchOf(input, init);
        const signal = input instanceof Request ? input.signal : init?.signal;
        if (!String(input instanceof Request ? input.url : input).includes(".data") || !response.body || !signal)
          return response;
        const reader = response.body.getReader();
        let pulls = 0;
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            // The decoder asks again once it has read the first line.
            if (++pulls === 2) state.firstLineRead = true;
            const read = await reader.read();
            if (!read.done) return controller.enqueue(read.value);
            if (!signal.aborted) await new Promise((given) => signal.addEventListener("abort", given));
            controller.error(signal.reason);
          },
        });
        return new Response(body, { status: response.status, headers: response.headers });
      };
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/**", async (route) => {
      await released;
      await route.continue();
    });

    await page.locator('main a[href="/console/outbox"]').click();
    await page.waitForFunction(() => (window as unknown as { firstLineRead?: boolean }).firstLineRead === true);
    await page.locator('nav a[href="/console"]').click();
    release();
    await page.locator("h1", { hasText: "대시보드" }).waitFor();
    assert.deepEqual(consoleErrors, []);

    // Any other rejection nobody handles is still reported.
    const [reported] = await Promise.all([
      page.waitForEvent("pageerror"),
      page.evaluate(() => {
        void Promise.reject(new Error("not an abort"));
      }),
    ]);
    assert.equal(reported.message, "not an abort");
  });
});
