import { z } from "zod";
import {
  APPLICATION_CHANNELS,
  RANKS,
  SUBMITTED_STATUSES,
  SUPPLY_CATEGORIES,
  SUPPLY_TYPES,
  type SubmittedStatus,
  UNIT_TYPE_CODES,
} from "../../lib/enums";
import { pageNumberSchema } from "../../lib/pagination";

/*
 * The console's application list filter, search and order: the page's query, GET
 * /api/console/application and the export read the same schema. Client-safe (the filter
 * form checks it in the browser). Drafts are never listed, so `status` is a submitted one.
 */

export const APPLICATION_PAGE_SIZE = 20;

export const SORT_KEYS = ["submittedAt", "name", "receiptNo", "status"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error }).optional());

const filterFields = {
  roundId: z.preprocess(blankToUndefined, z.string().max(64, "validation.applicationList.round").optional()),
  status: optionalEnum(
    SUBMITTED_STATUSES as unknown as [SubmittedStatus, ...SubmittedStatus[]],
    "validation.applicationList.status",
  ),
  supplyType: optionalEnum(SUPPLY_TYPES, "validation.applicationList.supplyType"),
  supplyCategory: optionalEnum(SUPPLY_CATEGORIES, "validation.applicationList.supplyCategory"),
  earningRank: optionalEnum(RANKS, "validation.applicationList.rank"),
  regionRank: optionalEnum(RANKS, "validation.applicationList.rank"),
  unitType: optionalEnum(UNIT_TYPE_CODES, "validation.applicationList.unitType"),
  channel: optionalEnum(APPLICATION_CHANNELS, "validation.applicationList.channel"),
  /** "1": only applications flagged as possible duplicates. */
  duplicate: optionalEnum(["1"], "validation.applicationList.duplicate"),
  /** A name, digits of a phone number (hyphens ignored) or a receipt number. */
  q: z.preprocess(
    (v) => blankToUndefined(typeof v === "string" ? v.trim() : v),
    z.string().max(50, "validation.applicationList.q").optional(),
  ),
};

const orderFields = {
  sort: z.preprocess(
    blankToUndefined,
    z.enum(SORT_KEYS, { error: "validation.applicationList.sort" }).default("submittedAt"),
  ),
  dir: z.preprocess(
    blankToUndefined,
    z.enum(SORT_DIRECTIONS, { error: "validation.applicationList.sort" }).default("desc"),
  ),
};

export const applicationFilterSchema = z.object({ ...filterFields, ...orderFields, page: pageNumberSchema });

export type ApplicationFilter = z.output<typeof applicationFilterSchema>;
export type ApplicationFilterFields = Omit<ApplicationFilter, "page" | "sort" | "dir">;

/** The export: the list's filter and the acting manager's sub-password (the file's order is fixed). */
export const applicationExportSchema = z.object({
  ...filterFields,
  subPassword: z
    .string({ error: "validation.manager.subPasswordRequired" })
    .min(1, "validation.manager.subPasswordRequired")
    .max(100),
});

export const FILTER_KEYS = [
  "roundId",
  "status",
  "supplyType",
  "supplyCategory",
  "earningRank",
  "regionRank",
  "unitType",
  "channel",
  "duplicate",
  "q",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterValues = Record<FilterKey, string>;

/**
 * What the list's address leaves out (`listHref`'s defaults): the default order, newest
 * first; a descending order is the default only for the submission time.
 */
export function applicationListDefaults(sort: SortKey = "submittedAt") {
  return { sort: "submittedAt", dir: sort === "submittedAt" ? "desc" : undefined };
}
