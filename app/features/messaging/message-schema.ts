import { z } from "zod";
import { emailSchema, phoneSchema } from "../../lib/validation";

export const messageMessages = {
  subject: "제목을 입력해주세요 (200자 이내)",
  smsSubject: "제목을 입력해주세요 (40자 이내)",
  html: "메일 본문을 입력해주세요",
  message: "문자 내용을 입력해주세요 (2,000자 이내)",
} as const;

/** POST /api/console/email: one recipient, an HTML body. */
export const emailMessageSchema = z.object({
  to: emailSchema,
  subject: z
    .string({ error: messageMessages.subject })
    .trim()
    .min(1, messageMessages.subject)
    .max(200, messageMessages.subject),
  html: z
    .string({ error: messageMessages.html })
    .trim()
    .min(1, messageMessages.html)
    .max(100_000, messageMessages.html),
});

/** POST /api/console/message: a text message (LMS: it has a subject) to one phone number. */
export const textMessageSchema = z.object({
  to: phoneSchema,
  subject: z
    .string({ error: messageMessages.smsSubject })
    .trim()
    .min(1, messageMessages.smsSubject)
    .max(40, messageMessages.smsSubject),
  message: z
    .string({ error: messageMessages.message })
    .trim()
    .min(1, messageMessages.message)
    .max(2000, messageMessages.message),
});

export type EmailMessageInput = z.output<typeof emailMessageSchema>;
export type TextMessageInput = z.output<typeof textMessageSchema>;
