import { z } from "zod/mini";
import {
  QUALIFICATION_TYPES,
  type QualificationType,
  RANKS,
  type Rank,
  SUPPLY_CATEGORIES,
  SUPPLY_TYPES,
  type SupplyCategory,
  type SupplyType,
  UNIT_TYPE_CODES,
  type UnitType,
} from "../../lib/enums";
import { isCalendarDate } from "../../lib/format";
import { birthSchema, emailSchema, nameSchema, phoneSchema } from "../../lib/validation";

/*
 * The application form, step by step: one zod schema per step for the browser (feedback as
 * you type) and the server (page actions and the API alike). Messages are codes of the
 * `errors` namespace. A draft keeps each step's posted values as they were typed; the answers
 * are what those values parse to now, so a change in one step (say the qualification type)
 * reopens the steps that depend on it. Client-safe; zod/mini, as the public forms' schemas are
 * (app/lib/validation.ts: the client JS budget).
 */

/** The steps after the identity, in order; "spouse" only for newlyweds. */
export const STEPS = ["identity", "details", "supply", "answers", "spouse", "documents", "review"] as const;
export type Step = (typeof STEPS)[number];

/** The steps whose values the draft keeps. */
export const FORM_STEPS = ["details", "supply", "answers", "spouse"] as const;
export type FormStep = (typeof FORM_STEPS)[number];

export const isFormStep = (step: string): step is FormStep => (FORM_STEPS as readonly string[]).includes(step);

/** The fields each form step posts, as the draft keeps them. */
export const STEP_FIELDS: Record<FormStep, readonly string[]> = {
  details: ["email", "qualificationType", "unitType"],
  supply: ["supplyType", "supplyCategory", "earningRank", "regionRank"],
  answers: ["isHomeless", "isAsset", "isCar", "carValue"],
  spouse: ["spouseName", "spousePhone", "spouseBirth", "marriage", "marriageDate"],
};

/** Posted values of each step, as typed (strings). */
export type DraftValues = Partial<Record<FormStep, Record<string, string>>>;

/** The answers of a complete application. */
export type Answers = {
  email: string;
  qualificationType: QualificationType;
  unitType: UnitType;
  supplyType: SupplyType;
  supplyCategory: SupplyCategory;
  earningRank: Rank | null;
  regionRank: Rank | null;
  isHomeless: boolean;
  isAsset: boolean;
  isCar: boolean;
  /** In won; null without a car. */
  carValue: number | null;
  spouseName: string | null;
  spousePhone: string | null;
  spouseBirth: string | null;
  marriagePlanned: boolean | null;
  marriageDate: string | null;
};

const yesNo = (code: "isHomeless" | "isAsset" | "isCar") =>
  z.pipe(
    z.enum(["true", "false"], { error: `validation.application.${code}` }),
    z.transform((v: "true" | "false") => v === "true"),
  );

export const detailsSchema = z.object({
  email: emailSchema,
  qualificationType: z.enum(QUALIFICATION_TYPES, { error: "validation.application.qualificationType" }),
  unitType: z.enum(UNIT_TYPE_CODES, { error: "validation.application.unitType" }),
});

const SUPPLY_CATEGORY_OF: Record<QualificationType, SupplyCategory> = { YOUTH_TYPE: "YOUTH", MARRIED_TYPE: "MARRIED" };
const supplySchemas = new Map<string, ReturnType<typeof buildSupplySchema>>();

/**
 * Supply: the category follows the qualification type (youth supply for youth applicants,
 * newlywed supply for newlyweds); the earning and region ranks count for special supply only
 * (general supply has no income or region conditions, docs/product.md §9.2).
 */
export function supplySchema(qualificationType?: QualificationType | null) {
  // One per qualification type, built once: every draft read and step save parses with it.
  const key = qualificationType ?? "";
  let schema = supplySchemas.get(key);
  if (!schema) {
    schema = buildSupplySchema(qualificationType);
    supplySchemas.set(key, schema);
  }
  return schema;
}

function buildSupplySchema(qualificationType?: QualificationType | null) {
  const rank = (code: "earningRank" | "regionRank") =>
    z.optional(z.enum(RANKS, { error: `validation.application.${code}` }));
  const fields = z.object({
    supplyType: z.enum(SUPPLY_TYPES, { error: "validation.application.supplyType" }),
    supplyCategory: z.enum(SUPPLY_CATEGORIES, { error: "validation.application.supplyCategory" }),
    earningRank: rank("earningRank"),
    regionRank: rank("regionRank"),
  });
  return z.pipe(
    fields.check(
      z.superRefine((v, ctx) => {
        if (qualificationType && v.supplyCategory !== SUPPLY_CATEGORY_OF[qualificationType]) {
          ctx.addIssue({
            code: "custom",
            path: ["supplyCategory"],
            message: "validation.application.categoryMismatch",
          });
        }
        if (v.supplyType !== "SPECIAL_TYPE") return;
        for (const key of ["earningRank", "regionRank"] as const) {
          if (!v[key]) ctx.addIssue({ code: "custom", path: [key], message: `validation.application.${key}` });
        }
      }),
    ),
    z.transform((v: z.output<typeof fields>) => ({
      ...v,
      earningRank: v.supplyType === "SPECIAL_TYPE" ? (v.earningRank ?? null) : null,
      regionRank: v.supplyType === "SPECIAL_TYPE" ? (v.regionRank ?? null) : null,
    })),
  );
}

