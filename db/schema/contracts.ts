import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, instant, timestamps } from "../columns";
import { applications } from "./applications";
import { rounds } from "./rounds";

/**
 * A contract appointment slot (계약 예약) a manager opens for a round: when, where, and how many
 * winners it takes. Winners at PASSED in the document check book one (contract_bookings).
 */
export const contractSlots = sqliteTable(
  "contract_slots",
  {
    id: id(),
    roundId: text("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    place: text("place").notNull(),
    capacity: integer("capacity").notNull(),
    createdBy: text("created_by").notNull(),
    ...timestamps(),
  },
  (t) => [
    index("contract_slots_round_start_idx").on(t.roundId, t.startsAt),
    check("contract_slots_capacity_ck", sql`${t.capacity} between 1 and 500`),
    check("contract_slots_times_ck", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A winner's contract appointment: one per application, in one slot. A booking lands only by a
 * single conditional insert that counts the slot's bookings against its capacity
 * (contract-booking.server.ts), so concurrent bookings never exceed it. `remindedAt` marks the
 * 알림톡 reminder sent the day before; `completedAt` the manager's 계약 완료 at the appointment.
 */
export const contractBookings = sqliteTable(
  "contract_bookings",
  {
    applicationId: text("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    roundId: text("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    slotId: text("slot_id")
      .notNull()
      .references(() => contractSlots.id, { onDelete: "restrict" }),
    bookedAt: instant("booked_at").notNull(),
    /** The site's origin the booking was made on: the reminder's link (the cron has no request). */
    linkOrigin: text("link_origin").notNull(),
    remindedAt: instant("reminded_at"),
    completedAt: instant("completed_at"),
    completedBy: text("completed_by"),
    ...timestamps(),
  },
  (t) => [index("contract_bookings_slot_idx").on(t.slotId), index("contract_bookings_round_idx").on(t.roundId)],
);
