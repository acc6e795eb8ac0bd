import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import { z } from "zod";

/**
 * zod validation of one request part; bad input is thrown to the API's one error handler
 * (400 with the error shape), so the handler never runs and nothing is written.
 */
export function validate<T extends keyof ValidationTargets, S extends z.core.$ZodType>(target: T, schema: S) {
  return validator(target, async (value) => {
    // The function form takes classic and mini schemas alike (the public forms' are mini).
    const parsed = await z.safeParseAsync(schema, value);
    if (!parsed.success) throw parsed.error;
    return parsed.data as z.output<S>;
  });
}

/** The `:id` of a record in an API path: a server-built id, never anything to look up otherwise. */
export const idParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "validation.recordId") });
