import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { isCommonPassword, refuseCommonPasswords } from "../../../app/features/auth/common-passwords.server";
import { passwordSchema } from "../../../app/lib/validation";

describe("common and breached passwords", () => {
  it.each(["Qwer1234!", "Password1!", "P@ssw0rd1!", "pa$$w0rd!1", "1qaz@WSX", "Iloveyou1!", "!QAZ2wsx"])(
    "refuses %s, which meets the §5 rules but is a listed password dressed up",
    async (password) => {
      expect(passwordSchema.safeParse(password).success).toBe(true);
      expect(await isCommonPassword(password)).toBe(true);
    },
  );

  it.each(["Hanul!7392sky", "Test!2345pw", "Dev!2345local", "Sub!2345local"])("accepts %s", async (password) => {
    expect(await isCommonPassword(password)).toBe(false);
  });

  it("answers a ZodError at each common field, with the message code and without the password", async () => {
    const error = await refuseCommonPasswords({ password: "Qwer1234!", subPassword: "Hanul!7392sky" }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["password", "validation.passwordCommon"],
    ]);
    expect(JSON.stringify((error as ZodError).issues)).not.toContain("Qwer1234");
    await expect(refuseCommonPasswords({ password: undefined, subPassword: "Hanul!7392sky" })).resolves.toBeUndefined();
  });
});
