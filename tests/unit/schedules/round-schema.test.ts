import { describe, expect, it } from "vitest";
import { roundFromForm, roundSchema } from "../../../app/features/schedules/round-schema";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

const fields = {
  round: "3",
  title: " 3차 입주자 모집 ",
  openAt: "2026-12-01T10:00",
  deadAt: "2026-12-15T17:00:00",
  shows: "on",
  "message.beforeOpen": "곧 시작합니다",
  "message.dead": "",
  "message.dead2": "발표를 기다려주세요",
  "message.stop": "",
};

describe("the round form", () => {
  it("reads the form into the schema's input: a number, booleans from the boxes, the four texts", () => {
    expect(roundFromForm(form(fields))).toEqual({
      round: 3,
      title: " 3차 입주자 모집 ",
      openAt: "2026-12-01T10:00",
      deadAt: "2026-12-15T17:00:00",
      shows: true,
      stops: false,
      message: { beforeOpen: "곧 시작합니다", dead: "", dead2: "발표를 기다려주세요", stop: "" },
    });
  });

  it("parses to instants in UTC and trimmed texts", () => {
    const parsed = roundSchema.parse(roundFromForm(form(fields)));
    expect(parsed.title).toBe("3차 입주자 모집");
    expect(parsed.openAt.toISOString()).toBe("2026-12-01T01:00:00.000Z");
    expect(parsed.deadAt.toISOString()).toBe("2026-12-15T08:00:00.000Z");
  });

  it("leaves a round number that is no number for the schema to refuse", () => {
    const input = roundFromForm(form({ ...fields, round: "3차" }));
    expect(input.round).toBe("3차");
    const issues = roundSchema.safeParse(input).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join("."), i.message])).toEqual([["round", "validation.schedules.round"]]);
  });

  it("says that the period is backwards beside the other fields' messages, not after them", () => {
    const issues =
      roundSchema.safeParse(roundFromForm(form({ ...fields, title: "", deadAt: "2026-12-01T09:59" }))).error?.issues ??
      [];
    expect(issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["title", "validation.schedules.title"],
      ["deadAt", "validation.schedules.period"],
    ]);
  });

  it("does not compare a date that did not read", () => {
    const issues = roundSchema.safeParse(roundFromForm(form({ ...fields, openAt: "" }))).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(["validation.schedules.openAt"]);
  });
});
