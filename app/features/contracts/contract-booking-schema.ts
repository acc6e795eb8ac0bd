import { z } from "zod/mini";

/*
 * What the winner's contract page posts (client-safe, zod/mini): which winning application,
 * and for a booking which slot. Both are ids the page itself offered; the server checks that
 * the application is the verified person's and at PASSED.
 */

const ID = /^[0-9a-f]{32}$/;

export const CONTRACT_INTENTS = ["book", "cancel"] as const;

export const bookingSchema = z.object({
  applicationId: z.string().check(z.regex(ID, "validation.invalidInput")),
  slotId: z.string({ error: "validation.contractBooking.slot" }).check(z.regex(ID, "validation.contractBooking.slot")),
});

export const cancelSchema = z.object({
  applicationId: z.string().check(z.regex(ID, "validation.invalidInput")),
});
