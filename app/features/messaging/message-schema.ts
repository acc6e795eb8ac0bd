import { z } from "zod";
import { emailSchema, phoneSchema } from "../../lib/validation";

/** POST /api/console/email: one recipient, an HTML body. */
export const emailMessageSchema = z.object({
  to: emailSchema,
  subject: z
    .string({ error: "validation.messages.subject" })
    .trim()
    .min(1, "validation.messages.subject")
    .max(200, "validation.messages.subject"),
  html: z
    .string({ error: "validation.messages.html" })
    .trim()
    .min(1, "validation.messages.html")
    .max(100_000, "validation.messages.html"),
});

/** POST /api/console/message: a text message (LMS: it has a subject) to one phone number. */
export const textMessageSchema = z.object({
  to: phoneSchema,
  subject: z
    .string({ error: "validation.messages.smsSubject" })
    .trim()
    .min(1, "validation.messages.smsSubject")
    .max(40, "validation.messages.smsSubject"),
  message: z
    .string({ error: "validation.messages.message" })
    .trim()
    .min(1, "validation.messages.message")
    .max(2000, "validation.messages.message"),
});

export type EmailMessageInput = z.output<typeof emailMessageSchema>;
export type TextMessageInput = z.output<typeof textMessageSchema>;
