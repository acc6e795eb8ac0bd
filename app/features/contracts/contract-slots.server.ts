import { and, asc, count, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { applications, auditLog, contractBookings, contractSlots, rounds } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { seoulDayStart, seoulTime } from "../../lib/format";
import { loadRound } from "../applications/application-records.server";
import { type AuditActor, auditColumns, auditStatement } from "../audit/audit.server";
import { slotInputSchema } from "./contract-schema";

/*
 * The console's side of contract appointments (docs/product/contracts.md): a round's slots
 * (day, time, place, capacity), the day's list of appointments to print, and 계약 완료 marked
 * at the appointment. Every change and every view of the list is audited.
 */

export type SlotView = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  place: string;
  capacity: number;
  /** Winners booked in it now. */
  booked: number;
};

/** The round, or 404. */
export async function requireRound(db: Db, roundId: string) {
  const round = await loadRound(db, roundId);
  if (!round) throw new DomainError(404, "contract.roundNotFound");
  return round;
}

/** A round's slots, earliest first, each with its bookings counted. */
export async function roundSlots(db: Db, roundId: string): Promise<SlotView[]> {
  return db
    .select({
      id: contractSlots.id,
      startsAt: contractSlots.startsAt,
      endsAt: contractSlots.endsAt,
      place: contractSlots.place,
      capacity: contractSlots.capacity,
      booked: sql<number>`(select count(*) from ${contractBookings} b where b.slot_id = ${contractSlots.id})`,
    })
    .from(contractSlots)
    .where(eq(contractSlots.roundId, roundId))
    .orderBy(asc(contractSlots.startsAt), asc(contractSlots.place));
}

/** One slot with its round's title, for its calendar file; undefined for an unknown id. */
export function contractSlot(db: Db, slotId: string) {
  return db
    .select({
      id: contractSlots.id,
      startsAt: contractSlots.startsAt,
      endsAt: contractSlots.endsAt,
      place: contractSlots.place,
      roundTitle: rounds.title,
    })
    .from(contractSlots)
    .innerJoin(rounds, eq(rounds.id, contractSlots.roundId))
    .where(eq(contractSlots.id, slotId))
    .get();
}

/** "YYYY-MM-DD" + "HH:MM" in Asia/Seoul → the instant. */
function seoulAt(day: string, time: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const [h, min] = time.split(":").map(Number) as [number, number];
  return seoulTime(y, m, d, h, min);
}

/** Opens a slot; one that starts in the past is refused (409). Audited. */
export async function addSlot(db: Db, roundId: string, input: unknown, by: AuditActor): Promise<string> {
  const slot = slotInputSchema.parse(input);
  await requireRound(db, roundId);
  const startsAt = seoulAt(slot.day, slot.start);
  if (startsAt.getTime() <= by.now.getTime()) throw new DomainError(409, "contract.slotInPast", "day");
  const id = newId();
  await db.batch([
    db.insert(contractSlots).values({
      id,
      roundId,
      startsAt,
      endsAt: seoulAt(slot.day, slot.end),
      place: slot.place,
      capacity: slot.capacity,
      createdBy: by.principal.username,
      createdAt: by.now,
      updatedAt: by.now,
    }),
    auditStatement(
      db,
      {
        actor: by.principal.username,
        action: "record.create",
        targetType: "contractSlot",
        targetId: id,
        detail: { roundId, startsAt: startsAt.toISOString(), capacity: slot.capacity },
      },
      by.origin,
    ),
  ]);
  return id;
}

