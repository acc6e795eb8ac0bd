import { z } from "zod";

/*
 * Common and breached passwords (ASVS 5.0 V6.2): the 49,000-odd most common
 * passwords of breach corpora as zxcvbn-ts ships them (@zxcvbn-ts/language-common, MIT, no
 * network). Almost none of them meet the §5 character rules by themselves, so a password is
 * also refused when it is one of them dressed up to pass: in capitals, with symbols added,
 * "@" for "a" or "$" for "s" ("Qwer1234!", "Password1!", "P@ssw0rd1!").
 */

let list: Promise<Set<string>> | null = null;

/** The list, loaded (and decompressed, some tens of ms) only when a new password is set. */
function commonPasswords(): Promise<Set<string>> {
  list ??= import("@zxcvbn-ts/language-common/dist/passwords.json.mjs").then((m) => new Set(m.default));
  return list;
}

/** The forms of a password looked up in the list (which is in lower case): as typed, without symbols, "@"/"$" read as letters. */
function candidateForms(password: string): string[] {
  const lower = password.toLowerCase();
  const alnum = (s: string) => s.replace(/[^a-z0-9]/g, "");
  return [...new Set([lower, alnum(lower), alnum(lower.replace(/@/g, "a").replace(/\$/g, "s"))])];
}

export async function isCommonPassword(password: string): Promise<boolean> {
  const common = await commonPasswords();
  return candidateForms(password).some((form) => common.has(form));
}

/**
 * Refuses new passwords that are common ones, as a ZodError at their fields, so pages and the
 * API answer it like any rule of the form's schema (400 "입력값을 확인해주세요", the message
 * "validation.passwordCommon" next to the field). Every place that sets a password (managers
 * now, members later) calls this before hashing; the browser does not ship the list.
 */
export async function refuseCommonPasswords(fields: Record<string, string | undefined>): Promise<void> {
  const issues: z.core.$ZodIssue[] = [];
  for (const [field, value] of Object.entries(fields)) {
    if (value && (await isCommonPassword(value))) {
      issues.push({ code: "custom", path: [field], message: "validation.passwordCommon", input: undefined });
    }
  }
  // ZodRealError is the Error subclass that parse() throws (a bare ZodError is no Error to Hono).
  if (issues.length) throw new z.ZodRealError(issues);
}
