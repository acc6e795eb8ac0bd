import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { AFTER_PAINT, AFTER_PAINT_TYPE } from "../../../app/lib/after-paint.server";

type Added = { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string };

/**
 * The inline script of entry.server.tsx in a browser made of queues the test turns by hand:
 * frames (requestAnimationFrame), timers (by delay), messages, and paint entries.
 */
function page({ paintTiming = true }: { paintTiming?: boolean } = {}) {
  const frames: (() => void)[] = [];
  const timers: { delay: number; run: () => void }[] = [];
  const messages: (() => void)[] = [];
  const observers: { callback: (list: unknown) => void; disconnected: boolean }[] = [];
  const head: Added[] = [];
  const inert = { type: AFTER_PAINT_TYPE, nonce: "n0nce", textContent: 'import "/assets/entry.client.js";' };
  const port1: { onmessage: (() => void) | null } = { onmessage: null };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["navigation", "paint"] : ["navigation"];
    entry: { callback: (list: unknown) => void; disconnected: boolean };
    constructor(callback: (list: unknown) => void) {
      this.entry = { callback, disconnected: false };
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      observers.push(this.entry);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const window = {
    PerformanceObserver,
    document: {
      currentScript: { previousElementSibling: inert },
      head: { appendChild: (node: Added) => head.push(node) },
      createElement: (tag: string) => ({ tag }) as Added,
    },
    MessageChannel: class {
      port1 = port1;
      port2 = { postMessage: () => messages.push(() => port1.onmessage?.()) };
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, delay = 0) => timers.push({ delay, run }),
  };
  runInNewContext(`(${AFTER_PAINT})(${JSON.stringify(AFTER_PAINT_TYPE)}, ["/assets/a.js", "/assets/b.js"])`, {
    ...window,
    window,
  });
  const take = <T>(queue: T[]) => queue.splice(0, queue.length);
  return {
    head,
    /** A frame: its callbacks, then the zero-delay timers they queued. */
    frame() {
      for (const run of take(frames)) run();
      for (const timer of take(timers)) {
        if (timer.delay === 0) timer.run();
        else timers.push(timer);
      }
    },
    /** The compositor has presented the first frame with content. */
    paint(name = "first-contentful-paint") {
      for (const observer of observers.filter((o) => !o.disconnected))
        observer.callback({ getEntriesByName: (n: string) => (n === name ? [{ name, startTime: 120 }] : []) });
    },
    messages() {
      while (messages.length) for (const run of take(messages)) run();
    },
    /** Timers with a delay (the fallback), as if that much time had passed. */
    later() {
      for (const timer of take(timers)) timer.run();
    },
    added: () => head.map((node) => (node.tag === "script" ? `module:${node.type}` : `${node.rel}:${node.href}`)),
  };
}

describe("the scripts start after the first paint (AFTER_PAINT)", () => {
  it("waits for the first contentful paint, not for the main thread's frames", () => {
    const browser = page();
    // Frames drawn before anything is presented (a fresh browser's compositor is slow) start nothing.
    browser.frame();
    browser.frame();
    browser.paint("first-paint");
    browser.frame();
    browser.messages();
    expect(browser.added()).toEqual([]);
    // Once the first frame with content is on screen, one more frame, then the preloads.
    browser.paint();
    expect(browser.added()).toEqual([]);
    browser.frame();
    browser.messages();
    expect(browser.added()).toEqual(["modulepreload:/assets/a.js", "modulepreload:/assets/b.js", "module:module"]);
  });

  it("adds each preload in a task of its own and the live module script last, with the nonce", () => {
    const browser = page();
    browser.paint();
    browser.frame();
    expect(browser.added()).toEqual(["modulepreload:/assets/a.js"]);
    browser.messages();
    const script = browser.head.at(-1);
    expect(script).toMatchObject({ tag: "script", type: "module", nonce: "n0nce" });
    expect(script?.textContent).toBe('import "/assets/entry.client.js";');
    expect(browser.head.every((node) => node.nonce === "n0nce")).toBe(true);
  });

  it("starts after one frame in a browser without paint timing", () => {
    const browser = page({ paintTiming: false });
    browser.frame();
    browser.messages();
    expect(browser.added()).toHaveLength(3);
  });

  it("starts after 1 s in a tab that paints nothing, and only once", () => {
    const browser = page();
    browser.later();
    browser.messages();
    expect(browser.added()).toHaveLength(3);
    browser.paint();
    browser.frame();
    browser.messages();
    expect(browser.added()).toHaveLength(3);
  });
});
