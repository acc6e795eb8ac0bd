import { z } from "zod";
import { formText } from "../../lib/form-values";
import {
  checked,
  confirmUnreadableSchema,
  flagSchema,
  managedTitleSchema,
  richTextSchema,
} from "../managed-content/managed-schema";

/** A notice as the console writes it (POST creates, PUT replaces). Client-safe. */
export const noticeInputSchema = z.object({
  title: managedTitleSchema,
  body: richTextSchema("validation.content.body"),
  pinned: flagSchema.default(false),
  published: flagSchema.default(true),
  confirmUnreadable: confirmUnreadableSchema,
});
export type NoticeInput = z.output<typeof noticeInputSchema>;

/** The console form: text fields and two checkboxes (files are read by the action). */
export function noticeFromForm(form: FormData) {
  return {
    title: formText(form, "title"),
    body: formText(form, "body"),
    pinned: checked(form, "pinned"),
    published: checked(form, "published"),
    confirmUnreadable: checked(form, "confirmUnreadable"),
  };
}
