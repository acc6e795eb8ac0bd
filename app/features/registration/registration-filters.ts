import { z } from "zod";
import { QUALIFICATION_TYPES, UNIT_TYPE_CODES } from "../../lib/enums";
import { isCalendarDate } from "../../lib/format";
import { pageNumberSchema } from "../../lib/pagination";

/*
 * The console's registration list filter: the page's query and GET /api/console/registration
 * read the same schema, and the export takes the same filter. Client-safe (the page checks
 * it in the browser). Dates are Asia/Seoul days of registration, both ends inclusive.
 */

export const REGISTRATION_PAGE_SIZE = 20;

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const seoulDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.logs.date")
  .refine((v) => isCalendarDate(v.replaceAll("-", "")), "validation.logs.date");

const filterFields = {
  qualificationType: z.preprocess(
    blankToUndefined,
    z.enum(QUALIFICATION_TYPES, { error: "validation.registrations.qualificationType" }).optional(),
  ),
  unitType: z.preprocess(
    blankToUndefined,
    z.enum(UNIT_TYPE_CODES, { error: "validation.registrations.unitType" }).optional(),
  ),
  from: z.preprocess(blankToUndefined, seoulDate.optional()),
  to: z.preprocess(blankToUndefined, seoulDate.optional()),
  /** A name, or digits of a phone number (hyphens ignored). */
  q: z.preprocess(
    (v) => blankToUndefined(typeof v === "string" ? v.trim() : v),
    z.string().max(50, "validation.registrations.q").optional(),
  ),
};

const dateOrder = <T extends { from?: string; to?: string }>(f: T) => !f.from || !f.to || f.from <= f.to;

export const registrationFilterSchema = z
  .object({ ...filterFields, page: pageNumberSchema })
  .refine(dateOrder, { path: ["to"], message: "validation.logs.range" });

export type RegistrationFilter = z.output<typeof registrationFilterSchema>;
export type RegistrationFilterFields = Omit<RegistrationFilter, "page">;

/** The export: the list's filter and the acting manager's sub-password. */
export const registrationExportSchema = z
  .object({
    ...filterFields,
    subPassword: z
      .string({ error: "validation.manager.subPasswordRequired" })
      .min(1, "validation.manager.subPasswordRequired")
      .max(100),
  })
  .refine(dateOrder, { path: ["to"], message: "validation.logs.range" });

export const FILTER_KEYS = ["qualificationType", "unitType", "from", "to", "q"] as const;

/** The columns of a registration as the console names them (console.registrations.columns.*). */
export type RegistrationColumn =
  | "createdAt"
  | "name"
  | "phone"
  | "birth"
  | "email"
  | "qualificationType"
  | "unitTypes"
  | "terms"
  | "supersededAt";
