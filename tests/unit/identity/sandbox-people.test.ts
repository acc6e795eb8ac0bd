import { describe, expect, it } from "vitest";
import { sandboxIdentitySchema } from "../../../app/features/identity/sandbox-identity";
import { SANDBOX_PEOPLE } from "../../../app/features/identity/sandbox-people";

describe("the sandbox's sample people", () => {
  it("are each a distinct person the sandbox's form accepts as they are listed", () => {
    expect(new Set(SANDBOX_PEOPLE.map((p) => p.personId)).size).toBe(SANDBOX_PEOPLE.length);
    expect(new Set(SANDBOX_PEOPLE.map((p) => p.receiptNo)).size).toBe(SANDBOX_PEOPLE.length);
    for (const { round: _r, receiptNo: _n, ...person } of SANDBOX_PEOPLE) {
      expect(sandboxIdentitySchema.safeParse(person).success, person.personId).toBe(true);
    }
  });

  it("hold round 2's twelve review samples and round 1's fourteen draw samples, by receipt number", () => {
    const of = (round: number) => SANDBOX_PEOPLE.filter((p) => p.round === round).map((p) => p.receiptNo);
    const numbered = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => `${prefix}-${String(i + 1).padStart(4, "0")}`);
    expect(of(2)).toEqual(numbered("H2-SAMP", 12));
    expect(of(1)).toEqual(numbered("H1-DRAW", 14));
  });
});
