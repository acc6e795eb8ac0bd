import { z } from "zod/mini";
import { emailSchema, passwordSchema, usernameSchema } from "../../lib/validation";
import { agreementField, type OfferedAgreement } from "../terms/agreement-schema";

/*
 * Member forms (docs/product.md §15), one schema each for the page (in the browser and its
 * action) and the API. Username and password follow §5.1 with its exact messages; name, phone
 * and birth are never asked: they come from the identity verification. Client-safe; zod/mini.
 */

const confirmation = z.string({ error: "validation.member.passwordConfirm" });

export function joinSchema(offered: readonly OfferedAgreement[]) {
  return z
    .object({
      terms: agreementField(offered),
      username: usernameSchema,
      password: passwordSchema,
      passwordConfirm: confirmation,
      email: emailSchema,
    })
    .check(
      z.refine((v) => v.password === v.passwordConfirm, {
        path: ["passwordConfirm"],
        message: "validation.member.passwordConfirm",
      }),
    );
}
export type JoinInput = z.output<ReturnType<typeof joinSchema>>;

export const memberLoginSchema = z.object({
  username: z
    .string({ error: "validation.login.username" })
    .check(z.trim(), z.minLength(1, "validation.login.username"), z.maxLength(100, "validation.login.username")),
  password: z
    .string({ error: "validation.login.password" })
    .check(z.minLength(1, "validation.login.password"), z.maxLength(200, "validation.login.password")),
});
export type MemberLoginInput = z.output<typeof memberLoginSchema>;

/** What a member may change on my page: the e-mail and the optional agreements. */
export const profileSchema = z.object({
  email: emailSchema,
  marketing: z._default(z.boolean({ error: "validation.agreement.unknown" }), false),
});
export type ProfileInput = z.output<typeof profileSchema>;

/** A new password after verifying again (recovery). */
export const newPasswordSchema = z.object({ password: passwordSchema, passwordConfirm: confirmation }).check(
  z.refine((v) => v.password === v.passwordConfirm, {
    path: ["passwordConfirm"],
    message: "validation.member.passwordConfirm",
  }),
);
export type NewPasswordInput = z.output<typeof newPasswordSchema>;

/**
 * A signed-in member's own password change: the current one proves who asks (docs/product.md
 * §15). Messages are the console's password page's, the confirmation's the join form's.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: "validation.password.currentRequired" }).check(
      z.minLength(1, "validation.password.currentRequired"),
      // No password is this long, so it cannot be the current one.
      z.maxLength(200, "auth.currentPasswordWrong"),
    ),
    password: passwordSchema,
    passwordConfirm: confirmation,
  })
  .check(
    z.refine((v) => v.password !== v.currentPassword, {
      path: ["password"],
      message: "validation.password.sameAsCurrent",
    }),
    z.refine((v) => v.password === v.passwordConfirm, {
      path: ["passwordConfirm"],
      message: "validation.member.passwordConfirm",
    }),
  );
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

/** Withdrawal asks to confirm: the box must be ticked (the API sends `confirm: true`). */
export const withdrawSchema = z.object({
  confirm: z.literal(true, { error: "validation.member.withdrawConfirm" }),
});
