import { z } from "zod/mini";
import { isCalendarDate } from "./format";

/**
 * Field schemas of docs/product.md §5.1, read as §5.2 says; their messages are codes of the
 * `errors` namespace, whose Korean texts are exactly §5.1's. Client-safe: the same schema
 * validates a form in the browser and its action on the server.
 *
 * Written with zod/mini, as are the schemas of the public forms that use them: mini's
 * functions tree-shake, classic zod's methods do not, and classic would add ~17 kB gzip
 * to every public form page (the client JS budget is 130 kB). Mini schemas fit into classic
 * ones (console forms) as they are; wrap them with z.optional(...) rather than a method.
 */
export const usernameSchema = z
  .string({ error: "validation.usernameMin" })
  .check(
    z.regex(/^[a-z0-9]*$/, "validation.usernameChars"),
    z.minLength(4, "validation.usernameMin"),
    z.maxLength(20, "validation.usernameMax"),
  );

export const passwordSchema = z
  .string({ error: "validation.passwordLength" })
  .check(
    z.regex(/[^A-Za-z0-9\s]/, "validation.passwordSpecial"),
    z.regex(/[A-Za-z]/, "validation.passwordLetter"),
    z.regex(/[0-9]/, "validation.passwordDigit"),
    z.minLength(8, "validation.passwordLength"),
    z.maxLength(16, "validation.passwordLength"),
  );

export const nameSchema = z
  .string({ error: "validation.name" })
  .check(z.trim(), z.minLength(2, "validation.name"), z.maxLength(50, "validation.name"));

export const emailSchema = z.pipe(
  z.string({ error: "validation.email" }).check(z.trim(), z.maxLength(254, "validation.email")),
  z.email("validation.email"),
);

export const phoneSchema = z.string({ error: "validation.phone" }).check(z.regex(/^\d{10,11}$/, "validation.phone"));

export const birthSchema = z
  .string({ error: "validation.birth" })
  .check(z.length(8, "validation.birth"), z.refine(isCalendarDate, "validation.birth"));
