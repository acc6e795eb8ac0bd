import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { fieldErrors } from "../../app/lib/validation";
import { errorBody, INVALID_INPUT } from "./errors";

/**
 * zod validation of one request part; bad input answers 400 with the error shape and the
 * handler never runs, so nothing is written.
 */
export function validate<T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) {
  return validator(target, async (value, c) => {
    const parsed = await schema.safeParseAsync(value);
    if (!parsed.success) return c.json(errorBody(INVALID_INPUT, fieldErrors(parsed.error)), 400);
    return parsed.data as z.output<S>;
  });
}
