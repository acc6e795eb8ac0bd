import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorMessage } from "../../../app/lib/domain-error";
import { fieldErrors } from "../../../app/lib/field-errors";
import { createT } from "../../../app/lib/i18n/client";
import { clientMessages } from "../../../app/lib/i18n/i18n.server";
import {
  birthSchema,
  emailSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  usernameSchema,
} from "../../../app/lib/validation";

/** The messages of docs/product.md §5.1 and §5.2, written out here so a typo in the app fails the test. */
const MESSAGES = {
  usernameChars: "아이디를 영문 소문자 및 숫자로만 작성해주세요",
  usernameMin: "아이디를 4자 이상으로 작성해주세요",
  passwordSpecial: "비밀번호에 특수문자를 넣어주세요",
  passwordLetter: "비밀번호에 영문을 넣어주세요",
  passwordDigit: "비밀번호에 숫자를 넣어주세요",
  passwordLength: "비밀번호를 8 ~ 16자 사이로 작성해주세요",
  name: "이름을 입력해주세요",
  email: "이메일을 입력해주세요",
  phone: "연락처를 입력해주세요",
  birth: "생년월일(YYYYMMDD)을 입력해주세요.",
};

/** The Korean page's translator: schemas give codes, the page shows their text. */
const t = createT(clientMessages("ko", ["errors"]));

/** Every message a schema gives for a value, as the Korean page shows it (empty when it passes). */
function messagesOf(schema: z.core.$ZodType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((i) => errorMessage(t, i.message));
}

describe("username", () => {
  it("allows only lowercase letters and digits", () => {
    for (const value of ["Abcd", "abc_d", "abc d", "한글아이디", "ABCD1"]) {
      expect(messagesOf(usernameSchema, value)).toEqual([MESSAGES.usernameChars]);
    }
  });

  it("needs at least 4 characters", () => {
    expect(messagesOf(usernameSchema, "abc")).toEqual([MESSAGES.usernameMin]);
    expect(messagesOf(usernameSchema, "")).toEqual([MESSAGES.usernameMin]);
    expect(messagesOf(usernameSchema, undefined)).toEqual([MESSAGES.usernameMin]);
  });

  it("allows at most 20 characters, with its own message beside docs/product.md §5.1's two", () => {
    expect(messagesOf(usernameSchema, "a".repeat(20))).toEqual([]);
    expect(messagesOf(usernameSchema, "a".repeat(21))).toEqual(["아이디를 20자 이하로 작성해주세요"]);
    expect(messagesOf(usernameSchema, "a".repeat(10_000))).toEqual(["아이디를 20자 이하로 작성해주세요"]);
  });

  it("accepts valid usernames", () => {
    for (const value of ["abcd", "user01", "1234", "developer"]) {
      expect(messagesOf(usernameSchema, value)).toEqual([]);
    }
  });
});

describe("password", () => {
  it("needs a special character", () => {
    expect(messagesOf(passwordSchema, "abcdefg1")).toEqual([MESSAGES.passwordSpecial]);
  });

  it("needs a letter", () => {
    expect(messagesOf(passwordSchema, "1234567!")).toEqual([MESSAGES.passwordLetter]);
  });

  it("needs a digit", () => {
    expect(messagesOf(passwordSchema, "abcdefg!")).toEqual([MESSAGES.passwordDigit]);
  });

  it("needs 8 to 16 characters", () => {
    expect(messagesOf(passwordSchema, "ab1!")).toEqual([MESSAGES.passwordLength]);
    expect(messagesOf(passwordSchema, "abcd1!x")).toEqual([MESSAGES.passwordLength]);
    expect(messagesOf(passwordSchema, "abcdefghij12345!x")).toEqual([MESSAGES.passwordLength]);
    expect(messagesOf(passwordSchema, undefined)).toEqual([MESSAGES.passwordLength]);
  });

  it("accepts 8 and 16 characters with a letter, a digit and a special character", () => {
    expect(messagesOf(passwordSchema, "abcd12!@")).toEqual([]);
    expect(messagesOf(passwordSchema, "abcdefghij1234!@")).toEqual([]);
    expect(messagesOf(passwordSchema, "Dev!2345local")).toEqual([]);
  });

  it("reports every missing rule of a weak password", () => {
    expect(messagesOf(passwordSchema, "")).toEqual([
      MESSAGES.passwordSpecial,
      MESSAGES.passwordLetter,
      MESSAGES.passwordDigit,
      MESSAGES.passwordLength,
    ]);
  });
});

