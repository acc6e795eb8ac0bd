import { z } from "zod";
import { formText } from "../../lib/form-values";
import type { ManagedFlags } from "./managed-schema";

const INTENTS: Record<string, ManagedFlags> = {
  pin: { pinned: true },
  unpin: { pinned: false },
  publish: { published: true },
  hide: { published: false },
};

const flagPost = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "validation.recordId"),
  intent: z.enum(Object.keys(INTENTS) as [string, ...string[]], { error: "validation.content.flags" }),
});

/** A console list's pin / publish button as `{ id, flags }` (a ZodError for anything else). */
export function flagsFromForm(form: FormData): { id: string; flags: ManagedFlags } {
  const { id, intent } = flagPost.parse({ id: formText(form, "id"), intent: formText(form, "intent") });
  return { id, flags: INTENTS[intent] ?? {} };
}

/** Uploaded files of a console form (`files`), leaving out the empty part a file input sends when none is chosen. */
export function uploadsFromForm(form: FormData, name = "files"): File[] {
  return form.getAll(name).filter((v): v is File => v instanceof File && (v.size > 0 || v.name !== ""));
}

/** Ids of files a console form asks to remove. */
export function removalsFromForm(form: FormData): string[] {
  return form.getAll("remove").filter((v): v is string => typeof v === "string");
}
