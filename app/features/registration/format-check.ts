import { z } from "zod/mini";
import { birthSchema, emailSchema, nameSchema, phoneSchema } from "../../lib/validation";

/**
 * The personal fields every form of the site shares, as /default-form explains them and
 * lets a visitor try them. Client-safe; nothing checked here is stored. The page loads it on
 * the checker's first use (its fields are in format-field-names.ts).
 */
export const formatCheckSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  birth: birthSchema,
  email: emailSchema,
});
