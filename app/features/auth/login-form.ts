import { z } from "zod";

/** The console login form, checked the same way in the browser and in the action. */
export const loginFormSchema = z.object({
  username: z
    .string({ error: "validation.login.username" })
    .trim()
    .min(1, "validation.login.username")
    .max(100, "validation.login.username"),
  password: z
    .string({ error: "validation.login.password" })
    .min(1, "validation.login.password")
    .max(200, "validation.login.password"),
});
