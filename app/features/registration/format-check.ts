import { z } from "zod/mini";
import { birthSchema, emailSchema, nameSchema, phoneSchema } from "../../lib/validation";

/**
 * The personal fields every form of the site shares, as /default-form explains them and
 * lets a visitor try them. Client-safe; nothing checked here is stored.
 */
export const formatCheckSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  birth: birthSchema,
  email: emailSchema,
});

export const FORMAT_FIELDS = [
  { name: "name", rule: "nameRule", example: "홍길동", message: "validation.name" },
  { name: "phone", rule: "phoneRule", example: "01012345678", message: "validation.phone" },
  { name: "birth", rule: "birthRule", example: "19950301", message: "validation.birth" },
  { name: "email", rule: "emailRule", example: "name@example.com", message: "validation.email" },
] as const;
