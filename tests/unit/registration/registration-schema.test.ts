import { describe, expect, it } from "vitest";
import { formatCheckSchema } from "../../../app/features/registration/format-check";
import { REGISTRATION_LIST_FIELDS } from "../../../app/features/registration/registration-field-names";
import { registrationSchema } from "../../../app/features/registration/registration-schema";
import { fieldErrors as fieldCodes } from "../../../app/lib/field-errors";
import { formValues } from "../../../app/lib/form-values";
import { createT } from "../../../app/lib/i18n/client";
import { clientMessages } from "../../../app/lib/i18n/i18n.server";

const t = createT(clientMessages("ko", ["errors"]));
const fieldErrors = (error: Parameters<typeof fieldCodes>[0]) => fieldCodes(error, t);

const offered = [
  { code: "privacy", required: true },
  { code: "marketing", required: false },
];

function parse(entries: [string, string][]) {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return registrationSchema(offered).safeParse(formValues(data, REGISTRATION_LIST_FIELDS));
}

const valid: [string, string][] = [
  ["terms", "privacy"],
  ["name", "김하늘"],
  ["phone", "0212345678"],
  ["birth", "20000229"],
  ["email", "sky@example.com"],
  ["qualificationType", "MARRIED_TYPE"],
  ["unitTypes", "39A"],
  ["unitTypes", "18B"],
];

describe("the registration schema the browser and the action share", () => {
  it("accepts a complete form, ordering unit types and dropping repeated terms", () => {
    const result = parse([...valid, ["terms", "privacy"], ["terms", "marketing"]]);
    expect(result.success).toBe(true);
    expect(result.data?.unitTypes).toEqual(["18B", "39A"]);
    expect(result.data?.terms).toEqual(["privacy", "marketing"]);
  });

  it("reports a required term at terms.<code>, next to its own checkbox, and accepts an optional one left out", () => {
    const without = parse(valid.filter(([k]) => k !== "terms"));
    expect(without.success).toBe(false);
    expect(without.error && fieldErrors(without.error)).toEqual({ "terms.privacy": "필수 약관에 동의해주세요" });
    const onlyOptional = registrationSchema([{ code: "marketing", required: false }]).safeParse({
      ...Object.fromEntries(valid),
      terms: [],
      unitTypes: ["18A"],
    });
    expect(onlyOptional.success).toBe(true);
  });

  it("uses docs/product.md §5.1's exact messages for name, phone, birth and e-mail", () => {
    const bad = (field: string, value: string) => {
      const result = parse([...valid.filter(([k]) => k !== field), [field, value]]);
      return result.error ? fieldErrors(result.error)[field] : undefined;
    };
    expect(bad("name", "김")).toBe("이름을 입력해주세요");
    expect(bad("phone", "02-1234-5678")).toBe("연락처를 입력해주세요");
    expect(bad("phone", "01234567890123")).toBe("연락처를 입력해주세요");
    expect(bad("birth", "2001022")).toBe("생년월일(YYYYMMDD)을 입력해주세요.");
    expect(bad("birth", "20010229")).toBe("생년월일(YYYYMMDD)을 입력해주세요.");
    expect(bad("email", "not-an-email")).toBe("이메일을 입력해주세요");
  });

  it("the input-format checker applies the same four field rules", () => {
    const result = formatCheckSchema.safeParse({ name: "", phone: "1", birth: "x", email: "y" });
    expect(result.error && fieldErrors(result.error)).toEqual({
      name: "이름을 입력해주세요",
      phone: "연락처를 입력해주세요",
      birth: "생년월일(YYYYMMDD)을 입력해주세요.",
      email: "이메일을 입력해주세요",
    });
  });
});

describe("formValues", () => {
  it("reads repeated fields as lists, others as their first value, and leaves out what was not sent", () => {
    const data = new FormData();
    data.append("unitTypes", "18A");
    data.append("unitTypes", "36A");
    data.append("name", "a");
    data.append("name", "b");
    data.append("upload", new File(["x"], "x.txt"));
    expect(formValues(data, ["unitTypes", "terms"])).toEqual({ unitTypes: ["18A", "36A"], terms: [], name: "a" });
  });
});
