import { z } from "zod";
import { formText } from "../../lib/form-values";
import { checked, confirmUnreadableSchema, flagSchema, managedTitleSchema } from "../managed-content/managed-schema";

/** A download entry (서식 자료) as the console writes it; its files come separately. Client-safe. */
export const downloadInputSchema = z.object({
  title: managedTitleSchema,
  description: z
    .string({ error: "validation.content.description" })
    .trim()
    .max(2000, "validation.content.description")
    .default(""),
  pinned: flagSchema.default(false),
  published: flagSchema.default(true),
  confirmUnreadable: confirmUnreadableSchema,
});
export type DownloadInput = z.output<typeof downloadInputSchema>;

export function downloadFromForm(form: FormData) {
  return {
    title: formText(form, "title"),
    description: formText(form, "description"),
    pinned: checked(form, "pinned"),
    published: checked(form, "published"),
    confirmUnreadable: checked(form, "confirmUnreadable"),
  };
}
