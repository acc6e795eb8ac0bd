import { z } from "zod";
import { UNIT_TYPE_CODES } from "../../lib/enums";

/*
 * A round's unit (동·호) as the console's form or an imported sheet gives it (client-safe): 동 and
 * 호 as written on the building (digits or letters, "101동" is taken as 101), the floor, and one
 * of the complex's unit types.
 */

export const UNIT_LIMITS = { name: 10, floorMin: 1, floorMax: 99, importRows: 2000 } as const;

/** 동 or 호: trimmed, its own suffix dropped, then 1-10 letters or digits. */
const part = (suffix: string, code: "validation.units.dong" | "validation.units.ho") =>
  z
    .string({ error: code })
    .trim()
    .transform((value) => (value.endsWith(suffix) ? value.slice(0, -suffix.length).trim() : value))
    .pipe(z.string().regex(new RegExp(`^[0-9A-Za-z가-힣]{1,${UNIT_LIMITS.name}}$`), code));

export const unitInputSchema = z.object({
  dong: part("동", "validation.units.dong"),
  ho: part("호", "validation.units.ho"),
  floor: z.coerce
    .number({ error: "validation.units.floor" })
    .int("validation.units.floor")
    .min(UNIT_LIMITS.floorMin, "validation.units.floor")
    .max(UNIT_LIMITS.floorMax, "validation.units.floor"),
  unitType: z.enum(UNIT_TYPE_CODES, { error: "validation.units.unitType" }),
});

export type UnitInputFields = z.input<typeof unitInputSchema>;
