import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_ITERATIONS,
  hashPassword,
  MAX_ITERATIONS_PER_CALL,
  verifyPassword,
} from "../../../app/features/auth/password.server";

const FAST = 1_000;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("hashPassword / verifyPassword", () => {
  it("stores pbkdf2-sha256$<iterations>$<salt>$<hash> with a 16-byte salt and a 32-byte hash", async () => {
    const stored = await hashPassword("Dev!2345local", FAST);
    const [prefix, iterations, salt = "", hash = ""] = stored.split("$");
    expect(prefix).toBe("pbkdf2-sha256");
    expect(iterations).toBe(String(FAST));
    expect(atob(salt)).toHaveLength(16);
    expect(atob(hash)).toHaveLength(32);
    expect(stored).not.toContain("Dev!2345local");
  });

  it("uses 600,000 iterations by default", async () => {
    expect(DEFAULT_ITERATIONS).toBe(600_000);
    const stored = await hashPassword("x");
    expect(stored.split("$")[1]).toBe("600000");
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const stored = await hashPassword("Dev!2345local", FAST);
    expect(await verifyPassword("Dev!2345local", stored)).toBe(true);
    expect(await verifyPassword("Dev!2345locaL", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    const a = await hashPassword("same", FAST);
    const b = await hashPassword("same", FAST);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same", a)).toBe(true);
    expect(await verifyPassword("same", b)).toBe(true);
  });

  it("rejects a tampered hash, salt or iteration count", async () => {
    const stored = await hashPassword("secret!1", FAST);
    const [prefix, iterations, salt = "", hash = ""] = stored.split("$");
    const flip = (b64: string) =>
      btoa(String.fromCharCode(...[...atob(b64)].map((c, i) => c.charCodeAt(0) ^ (i === 0 ? 1 : 0))));
    expect(await verifyPassword("secret!1", [prefix, iterations, salt, flip(hash)].join("$"))).toBe(false);
    expect(await verifyPassword("secret!1", [prefix, iterations, flip(salt), hash].join("$"))).toBe(false);
    expect(await verifyPassword("secret!1", [prefix, "999", salt, hash].join("$"))).toBe(false);
    expect(await verifyPassword("secret!1", ["pbkdf2-sha1", iterations, salt, hash].join("$"))).toBe(false);
  });

  it("rejects malformed stored values without throwing", async () => {
    for (const stored of [
      "",
      "plain",
      "pbkdf2-sha256$0$AAAA$AAAA",
      "pbkdf2-sha256$x$AAAA$AAAA",
      "pbkdf2-sha256$1000$$",
    ]) {
      expect(await verifyPassword("pw", stored)).toBe(false);
    }
    expect(await verifyPassword("pw", "pbkdf2-sha256$1000$!!not-base64!!$%%%")).toBe(false);
  });
});

describe("the per-call iteration cap of Workers", () => {
  function spyIterations() {
    const calls: number[] = [];
    const original = crypto.subtle.deriveBits.bind(crypto.subtle);
    vi.spyOn(crypto.subtle, "deriveBits").mockImplementation((algorithm, key, length) => {
      calls.push((algorithm as Pbkdf2Params).iterations);
      return original(algorithm, key, length);
    });
    return calls;
  }

  it("splits 600,000 iterations into 6 calls of 100,000", async () => {
    const calls = spyIterations();
    const stored = await hashPassword("Dev!2345local", 600_000);
    expect(calls).toEqual([100_000, 100_000, 100_000, 100_000, 100_000, 100_000]);
    calls.length = 0;
    expect(await verifyPassword("Dev!2345local", stored)).toBe(true);
    expect(calls).toHaveLength(6);
  });

  it("splits 250,000 into 100,000 + 100,000 + 50,000", async () => {
    const calls = spyIterations();
    await hashPassword("pw", 250_000);
    expect(calls).toEqual([100_000, 100_000, 50_000]);
  });

  it("never asks one call for more than the cap, and the calls add up to the total", async () => {
    const calls = spyIterations();
    for (const total of [1, 99_999, 100_000, 100_001, 333_333]) {
      calls.length = 0;
      await hashPassword("pw", total);
      expect(Math.max(...calls)).toBeLessThanOrEqual(MAX_ITERATIONS_PER_CALL);
      expect(calls.reduce((a, b) => a + b, 0)).toBe(total);
    }
    expect(MAX_ITERATIONS_PER_CALL).toBe(100_000);
  });

  it("chains the calls: each link is keyed by the previous link's output", async () => {
    const stored = await hashPassword("pw", 200_000);
    const [, , salt = "", hash = ""] = stored.split("$");
    const saltBytes = Uint8Array.from(atob(salt), (c) => c.charCodeAt(0));
    const link = async (secret: Uint8Array<ArrayBuffer>) => {
      const key = await crypto.subtle.importKey("raw", secret, "PBKDF2", false, ["deriveBits"]);
      const params = { name: "PBKDF2", hash: "SHA-256", salt: saltBytes, iterations: 100_000 };
      return new Uint8Array(await crypto.subtle.deriveBits(params, key, 256));
    };
    const first = await link(new TextEncoder().encode("pw"));
    const second = await link(first);
    expect(btoa(String.fromCharCode(...second))).toBe(hash);
    expect(btoa(String.fromCharCode(...first))).not.toBe(hash);
  });
});
