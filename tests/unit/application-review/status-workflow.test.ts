import { describe, expect, it } from "vitest";
import {
  fillTemplate,
  messageTemplateSchema,
  messageTemplatesSchema,
  placeholdersIn,
} from "../../../app/features/application-review/message-templates";
import {
  bulkStatusChangeSchema,
  statusChangeSchema,
} from "../../../app/features/application-review/status-change-schema";
import {
  allowedWhenFrozen,
  canTransition,
  commonTargets,
  FINAL_STATUSES,
  MESSAGE_STATUSES,
  STATUS_TRANSITIONS,
  TARGET_STATUSES,
} from "../../../app/features/application-review/status-workflow";
import { SUBMITTED_STATUSES } from "../../../app/lib/enums";

/**
 * docs/product.md §4.2, written out: where a manager may move each status. The draw's outcomes
 * are set by the draw and promotions only (docs/product/selection.md), never by hand.
 */
const EXPECTED: Record<string, string[]> = {
  SUBMITTED: ["UNDER_REVIEW", "WITHDRAWN"],
  UNDER_REVIEW: ["FIX_REQUESTED", "ELIGIBLE", "INELIGIBLE", "WITHDRAWN"],
  FIX_REQUESTED: ["UNDER_REVIEW", "ELIGIBLE", "INELIGIBLE", "WITHDRAWN"],
  ELIGIBLE: ["INELIGIBLE", "WITHDRAWN"],
  WAITING: ["WITHDRAWN"],
  INELIGIBLE: [],
  SELECTED: ["INELIGIBLE", "WITHDRAWN"],
  NOT_SELECTED: [],
  WITHDRAWN: [],
};

describe("the status workflow", () => {
  it("allows exactly the transitions of the product rules, for every pair of statuses", () => {
    for (const from of [...SUBMITTED_STATUSES, "DRAFT"]) {
      for (const to of [...SUBMITTED_STATUSES, "DRAFT"]) {
        expect(canTransition(from, to), `${from} → ${to}`).toBe((EXPECTED[from] ?? []).includes(to));
      }
    }
    expect(Object.keys(STATUS_TRANSITIONS).sort()).toEqual([...SUBMITTED_STATUSES].sort());
  });

  it("lets every status but the final ones withdraw, and nothing leave a final one", () => {
    for (const status of SUBMITTED_STATUSES) {
      const final = (FINAL_STATUSES as readonly string[]).includes(status);
      expect(canTransition(status, "WITHDRAWN"), status).toBe(!final);
      if (final) expect(STATUS_TRANSITIONS[status], status).toEqual([]);
    }
    expect(canTransition("DRAFT", "SUBMITTED")).toBe(false);
    expect(canTransition("UNKNOWN", "WITHDRAWN")).toBe(false);
  });

  it("never lets a manager set a draw's outcome, and once a round is frozen only a withdrawal (and after the draw a winner's refusal)", () => {
    for (const from of SUBMITTED_STATUSES) {
      for (const to of ["SELECTED", "WAITING", "NOT_SELECTED"])
        expect(canTransition(from, to), `${from} → ${to}`).toBe(false);
    }
    const frozen = (published: boolean) =>
      SUBMITTED_STATUSES.flatMap((from) =>
        SUBMITTED_STATUSES.filter((to) => canTransition(from, to) && allowedWhenFrozen(from, to, published)).map(
          (to) => `${from}→${to}`,
        ),
      );
    expect(frozen(false)).toEqual(["ELIGIBLE→WITHDRAWN", "SELECTED→WITHDRAWN", "WAITING→WITHDRAWN"]);
    expect(frozen(true)).toEqual([
      "ELIGIBLE→WITHDRAWN",
      "SELECTED→INELIGIBLE",
      "SELECTED→WITHDRAWN",
      "WAITING→WITHDRAWN",
    ]);
  });

  it("names every status a change may take, and tells the applicant of all but the review's start and a withdrawal", () => {
    expect(TARGET_STATUSES).toEqual([
      "UNDER_REVIEW",
      "FIX_REQUESTED",
      "ELIGIBLE",
      "INELIGIBLE",
      "SELECTED",
      "WAITING",
      "NOT_SELECTED",
      "WITHDRAWN",
    ]);
    expect(MESSAGE_STATUSES).toEqual([
      "FIX_REQUESTED",
      "ELIGIBLE",
      "INELIGIBLE",
      "SELECTED",
      "WAITING",
      "NOT_SELECTED",
      "DRAW_FROZEN",
      "PASSWORD_CHANGED",
      "WINNER_DOCUMENTS",
      "WINNER_PASSED",
      "WINNER_REFUSED",
      "PROMOTION_OFFER",
      "WAITING_MOVED",
      "UNIT_ASSIGNED",
      "CONTRACT_BOOKED",
      "CONTRACT_REMINDER",
    ]);
  });

  it("offers a selection only the statuses all of it may take", () => {
    expect(commonTargets(["UNDER_REVIEW", "FIX_REQUESTED"])).toEqual(["ELIGIBLE", "INELIGIBLE", "WITHDRAWN"]);
    expect(commonTargets(["ELIGIBLE", "WAITING"])).toEqual(["WITHDRAWN"]);
    expect(commonTargets(["SUBMITTED", "SELECTED"])).toEqual(["WITHDRAWN"]);
    expect(commonTargets(["SUBMITTED", "NOT_SELECTED"])).toEqual([]);
    expect(commonTargets([])).toEqual([]);
  });
});

