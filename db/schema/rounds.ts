import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, id, instant, timestamps } from "../columns";

/** Application schedule (docs/product.md §3.1, §4.1): one subscription round and its window. */
export const rounds = sqliteTable(
  "rounds",
  {
    id: id(),
    round: integer("round").notNull().unique(),
    title: text("title").notNull(),
    shows: bool("shows").notNull().default(true),
    stops: bool("stops").notNull().default(false),
    openAt: instant("open_at").notNull(),
    deadAt: instant("dead_at").notNull(),
    /**
     * The announcement's reference date (YYYYMMDD) on which ages and marriage years are
     * counted; null means the Seoul day of openAt (app/features/applications/eligibility.ts).
     */
    referenceDate: text("reference_date"),
    messageBeforeOpen: text("message_before_open").notNull().default(""),
    messageDead: text("message_dead").notNull().default(""),
    messageDead2: text("message_dead2").notNull().default(""),
    messageStop: text("message_stop").notNull().default(""),
    /**
     * The waiting room in front of the form while this round is open (docs/waiting-room.md):
     * on or off, how many applicants may be in the journey at once, and how long an admitted
     * applicant may stay without a request before the place goes to the next in line.
     */
    waitingRoom: bool("waiting_room").notNull().default(false),
    waitingCapacity: integer("waiting_capacity").notNull().default(1000),
    waitingIdleSeconds: integer("waiting_idle_seconds").notNull().default(600),
    ...timestamps(),
  },
  (t) => [index("rounds_open_at_idx").on(t.openAt)],
);
