import { z } from "zod";
import { isCalendarDate } from "../../lib/validation";

export const LOG_PAGE_SIZE = 20;

export const logFilterMessages = {
  date: "날짜를 YYYY-MM-DD 형식으로 입력해주세요",
  range: "종료일은 시작일과 같거나 이후여야 합니다",
  action: "작업 종류를 다시 선택해주세요",
  actor: "관리자를 다시 선택해주세요",
  page: "페이지 번호가 올바르지 않습니다",
} as const;

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const seoulDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, logFilterMessages.date)
  .refine((v) => isCalendarDate(v.replaceAll("-", "")), logFilterMessages.date);

/** Query of the log screen and GET /api/console/common/logs; dates are Asia/Seoul days. */
export const logFilterSchema = z
  .object({
    actor: z.preprocess(blankToUndefined, z.string().max(100, logFilterMessages.actor).optional()),
    // Any well-formed action, not only AUDIT_ACTIONS: the log may hold others.
    action: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z_]+\.[a-z_]+$/, logFilterMessages.action)
        .max(60, logFilterMessages.action)
        .optional(),
    ),
    from: z.preprocess(blankToUndefined, seoulDate.optional()),
    to: z.preprocess(blankToUndefined, seoulDate.optional()),
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: logFilterMessages.page })
        .int(logFilterMessages.page)
        .min(1, logFilterMessages.page)
        .max(100_000, logFilterMessages.page)
        .default(1),
    ),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ["to"], message: logFilterMessages.range });

export type LogFilter = z.output<typeof logFilterSchema>;

/** The filter as query parameters (for links to other pages of the same filter). */
export function logFilterQuery(filter: LogFilter, page: number): string {
  const params = new URLSearchParams();
  for (const key of ["actor", "action", "from", "to"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
