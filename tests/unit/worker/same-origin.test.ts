import { describe, expect, it } from "vitest";
import { DomainError } from "../../../app/lib/domain-error";
import { checkOrigin } from "../../../worker/api/same-origin";

const URL_ = "https://rental.example/api/x";

function outcome(method: string, origin: string | null, requireHeader: boolean): string {
  const headers: Record<string, string> = origin ? { origin } : {};
  try {
    checkOrigin(new Request(URL_, { method, headers }), { requireHeader });
    return "ok";
  } catch (error) {
    if (error instanceof DomainError) return `${error.status} ${error.code}`;
    throw error;
  }
}

describe("checkOrigin", () => {
  const refused = "403 api.foreignOrigin";

  it("lets reads through whatever their origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(outcome(method, "https://evil.example", true)).toBe("ok");
      expect(outcome(method, null, true)).toBe("ok");
    }
  });

  it("refuses a write from another origin in both modes", () => {
    for (const requireHeader of [true, false]) {
      expect(outcome("POST", "https://evil.example", requireHeader)).toBe(refused);
      expect(outcome("DELETE", "https://sub.rental.example", requireHeader)).toBe(refused);
      expect(outcome("PUT", "null", requireHeader)).toBe(refused);
    }
  });

  it("lets a same-origin write through in both modes", () => {
    expect(outcome("POST", "https://rental.example", true)).toBe("ok");
    expect(outcome("PUT", "https://rental.example", false)).toBe("ok");
  });

  it("refuses a write without Origin only when the header is required (cookie-authenticated calls)", () => {
    expect(outcome("POST", null, true)).toBe(refused);
    expect(outcome("POST", null, false)).toBe("ok");
  });
});