/** Removes a slot nobody booked (409 `contract.slotBooked` otherwise). Audited. */
export async function removeSlot(db: Db, roundId: string, slotId: string, by: AuditActor): Promise<void> {
  const removable = and(
    eq(contractSlots.id, slotId),
    eq(contractSlots.roundId, roundId),
    sql`not exists (select 1 from ${contractBookings} b where b.slot_id = ${contractSlots.id})`,
  );
  // The audit row is written from the same condition, in the same batch: only for a removal that happens.
  const detail = sql`json_object('roundId', ${roundId})`;
  const [, removed] = await db.batch([
    db.insert(auditLog).select(
      db
        .select(
          auditColumns(
            {
              actor: by.principal.username,
              action: "record.delete",
              targetType: "contractSlot",
              targetId: contractSlots.id,
              detail,
            },
            by.origin,
            by.now,
          ),
        )
        .from(contractSlots)
        .where(removable),
    ),
    db.delete(contractSlots).where(removable).returning({ id: contractSlots.id }),
  ]);
  if (removed.length === 1) return;
  const exists = await db
    .select({ n: count() })
    .from(contractSlots)
    .where(and(eq(contractSlots.id, slotId), eq(contractSlots.roundId, roundId)))
    .get();
  throw new DomainError(exists?.n ? 409 : 404, exists?.n ? "contract.slotBooked" : "contract.slotNotFound");
}

export type DayEntry = {
  applicationId: string;
  receiptNo: string;
  name: string;
  phone: string;
  startsAt: Date;
  endsAt: Date;
  place: string;
  completedAt: Date | null;
  completedBy: string | null;
};

/**
 * The appointments of one Asia/Seoul day ("YYYY-MM-DD") in a round, by time and place, with the
 * winners' names and phones to check them in: a view of personal data, audited
 * (`personal.view`, with the day and the row count).
 */
export async function dayList(db: Db, roundId: string, day: string, by: AuditActor): Promise<DayEntry[]> {
  const start = seoulDayStart(day);
  const end = seoulDayStart(day, 1);
  const rows = await db
    .select({
      applicationId: contractBookings.applicationId,
      receiptNo: sql<string>`coalesce(${applications.receiptNo}, '')`,
      name: applications.name,
      phone: applications.phone,
      startsAt: contractSlots.startsAt,
      endsAt: contractSlots.endsAt,
      place: contractSlots.place,
      completedAt: contractBookings.completedAt,
      completedBy: contractBookings.completedBy,
    })
    .from(contractBookings)
    .innerJoin(contractSlots, eq(contractSlots.id, contractBookings.slotId))
    .innerJoin(applications, eq(applications.id, contractBookings.applicationId))
    .where(
      and(eq(contractBookings.roundId, roundId), gte(contractSlots.startsAt, start), lt(contractSlots.startsAt, end)),
    )
    .orderBy(asc(contractSlots.startsAt), asc(contractSlots.place), asc(applications.receiptNo));
  await db.batch([
    auditStatement(
      db,
      {
        actor: by.principal.username,
        action: "personal.view",
        targetType: "contractDay",
        targetId: roundId,
        detail: { day, rows: rows.length },
      },
      by.origin,
    ),
  ]);
  return rows;
}

/**
 * 계약 완료: the manager marks, at the appointment, that the winner signed. Only a booking of
 * this round not yet completed (404 `contract.bookingNotFound`, 409 `contract.alreadyCompleted`).
 * Audited in the same batch; the subject is the application.
 */
export async function completeContract(db: Db, roundId: string, applicationId: string, by: AuditActor) {
  const open = and(
    eq(contractBookings.applicationId, applicationId),
    eq(contractBookings.roundId, roundId),
    isNull(contractBookings.completedAt),
  );
  const detail = sql`json_object('roundId', ${roundId}, 'completed', json('true'))`;
  const [, done] = await db.batch([
    db.insert(auditLog).select(
      db
        .select(
          auditColumns(
            {
              actor: by.principal.username,
              action: "record.update",
              targetType: "contractBooking",
              targetId: contractBookings.applicationId,
              detail,
            },
            by.origin,
            by.now,
          ),
        )
        .from(contractBookings)
        .where(open),
    ),
    db
      .update(contractBookings)
      .set({ completedAt: by.now, completedBy: by.principal.username, updatedAt: by.now })
      .where(open)
      .returning({ id: contractBookings.applicationId }),
  ]);
  if (done.length === 1) return;
  const booking = await db
    .select({ completedAt: contractBookings.completedAt })
    .from(contractBookings)
    .where(and(eq(contractBookings.applicationId, applicationId), eq(contractBookings.roundId, roundId)))
    .get();
  throw new DomainError(booking ? 409 : 404, booking ? "contract.alreadyCompleted" : "contract.bookingNotFound");
}
