import { z } from "zod/mini";

/**
 * Field schemas of SPEC.md §5 with exactly its Korean messages. Client-safe: the
 * same schema validates a form in the browser and its action on the server.
 *
 * Written with zod/mini, as are the schemas of the public forms that use them: mini's
 * functions tree-shake, classic zod's methods do not, and classic would add ~17 kB gzip
 * to every public form page (issue 10's budget is 130 kB). Mini schemas fit into classic
 * ones (console forms) as they are; wrap them with z.optional(...) rather than a method.
 */
export const messages = {
  usernameChars: "아이디를 영문 소문자 및 숫자로만 작성해주세요",
  usernameMin: "아이디를 4자 이상으로 작성해주세요",
  /** Not in SPEC.md §5 (which sets no maximum): keeps stored names and lookup keys bounded. */
  usernameMax: "아이디를 20자 이하로 작성해주세요",
  passwordSpecial: "비밀번호에 특수문자를 넣어주세요",
  passwordLetter: "비밀번호에 영문을 넣어주세요",
  passwordDigit: "비밀번호에 숫자를 넣어주세요",
  passwordLength: "비밀번호를 8 ~ 16자 사이로 작성해주세요",
  name: "이름을 입력해주세요",
  email: "이메일을 입력해주세요",
  phone: "연락처를 입력해주세요",
  birth: "생년월일(YYYYMMDD)을 입력해주세요.",
} as const;

export const usernameSchema = z
  .string({ error: messages.usernameMin })
  .check(
    z.regex(/^[a-z0-9]*$/, messages.usernameChars),
    z.minLength(4, messages.usernameMin),
    z.maxLength(20, messages.usernameMax),
  );

export const passwordSchema = z
  .string({ error: messages.passwordLength })
  .check(
    z.regex(/[^A-Za-z0-9\s]/, messages.passwordSpecial),
    z.regex(/[A-Za-z]/, messages.passwordLetter),
    z.regex(/[0-9]/, messages.passwordDigit),
    z.minLength(8, messages.passwordLength),
    z.maxLength(16, messages.passwordLength),
  );

export const nameSchema = z
  .string({ error: messages.name })
  .check(z.trim(), z.minLength(2, messages.name), z.maxLength(50, messages.name));

export const emailSchema = z.pipe(
  z.string({ error: messages.email }).check(z.trim(), z.maxLength(254, messages.email)),
  z.email(messages.email),
);

export const phoneSchema = z.string({ error: messages.phone }).check(z.regex(/^\d{10,11}$/, messages.phone));

/** True when `yyyymmdd` names a real calendar day. */
export function isCalendarDate(yyyymmdd: string): boolean {
  if (!/^\d{8}$/.test(yyyymmdd)) return false;
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  if (y < 1900 || m < 1 || m > 12 || d < 1) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const birthSchema = z
  .string({ error: messages.birth })
  .check(z.length(8, messages.birth), z.refine(isCalendarDate, messages.birth));

/** First message per field, keyed by the dotted path: what a form shows next to each field. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
