import { z } from "zod";
import { isCalendarDate } from "../../lib/format";

/*
 * A contract appointment slot as the console's form posts it (client-safe): the day, the start
 * and end times in Asia/Seoul, the place and how many winners it takes.
 */

export const SLOT_LIMITS = { place: 100, capacity: 500 } as const;

const day = z
  .string({ error: "validation.contracts.day" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.contracts.day")
  .refine((value) => isCalendarDate(value.replaceAll("-", "")), "validation.contracts.day");

const time = (code: "validation.contracts.startTime" | "validation.contracts.endTime") =>
  z
    .string({ error: code })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, code);

export const slotInputSchema = z
  .object({
    day,
    start: time("validation.contracts.startTime"),
    end: time("validation.contracts.endTime"),
    place: z
      .string({ error: "validation.contracts.place" })
      .trim()
      .min(1, "validation.contracts.place")
      .max(SLOT_LIMITS.place, "validation.contracts.place"),
    capacity: z.coerce
      .number({ error: "validation.contracts.capacity" })
      .int("validation.contracts.capacity")
      .min(1, "validation.contracts.capacity")
      .max(SLOT_LIMITS.capacity, "validation.contracts.capacity"),
  })
  .refine((slot) => slot.end > slot.start, { message: "validation.contracts.endTime", path: ["end"] });

export type SlotInput = z.infer<typeof slotInputSchema>;

/** The day of the console's day list, `?day=YYYY-MM-DD`; anything else is no day. */
export const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => isCalendarDate(value.replaceAll("-", "")));
