import { z } from "zod";

/** The console login form, checked the same way in the browser and in the action. */
export const loginFormMessages = {
  username: "아이디를 입력해주세요",
  password: "비밀번호를 입력해주세요",
} as const;

export const loginFormSchema = z.object({
  username: z
    .string({ error: loginFormMessages.username })
    .trim()
    .min(1, loginFormMessages.username)
    .max(100, loginFormMessages.username),
  password: z
    .string({ error: loginFormMessages.password })
    .min(1, loginFormMessages.password)
    .max(200, loginFormMessages.password),
});
