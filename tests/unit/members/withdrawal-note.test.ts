import { describe, expect, it } from "vitest";
import { readWithdrawalNote, withdrawalNoteCookie } from "../../../app/features/members/withdrawal-note.server";

describe("the withdrawal note cookie", () => {
  it("carries what was kept to the next page: __Host-, HttpOnly, ten minutes, read back whole", () => {
    const kept = Array.from({ length: 50 }, (_, i) => ({
      receiptNo: i % 2 ? `2026-${String(i).padStart(5, "0")}` : null,
      round: i + 1,
      keptUntil: "2031-05-31",
    }));
    const set = withdrawalNoteCookie({ kept, deletedDrafts: 0, deletedRegistration: false, deletedQuestions: 0 });
    expect(set).toMatch(
      /^__Host-member_withdrawn=[A-Za-z0-9+/]+; HttpOnly; Secure; SameSite=Lax; Path=\/; Max-Age=600$/,
    );
    const request = new Request("https://example.test/member/withdrawn", {
      headers: { cookie: `lng=ko; ${set.split(";")[0]}` },
    });
    expect(readWithdrawalNote(request)).toEqual({ kept });
  });
});
