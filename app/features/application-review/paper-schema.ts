import { z } from "zod/mini";
import { QUALIFICATION_TYPES } from "../../lib/enums";
import { parseSeoulDateTime } from "../../lib/format";
import { LANGUAGES } from "../../lib/i18n/languages";
import { birthSchema, nameSchema, phoneSchema } from "../../lib/validation";
import {
  type Answers,
  answersSchema,
  type DraftValues,
  detailsSchema,
  type FormStep,
  STEP_FIELDS,
  spouseSchema,
  supplySchema,
} from "../applications/application-form";
import { agreementField, type OfferedAgreement } from "../terms/agreement-schema";

/*
 * A paper application as a manager keys it in (/console/application/new, POST
 * /api/console/application): the identity the applicant wrote on the form, then the journey's
 * own step schemas (application-form.ts) run in the journey's order on the same values, so the
 * rules and messages are the online form's; then the terms the applicant signed. Client-safe
 * (the console form checks it in the browser too).
 */

/** The repeated field of the form (the signed terms). */
export const PAPER_LIST_FIELDS = ["terms"] as const;

/** A round id as the rounds table holds them (server-made, or the seed's). */
export const ROUND_ID = /^[A-Za-z0-9_-]{1,64}$/;

const head = z.object({
  roundId: z.string({ error: "validation.paper.round" }).check(z.regex(ROUND_ID, "validation.paper.round")),
  receivedAt: z
    .string({ error: "validation.paper.receivedAt" })
    .check(z.refine((v) => parseSeoulDateTime(v.trim()) !== null, "validation.paper.receivedAt")),
  name: nameSchema,
  birth: birthSchema,
  phone: phoneSchema,
  lang: z.enum(LANGUAGES, { error: "validation.paper.lang" }),
  // The manager confirmed the name, birth date and phone against the form: the applicant's
  // own verification is later matched by them.
  identityConfirmed: z.literal("true", { error: "validation.paper.identityConfirmed" }),
});

export type PaperInput = {
  roundId: string;
  /** When the office received the paper form (entered in Asia/Seoul). */
  receivedAt: Date;
  name: string;
  birth: string;
  phone: string;
  /** The language the applicant's notices are sent in. */
  lang: (typeof LANGUAGES)[number];
  /** Codes of the terms the applicant signed. */
  terms: string[];
  /** The answers as the journey's steps post them (what the draft keeps). */
  draft: DraftValues;
  answers: Answers;
};

/** A youth applicant's spouse answers (the journey's readDraft fills them the same way). */
const NO_SPOUSE: Pick<Answers, "spouseName" | "spousePhone" | "spouseBirth" | "marriagePlanned" | "marriageDate"> = {
  spouseName: null,
  spousePhone: null,
  spouseBirth: null,
  marriagePlanned: null,
  marriageDate: null,
};

type Parsed<T> = { success: true; data: T } | { success: false; error: z.core.$ZodError };

/** The posted values of one step, as strings (what the journey's forms post). */
function stepValues(values: Record<string, unknown>, step: FormStep): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of STEP_FIELDS[step]) {
    const value = values[field];
    if (typeof value === "string") out[field] = value;
  }
  return out;
}

/**
 * The whole paper form: `offered` are the terms in force (their `required` flags decide which
 * must be signed). Field order is the form's, so the first message is the first field's.
 */
export function paperSchema(offered: readonly OfferedAgreement[]) {
  const terms = z.object({ terms: agreementField(offered) });
  return z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((values: Record<string, unknown>, ctx): PaperInput => {
      const take = <T>(parsed: Parsed<T>): T | null => {
        if (parsed.success) return parsed.data;
        for (const issue of parsed.error.issues) {
          ctx.issues.push({ code: "custom", path: issue.path, message: issue.message, input: values });
        }
        return null;
      };
      const who = take(head.safeParse(values));
      const draft: DraftValues = {
        details: stepValues(values, "details"),
        supply: stepValues(values, "supply"),
        answers: stepValues(values, "answers"),
      };
      const details = take(detailsSchema.safeParse(draft.details));
      // The qualification type decides the later rules even when another detail (say the e-mail) is wrong.
      const qualification = QUALIFICATION_TYPES.find((q) => q === values.qualificationType);
      const supply = take(supplySchema(qualification).safeParse(draft.supply));
      const answers = take(answersSchema.safeParse(draft.answers));
      const married = qualification === "MARRIED_TYPE";
      if (married) draft.spouse = stepValues(values, "spouse");
      const spouse = married ? take(spouseSchema.safeParse(draft.spouse)) : NO_SPOUSE;
      const signed = take(terms.safeParse({ terms: values.terms }));
      if (!who || !details || !supply || !answers || !spouse || !signed) return z.NEVER;
      return {
        roundId: who.roundId,
        name: who.name,
        birth: who.birth,
        phone: who.phone,
        lang: who.lang,
        receivedAt: parseSeoulDateTime(who.receivedAt.trim()) as Date,
        terms: signed.terms,
        draft,
        answers: { ...details, ...supply, ...answers, ...spouse },
      };
    }),
  );
}

/**
 * A JSON body (the API) as the form's values: booleans and numbers as the strings a form
 * posts, so one schema reads both.
 */
export function paperValuesOfJson(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    out[key] = typeof value === "boolean" || typeof value === "number" ? String(value) : value;
  }
  return out;
}
