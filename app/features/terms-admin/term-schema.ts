import { z } from "zod";
import { TERM_CODE_PATTERN } from "../terms/terms.server";

export const termMessages = {
  code: "약관 코드는 영문 소문자, 숫자, -, _ 로 40자 이내로 입력해주세요",
  title: "약관 제목을 입력해주세요 (100자 이내)",
  body: "약관 본문을 입력해주세요",
  effectiveAt: "시행 일시를 ISO 8601 형식(예: 2026-12-01T00:00:00+09:00)으로 입력해주세요",
  required: "필수 동의 여부를 선택해주세요",
  nothingToChange: "변경할 내용을 입력해주세요",
} as const;

const title = z.string({ error: termMessages.title }).trim().min(1, termMessages.title).max(100, termMessages.title);
const body = z.string({ error: termMessages.body }).trim().min(1, termMessages.body).max(100_000, termMessages.body);
const effectiveAt = z.iso
  .datetime({ offset: true, error: termMessages.effectiveAt })
  .transform((v) => new Date(v))
  .optional();

/** A new term with its first version. */
export const createTermSchema = z.object({
  code: z.string({ error: termMessages.code }).regex(TERM_CODE_PATTERN, termMessages.code),
  title,
  required: z.boolean({ error: termMessages.required }).default(true),
  body,
  effectiveAt,
});

/** A term's own fields; its texts change only by publishing a new version. */
export const updateTermSchema = z
  .object({ title: title.optional(), required: z.boolean({ error: termMessages.required }).optional() })
  .refine((v) => v.title !== undefined || v.required !== undefined, { message: termMessages.nothingToChange });

/** A new, immutable version of a term's text. */
export const publishTermVersionSchema = z.object({ body, effectiveAt });

export type CreateTermInput = z.output<typeof createTermSchema>;
export type UpdateTermInput = z.output<typeof updateTermSchema>;
export type PublishTermVersionInput = z.output<typeof publishTermVersionSchema>;
