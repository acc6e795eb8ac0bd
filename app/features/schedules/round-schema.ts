import { z } from "zod";
import type { ErrorCode } from "../../lib/domain-error";
import { formText } from "../../lib/form-values";
import { parseSeoulDateTime } from "../../lib/format";

/*
 * A round (application schedule, docs/product.md §3.1) as the console form and the API take it.
 * Client-safe: the form checks with this schema in the browser, and the page action and
 * /api/console/application/schedules check with it again on the server.
 */

/** Each of a round's own texts is at most this long: a few sentences on a phone screen. */
export const ROUND_MESSAGE_MAX = 500;
export const ROUND_TITLE_MAX = 100;
export const ROUND_NUMBER_MAX = 9999;

/** Entered in Asia/Seoul (or as an ISO 8601 instant with its offset), kept as an instant. */
const seoulInstant = (code: ErrorCode) =>
  z.string({ error: code }).transform((value, ctx) => {
    const date = parseSeoulDateTime(value.trim());
    if (!date) {
      ctx.addIssue({ code: "custom", message: code });
      return z.NEVER;
    }
    return date;
  });

const roundText = (code: ErrorCode) => z.string({ error: code }).trim().max(ROUND_MESSAGE_MAX, code).default("");

/** The four texts of a round's `message` (docs/product.md §3.1): shown before open, when closed (dead, dead2), when stopped. */
export const roundMessageSchema = z.object({
  beforeOpen: roundText("validation.schedules.beforeOpen"),
  dead: roundText("validation.schedules.dead"),
  dead2: roundText("validation.schedules.dead2"),
  stop: roundText("validation.schedules.stop"),
});

/** A round to create (POST) or to replace (PUT); fields in the order the form shows them. */
export const roundSchema = z
  .object({
    round: z
      .number({ error: "validation.schedules.round" })
      .int("validation.schedules.round")
      .min(1, "validation.schedules.round")
      .max(ROUND_NUMBER_MAX, "validation.schedules.round"),
    title: z
      .string({ error: "validation.schedules.title" })
      .trim()
      .min(1, "validation.schedules.title")
      .max(ROUND_TITLE_MAX, "validation.schedules.title"),
    openAt: seoulInstant("validation.schedules.openAt"),
    deadAt: seoulInstant("validation.schedules.deadAt"),
    shows: z.boolean({ error: "validation.schedules.shows" }).default(true),
    stops: z.boolean({ error: "validation.schedules.stops" }).default(false),
    message: roundMessageSchema.default({ beforeOpen: "", dead: "", dead2: "", stop: "" }),
  })
  .refine((r) => r.deadAt.getTime() > r.openAt.getTime(), {
    path: ["deadAt"],
    message: "validation.schedules.period",
    // Checked as soon as both instants read, so the form shows it beside the other fields' messages.
    when: (payload) => !payload.issues.some((issue) => ["openAt", "deadAt"].includes(String(issue.path?.[0]))),
  });

export type RoundInput = z.output<typeof roundSchema>;

export const ROUND_MESSAGES = ["beforeOpen", "dead", "dead2", "stop"] as const;
export type RoundMessageName = (typeof ROUND_MESSAGES)[number];

/**
 * The form's fields as the schema's input: the round number as a number when it is one
 * (anything else is left for the schema to refuse), the checkboxes as booleans.
 */
export function roundFromForm(form: FormData) {
  const round = formText(form, "round").trim();
  return {
    round: /^\d{1,9}$/.test(round) ? Number(round) : round,
    title: formText(form, "title"),
    openAt: formText(form, "openAt"),
    deadAt: formText(form, "deadAt"),
    shows: form.get("shows") === "on",
    stops: form.get("stops") === "on",
    message: Object.fromEntries(ROUND_MESSAGES.map((name) => [name, formText(form, `message.${name}`)])) as Record<
      RoundMessageName,
      string
    >,
  };
}

export type RoundFormValues = ReturnType<typeof roundFromForm>;