describe("the status change input", () => {
  it("asks for a note when refusing, asking for documents or withdrawing", () => {
    for (const to of ["INELIGIBLE", "FIX_REQUESTED", "WITHDRAWN"]) {
      const refused = statusChangeSchema.safeParse({ to, note: "  " });
      expect(refused.success, to).toBe(false);
      expect(refused.error?.issues[0]).toMatchObject({
        path: ["note"],
        message: "validation.applicationFlow.noteRequired",
      });
      expect(statusChangeSchema.parse({ to, note: " 소득 기준 초과 " })).toEqual({ to, note: "소득 기준 초과" });
    }
    expect(statusChangeSchema.parse({ to: "ELIGIBLE" })).toEqual({ to: "ELIGIBLE", note: "" });
  });

  it("refuses an unknown or draft status, a long note, and a bad selection", () => {
    expect(statusChangeSchema.safeParse({ to: "DRAFT" }).error?.issues[0]?.message).toBe(
      "validation.applicationFlow.to",
    );
    expect(statusChangeSchema.safeParse({ to: "SUBMITTED" }).success).toBe(false);
    expect(statusChangeSchema.safeParse({ to: "ELIGIBLE", note: "가".repeat(501) }).success).toBe(false);
    const id = "a".repeat(32);
    expect(bulkStatusChangeSchema.safeParse({ ids: [], to: "ELIGIBLE" }).success).toBe(false);
    expect(bulkStatusChangeSchema.safeParse({ ids: ["../x"], to: "ELIGIBLE" }).success).toBe(false);
    const tooMany = Array.from({ length: 51 }, (_, i) => i.toString(16).padStart(32, "0"));
    expect(bulkStatusChangeSchema.safeParse({ ids: tooMany, to: "ELIGIBLE" }).error?.issues[0]?.message).toBe(
      "validation.applicationFlow.tooMany",
    );
    expect(bulkStatusChangeSchema.parse({ ids: [id, id], to: "ELIGIBLE" }).ids).toEqual([id]);
  });
});

describe("notice templates", () => {
  const good = { subject: "접수번호 {{receipt}}", body: "{{ url }}\n기한 {{deadline}}", sms: "{{receipt}} {{url}}" };

  it("fills the known placeholders, spaces inside the braces allowed", () => {
    expect(placeholdersIn(good.body)).toEqual(["url", "deadline"]);
    expect(fillTemplate(good.body, { url: "https://x/fix", deadline: "2026-12-01 18:00:00" })).toBe(
      "https://x/fix\n기한 2026-12-01 18:00:00",
    );
  });

  it("refuses a placeholder the status does not have, with a message naming those it has", () => {
    expect(messageTemplateSchema("FIX_REQUESTED").safeParse(good).success).toBe(true);
    const eligible = messageTemplateSchema("ELIGIBLE").safeParse(good);
    expect(eligible.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["body", "validation.applicationFlow.placeholder"],
    ]);
    const named = messageTemplateSchema("FIX_REQUESTED").safeParse({ ...good, sms: "{{name}}님 {{url}}" });
    expect(named.error?.issues[0]).toMatchObject({
      path: ["sms"],
      message: "validation.applicationFlow.placeholderFix",
    });
  });

  it("keeps in the entrant list notice what every entrant must be told: the digest, the beacon round, its time, where to check", () => {
    const frozen = {
      subject: "확정 {{receipt}}",
      body: "{{digest}} {{beaconRound}} {{beaconTime}} {{verifyUrl}}",
      sms: "{{digest}} {{beaconRound}} {{beaconTime}} {{verifyUrl}}",
    };
    expect(messageTemplateSchema("DRAW_FROZEN").safeParse(frozen).success).toBe(true);
    for (const name of ["digest", "beaconRound", "beaconTime", "verifyUrl"]) {
      const stripped = { ...frozen, body: frozen.body.replace(`{{${name}}}`, "") };
      expect(messageTemplateSchema("DRAW_FROZEN").safeParse(stripped).error?.issues[0], name).toMatchObject({
        path: ["body"],
        message: "validation.applicationFlow.placeholderRequiredFrozen",
      });
    }
    expect(messageTemplateSchema("DRAW_FROZEN").safeParse({ ...frozen, sms: "{{receipt}}" }).success).toBe(false);
  });

  it("stores only known statuses and languages, each template complete", () => {
    expect(messageTemplatesSchema.safeParse({ ELIGIBLE: { ko: { ...good, body: "{{url}}" } } }).success).toBe(true);
    expect(messageTemplatesSchema.safeParse({ SUBMITTED: {} }).success).toBe(false);
    expect(messageTemplatesSchema.safeParse({ ELIGIBLE: { jp: good } }).success).toBe(false);
    expect(messageTemplatesSchema.safeParse({ ELIGIBLE: { ko: { subject: "x" } } }).success).toBe(false);
  });
});
