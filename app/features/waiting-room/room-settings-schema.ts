import { z } from "zod";
import { formText } from "../../lib/form-values";

/*
 * A round's waiting room as the console sets it (the schedule edit page and
 * PUT /api/console/application/schedules/:id/waiting-room). Client-safe: the form checks
 * with it in the browser too.
 */

export const ROOM_CAPACITY_MAX = 100_000;
export const ROOM_IDLE_MINUTES_MAX = 120;

export const roomSettingsSchema = z.object({
  enabled: z.boolean({ error: "validation.waitingRoom.capacity" }),
  capacity: z
    .number({ error: "validation.waitingRoom.capacity" })
    .int("validation.waitingRoom.capacity")
    .min(1, "validation.waitingRoom.capacity")
    .max(ROOM_CAPACITY_MAX, "validation.waitingRoom.capacity"),
  idleMinutes: z
    .number({ error: "validation.waitingRoom.idleMinutes" })
    .int("validation.waitingRoom.idleMinutes")
    .min(1, "validation.waitingRoom.idleMinutes")
    .max(ROOM_IDLE_MINUTES_MAX, "validation.waitingRoom.idleMinutes"),
});

export type RoomSettings = z.output<typeof roomSettingsSchema>;

const numberOrText = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : text);

/** The form's fields as the schema's input (numbers when they are numbers, the checkbox as a boolean). */
export function roomSettingsFromForm(form: FormData) {
  return {
    enabled: form.get("enabled") === "on",
    capacity: numberOrText(formText(form, "capacity")),
    idleMinutes: numberOrText(formText(form, "idleMinutes")),
  };
}

export type RoomSettingsValues = { enabled: boolean; capacity: string; idleMinutes: string };
