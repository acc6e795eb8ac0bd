import { z } from "zod";
import { passwordSchema } from "../../lib/validation";

/*
 * Forms of /console/password, shared by the page (in the browser and in its action) and by
 * PUT /api/console/password(/sub). Field rules are docs/product.md §5.1's, with its messages.
 */

const current = z
  .string({ error: "validation.password.currentRequired" })
  .min(1, "validation.password.currentRequired")
  // No password is this long, so it cannot be the current one.
  .max(200, "auth.currentPasswordWrong");

export const changePasswordSchema = z
  .object({
    currentPassword: current,
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: "validation.password.confirmMismatch" }),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    message: "validation.password.sameAsCurrent",
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ["confirmPassword"],
    message: "validation.password.confirmMismatch",
  });
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

export const changeSubPasswordSchema = z
  .object({
    currentPassword: current,
    newSubPassword: passwordSchema,
    confirmSubPassword: z.string({ error: "validation.password.confirmMismatch" }),
  })
  .refine((v) => v.confirmSubPassword === v.newSubPassword, {
    path: ["confirmSubPassword"],
    message: "validation.password.confirmMismatch",
  });
export type ChangeSubPasswordInput = z.output<typeof changeSubPasswordSchema>;
