import { z } from "zod";
import { passwordSchema } from "../../lib/validation";

/**
 * Forms of /console/password, shared by the page (in the browser and in its action) and by
 * PUT /api/console/password(/sub). Field rules are SPEC.md §5's, with its messages.
 */
export const passwordFormMessages = {
  currentRequired: "현재 비밀번호를 입력해주세요",
  currentWrong: "현재 비밀번호가 일치하지 않습니다",
  sameAsCurrent: "현재 비밀번호와 다른 비밀번호를 입력해주세요",
  confirmMismatch: "새 비밀번호가 일치하지 않습니다",
} as const;

const current = z
  .string({ error: passwordFormMessages.currentRequired })
  .min(1, passwordFormMessages.currentRequired)
  .max(200, passwordFormMessages.currentWrong);

export const changePasswordSchema = z
  .object({
    currentPassword: current,
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: passwordFormMessages.confirmMismatch }),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    message: passwordFormMessages.sameAsCurrent,
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ["confirmPassword"],
    message: passwordFormMessages.confirmMismatch,
  });
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

export const changeSubPasswordSchema = z
  .object({
    currentPassword: current,
    newSubPassword: passwordSchema,
    confirmSubPassword: z.string({ error: passwordFormMessages.confirmMismatch }),
  })
  .refine((v) => v.confirmSubPassword === v.newSubPassword, {
    path: ["confirmSubPassword"],
    message: passwordFormMessages.confirmMismatch,
  });
export type ChangeSubPasswordInput = z.output<typeof changeSubPasswordSchema>;
