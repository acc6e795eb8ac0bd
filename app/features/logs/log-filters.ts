import { z } from "zod";
import { isCalendarDate } from "../../lib/format";
import { pageNumberSchema } from "../../lib/pagination";

export const LOG_PAGE_SIZE = 20;

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const seoulDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.logs.date")
  .refine((v) => isCalendarDate(v.replaceAll("-", "")), "validation.logs.date");

/** Query of the log screen and GET /api/console/common/logs; dates are Asia/Seoul days. */
export const logFilterSchema = z
  .object({
    actor: z.preprocess(blankToUndefined, z.string().max(100, "validation.logs.actor").optional()),
    // Any well-formed action, not only AUDIT_ACTIONS: the log may hold others.
    action: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z_]+\.[a-z_]+$/, "validation.logs.action")
        .max(60, "validation.logs.action")
        .optional(),
    ),
    from: z.preprocess(blankToUndefined, seoulDate.optional()),
    to: z.preprocess(blankToUndefined, seoulDate.optional()),
    page: pageNumberSchema,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ["to"], message: "validation.logs.range" });

export type LogFilter = z.output<typeof logFilterSchema>;
