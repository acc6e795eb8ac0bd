/** The personal fields /default-form explains and lets a visitor try (checked by format-check.ts). */
export const FORMAT_FIELDS = [
  { name: "name", rule: "nameRule", example: "홍길동", message: "validation.name" },
  { name: "phone", rule: "phoneRule", example: "01012345678", message: "validation.phone" },
  { name: "birth", rule: "birthRule", example: "19950301", message: "validation.birth" },
  { name: "email", rule: "emailRule", example: "name@example.com", message: "validation.email" },
] as const;
