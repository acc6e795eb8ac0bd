import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import { z } from "zod";
import { fieldErrors } from "../../app/lib/validation";
import { errorBody, INVALID_INPUT } from "./errors";

/**
 * zod validation of one request part; bad input answers 400 with the error shape and the
 * handler never runs, so nothing is written.
 */
export function validate<T extends keyof ValidationTargets, S extends z.core.$ZodType>(target: T, schema: S) {
  return validator(target, async (value, c) => {
    // The function form takes classic and mini schemas alike (the public forms' are mini).
    const parsed = await z.safeParseAsync(schema, value);
    if (!parsed.success) return c.json(errorBody(INVALID_INPUT, fieldErrors(parsed.error)), 400);
    return parsed.data as z.output<S>;
  });
}