describe("name", () => {
  it("needs at least 2 characters", () => {
    for (const value of ["", "김", " 김 ", undefined]) {
      expect(messagesOf(nameSchema, value)).toEqual([MESSAGES.name]);
    }
  });

  it("accepts names of 2 or more characters and trims them", () => {
    expect(nameSchema.parse(" 김하늘 ")).toBe("김하늘");
    expect(messagesOf(nameSchema, "이민")).toEqual([]);
  });
});

describe("email", () => {
  it("rejects values that are not e-mail addresses", () => {
    for (const value of ["", "abc", "a@", "@b.com", "a b@c.com", undefined]) {
      expect(messagesOf(emailSchema, value)).toEqual([MESSAGES.email]);
    }
  });

  it("accepts an e-mail address", () => {
    expect(emailSchema.parse(" help@haneul-sample.example ")).toBe("help@haneul-sample.example");
    expect(messagesOf(emailSchema, "user.name+tag@example.co.kr")).toEqual([]);
  });
});

describe("phone", () => {
  it("needs 10 or 11 digits without hyphens", () => {
    for (const value of ["", "010-1234-5678", "010123456", "010123456789", "0101234567a", undefined]) {
      expect(messagesOf(phoneSchema, value)).toEqual([MESSAGES.phone]);
    }
  });

  it("accepts 10 and 11 digits", () => {
    expect(messagesOf(phoneSchema, "01012345678")).toEqual([]);
    expect(messagesOf(phoneSchema, "0212345678")).toEqual([]);
  });
});

describe("birth", () => {
  it("needs exactly 8 characters", () => {
    for (const value of ["1990011", "199001011", "1990-01-01", ""]) {
      expect(messagesOf(birthSchema, value)[0]).toBe(MESSAGES.birth);
    }
  });

  it("needs a real YYYYMMDD date", () => {
    for (const value of ["abcdefgh", "19901301", "19900230", "19000229", "20230229", "19900100", "18991231"]) {
      expect(messagesOf(birthSchema, value)).toEqual([MESSAGES.birth]);
    }
  });

  it("gives only its own message for every failure", () => {
    for (const value of ["1990011", "1990-01-01", undefined, "19900230"]) {
      const messages = messagesOf(birthSchema, value);
      expect(messages.length).toBeGreaterThan(0);
      expect(new Set(messages)).toEqual(new Set([MESSAGES.birth]));
    }
  });

  it("accepts real dates, leap days included", () => {
    for (const value of ["19900101", "20000229", "20241231"]) {
      expect(messagesOf(birthSchema, value)).toEqual([]);
    }
  });
});

describe("fieldErrors", () => {
  const form = z.object({
    username: usernameSchema,
    password: passwordSchema,
    phone: phoneSchema,
    spouse: z.object({ birth: birthSchema }),
  });

  it("keeps the first message of each field, keyed by its dotted path", () => {
    const result = form.safeParse({ username: "A", password: "", phone: "01012345678", spouse: { birth: "1" } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error, t)).toEqual({
      username: MESSAGES.usernameChars,
      password: MESSAGES.passwordSpecial,
      "spouse.birth": MESSAGES.birth,
    });
  });

  it("keys an error on the value itself as _", () => {
    const result = phoneSchema.safeParse("x");
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error, t)).toEqual({ _: MESSAGES.phone });
  });
});