/** The car's value is asked in 만원 (10,000 won), as the registration states it. */
const answersFields = z.object({
  isHomeless: yesNo("isHomeless"),
  isAsset: yesNo("isAsset"),
  isCar: yesNo("isCar"),
  carValue: z.optional(z.string()),
});

export const answersSchema = z.pipe(
  answersFields.check(
    z.superRefine((v, ctx) => {
      if (v.isCar && !/^[1-9]\d{0,5}$/.test(v.carValue?.trim() ?? "")) {
        ctx.addIssue({ code: "custom", path: ["carValue"], message: "validation.application.carValue" });
      }
    }),
  ),
  z.transform((v: z.output<typeof answersFields>) => ({
    isHomeless: v.isHomeless,
    isAsset: v.isAsset,
    isCar: v.isCar,
    carValue: v.isCar ? Number(v.carValue?.trim()) * 10_000 : null,
  })),
);

const spouseFields = z.object({
  spouseName: nameSchema,
  spousePhone: phoneSchema,
  spouseBirth: birthSchema,
  marriage: z.enum(["married", "planned"], { error: "validation.application.marriage" }),
  marriageDate: z.optional(z.string()),
});

export const spouseSchema = z.pipe(
  spouseFields.check(
    z.superRefine((v, ctx) => {
      if (v.marriage === "married" && !isCalendarDate(v.marriageDate?.trim() ?? "")) {
        ctx.addIssue({ code: "custom", path: ["marriageDate"], message: "validation.application.marriageDate" });
      }
    }),
  ),
  z.transform((v: z.output<typeof spouseFields>) => ({
    spouseName: v.spouseName,
    spousePhone: v.spousePhone,
    spouseBirth: v.spouseBirth,
    marriagePlanned: v.marriage === "planned",
    marriageDate: v.marriage === "married" ? (v.marriageDate?.trim() ?? null) : null,
  })),
);

/** The schema of a step, given what the earlier steps say. */
export function stepSchema(step: FormStep, qualificationType?: QualificationType | null) {
  switch (step) {
    case "details":
      return detailsSchema;
    case "supply":
      return supplySchema(qualificationType);
    case "answers":
      return answersSchema;
    case "spouse":
      return spouseSchema;
  }
}

export type DraftReading = {
  /** What the valid steps say (a step that does not parse contributes nothing). */
  answers: Partial<Answers>;
  /** The form steps this application has (spouse only for newlyweds) and whether each is done. */
  done: Partial<Record<FormStep, boolean>>;
  /** The full answers when every step is done. */
  complete: Answers | null;
};

/** Reads a draft: each step's values parsed with its schema, in order. */
export function readDraft(draft: DraftValues): DraftReading {
  const answers: Partial<Answers> = {};
  const done: Partial<Record<FormStep, boolean>> = {};
  const take = (step: FormStep) => {
    const parsed = stepSchema(step, answers.qualificationType).safeParse(draft[step] ?? {});
    done[step] = parsed.success;
    if (parsed.success) Object.assign(answers, parsed.data);
  };
  take("details");
  take("supply");
  take("answers");
  if (answers.qualificationType === "MARRIED_TYPE") take("spouse");
  else if (answers.qualificationType === "YOUTH_TYPE") {
    Object.assign(answers, {
      spouseName: null,
      spousePhone: null,
      spouseBirth: null,
      marriagePlanned: null,
      marriageDate: null,
    });
  }
  const all = Object.values(done).every(Boolean) && answers.qualificationType !== undefined;
  return { answers, done, complete: all ? (answers as Answers) : null };
}

/** The steps of this application, in order (the spouse step only for newlyweds). */
export function stepsOf(answers: Partial<Answers>): Step[] {
  return STEPS.filter((s) => s !== "spouse" || answers.qualificationType === "MARRIED_TYPE");
}

/** A draft made from submitted answers (to edit them): the values each step's form posts. */
export function draftOf(answers: Answers): DraftValues {
  const text = (v: boolean | null) => (v === null ? "" : String(v));
  const out: DraftValues = {
    details: { email: answers.email, qualificationType: answers.qualificationType, unitType: answers.unitType },
    supply: {
      supplyType: answers.supplyType,
      supplyCategory: answers.supplyCategory,
      ...(answers.earningRank ? { earningRank: answers.earningRank } : {}),
      ...(answers.regionRank ? { regionRank: answers.regionRank } : {}),
    },
    answers: {
      isHomeless: text(answers.isHomeless),
      isAsset: text(answers.isAsset),
      isCar: text(answers.isCar),
      ...(answers.carValue !== null ? { carValue: String(answers.carValue / 10_000) } : {}),
    },
  };
  if (answers.qualificationType === "MARRIED_TYPE") {
    out.spouse = {
      spouseName: answers.spouseName ?? "",
      spousePhone: answers.spousePhone ?? "",
      spouseBirth: answers.spouseBirth ?? "",
      marriage: answers.marriagePlanned ? "planned" : "married",
      ...(answers.marriageDate ? { marriageDate: answers.marriageDate } : {}),
    };
  }
  return out;
}
