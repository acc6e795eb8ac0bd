import { z } from "zod";
import { PHOTO_KEY_PATTERN } from "../photos/photo-keys";

export const popupMessages = {
  title: "팝업 제목을 입력해주세요 (100자 이내)",
  body: "팝업 내용은 5,000자 이내로 입력해주세요",
  imageKey: "이미지는 에디터 사진 업로드로 받은 키를 입력해주세요",
  imageAlt: "이미지 설명(대체 텍스트)을 입력해주세요 (200자 이내)",
  linkUrl: "링크는 사이트 안의 경로(/로 시작) 또는 https:// 주소로 입력해주세요",
  startsAt: "게시 시작 일시를 ISO 8601 형식(예: 2026-12-01T09:00:00+09:00)으로 입력해주세요",
  endsAt: "게시 종료 일시를 ISO 8601 형식(예: 2026-12-31T18:00:00+09:00)으로 입력해주세요",
  period: "게시 종료 일시는 시작 일시 이후여야 합니다",
  sortOrder: "노출 순서는 0 이상 9,999 이하의 정수로 입력해주세요",
  active: "노출 여부를 선택해주세요",
} as const;

const instant = (message: string) => z.iso.datetime({ offset: true, error: message }).transform((v) => new Date(v));

const link = z.union([z.string().regex(/^\/(?!\/)[A-Za-z0-9/_?=&#%.-]*$/), z.url({ protocol: /^https$/ })], {
  error: popupMessages.linkUrl,
});

/** A popup of the home page (POST creates, PUT replaces). */
export const popupSchema = z
  .object({
    title: z.string({ error: popupMessages.title }).trim().min(1, popupMessages.title).max(100, popupMessages.title),
    body: z.string({ error: popupMessages.body }).trim().max(5000, popupMessages.body).default(""),
    imageKey: z
      .string({ error: popupMessages.imageKey })
      .regex(PHOTO_KEY_PATTERN, popupMessages.imageKey)
      .nullable()
      .default(null),
    imageAlt: z.string({ error: popupMessages.imageAlt }).trim().max(200, popupMessages.imageAlt).default(""),
    linkUrl: link.nullable().default(null),
    startsAt: instant(popupMessages.startsAt),
    endsAt: instant(popupMessages.endsAt),
    sortOrder: z
      .number({ error: popupMessages.sortOrder })
      .int(popupMessages.sortOrder)
      .min(0, popupMessages.sortOrder)
      .max(9999, popupMessages.sortOrder)
      .default(0),
    active: z.boolean({ error: popupMessages.active }).default(true),
  })
  .refine((p) => p.endsAt > p.startsAt, { path: ["endsAt"], message: popupMessages.period })
  .refine((p) => !p.imageKey || p.imageAlt.length > 0, { path: ["imageAlt"], message: popupMessages.imageAlt });

export type PopupInput = z.output<typeof popupSchema>;
