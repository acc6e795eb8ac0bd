import { z } from "zod";
import { SCOPES } from "../../lib/enums";
import { formText } from "../../lib/form-values";
import { nameSchema, passwordSchema, usernameSchema } from "../../lib/validation";

/*
 * Manager forms and API bodies (client-safe: the console form validates with these before
 * posting, and the action and the API validate again on the server).
 */

export const scopeListSchema = z
  .array(z.enum(SCOPES, { error: "validation.manager.scope" }), { error: "validation.manager.scope" })
  .min(1, "validation.manager.scope")
  .transform((list) => SCOPES.filter((s) => list.includes(s)));

export const createManagerSchema = z
  .object({
    username: usernameSchema,
    displayName: nameSchema,
    password: passwordSchema,
    subPassword: passwordSchema,
    scope: scopeListSchema,
  })
  .refine((v) => v.password !== v.subPassword, {
    path: ["subPassword"],
    message: "validation.manager.subPasswordSame",
  });
export type CreateManagerInput = z.output<typeof createManagerSchema>;

/** The acting manager's own sub-password, asked again before sensitive changes (§6.4). */
const mySubPasswordSchema = z.string({ error: "validation.manager.subPasswordRequired" }).max(100);

/**
 * Every field is optional: a PUT changes what it names. A new password resets it. Resetting a
 * peer's password or sub-password or disabling them also needs `mySubPassword`, the acting
 * manager's own sub-password (asked by the server, which knows whether the change disables).
 */
export const updateManagerSchema = z
  .object({
    displayName: z.optional(nameSchema),
    scope: scopeListSchema.optional(),
    disabled: z.boolean().optional(),
    password: z.optional(passwordSchema),
    subPassword: z.optional(passwordSchema),
    mySubPassword: z.optional(mySubPasswordSchema),
  })
  .refine(({ mySubPassword: _, ...change }) => Object.values(change).some((x) => x !== undefined), {
    message: "validation.nothingToChange",
  })
  .refine((v) => !v.password || v.password !== v.subPassword, {
    path: ["subPassword"],
    message: "validation.manager.subPasswordSame",
  });
export type UpdateManagerInput = z.output<typeof updateManagerSchema>;

/** Deleting a manager asks for the acting manager's own sub-password again. */
export const subPasswordCheckSchema = z.object({
  subPassword: z
    .string({ error: "validation.manager.subPasswordRequired" })
    .min(1, "validation.manager.subPasswordRequired")
    .max(100),
});

const optionalText = (form: FormData, name: string) => formText(form, name) || undefined;

/** The create form's fields as the schema's input. */
export function createManagerFromForm(form: FormData) {
  return {
    username: formText(form, "username").trim(),
    displayName: formText(form, "displayName"),
    password: formText(form, "password"),
    subPassword: formText(form, "subPassword"),
    scope: form.getAll("scope").filter((s) => typeof s === "string"),
  };
}

/** The edit form sends every field; empty password fields mean "keep". */
export function updateManagerFromForm(form: FormData) {
  return {
    displayName: formText(form, "displayName"),
    scope: form.getAll("scope").filter((s) => typeof s === "string"),
    disabled: form.get("disabled") === "on",
    password: optionalText(form, "password"),
    subPassword: optionalText(form, "subPassword"),
    mySubPassword: optionalText(form, "mySubPassword"),
  };
}
