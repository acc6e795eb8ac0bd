import { and, asc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  applications,
  contractBookings,
  contractSlots,
  outbox,
  rounds,
  unitAssignments,
  winnerChecks,
} from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { seoulDayStart } from "../../lib/format";
import type { Language } from "../../lib/i18n/languages";
import { loadMessageTemplates, statusMessageRows } from "../application-review/status-messages.server";
import { unitParts } from "../selection/unit-draw";
import { roundSlots, type SlotView } from "./contract-slots.server";
import { CONTRACT_PATH } from "./paths";

/*
 * The winner's side of contract appointments (docs/product/contracts.md): only a winner at
 * PASSED in the document check (winner_checks) books, changes or cancels, and only their own
 * application (the caller gives the verified person's key; nobody's id is taken on trust). A
 * booking lands by one conditional statement that counts the slot's other bookings against its
 * capacity: D1 runs one statement at a time, so concurrent bookings never exceed a slot.
 */

export type BookingView = {
  slotId: string;
  startsAt: Date;
  endsAt: Date;
  place: string;
  completed: boolean;
};

export type ContractChoice = {
  applicationId: string;
  receiptNo: string;
  round: { id: string; round: number; title: string };
  booking: BookingView | null;
  /** The unit the published unit draw gave (동 and 호), or null before it (or with no unit left). */
  unit: { dong: string; ho: string } | null;
  /** The round's slots still ahead, each saying whether it can take this winner. */
  slots: (SlotView & { open: boolean })[];
};

/** The person's applications at PASSED, with their round. */
function passedOf(db: Db, personKey: string, applicationId?: string) {
  return (
    db
      .select({
        applicationId: applications.id,
        receiptNo: sql<string>`coalesce(${applications.receiptNo}, '')`,
        roundId: applications.roundId,
        round: rounds.round,
        title: rounds.title,
        unit: unitAssignments.unit,
      })
      .from(applications)
      .innerJoin(winnerChecks, eq(winnerChecks.applicationId, applications.id))
      .innerJoin(rounds, eq(rounds.id, applications.roundId))
      // A row exists once the round's unit draw is published (its unit null: no unit left for the type).
      .leftJoin(unitAssignments, eq(unitAssignments.applicationId, applications.id))
      .where(
        and(
          eq(applications.personKey, personKey),
          eq(winnerChecks.stage, "PASSED"),
          applicationId ? eq(applications.id, applicationId) : undefined,
        ),
      )
      .orderBy(asc(rounds.round))
  );
}

async function bookingOf(db: Db, applicationId: string): Promise<BookingView | null> {
  const row = await db
    .select({
      slotId: contractSlots.id,
      startsAt: contractSlots.startsAt,
      endsAt: contractSlots.endsAt,
      place: contractSlots.place,
      completedAt: contractBookings.completedAt,
    })
    .from(contractBookings)
    .innerJoin(contractSlots, eq(contractSlots.id, contractBookings.slotId))
    .where(eq(contractBookings.applicationId, applicationId))
    .get();
  return row ? { ...row, completed: row.completedAt !== null } : null;
}

/** What /application/contract shows the verified person: each of their winning applications at PASSED. */
export async function contractsOfPerson(db: Db, personKey: string, now: Date): Promise<ContractChoice[]> {
  const passed = await passedOf(db, personKey);
  return Promise.all(
    passed.map(async (p): Promise<ContractChoice> => {
      const [booking, slots] = await Promise.all([bookingOf(db, p.applicationId), roundSlots(db, p.roundId)]);
      return {
        applicationId: p.applicationId,
        receiptNo: p.receiptNo,
        round: { id: p.roundId, round: p.round, title: p.title },
        booking,
        unit: p.unit ? unitParts(p.unit) : null,
        slots: slots
          .filter((s) => s.startsAt.getTime() > now.getTime())
          .map((s) => ({ ...s, open: s.id === booking?.slotId || s.booked < s.capacity })),
      };
    }),
  );
}

export type BookingRequest = {
  personKey: string;
  applicationId: string;
  slotId: string;
  now: Date;
  /** The site's origin, for the notices' links. */
  origin: string;
};

/**
 * Books `slotId` for the person's winning application, or moves their booking there. One
 * statement decides: the application is theirs and at PASSED, the slot is of its round and
 * ahead, the slot's other bookings are fewer than its capacity, and a completed contract is
 * never moved. Then the CONTRACT_BOOKED notice (e-mail and 알림톡) goes out; `enqueue` hands
 * its outbox rows to the queue.
 */
export async function bookSlot(db: Db, request: BookingRequest, enqueue: (ids: string[]) => void): Promise<void> {
  const { personKey, applicationId, slotId, now, origin } = request;
  const at = now.getTime();
  const landed = await db.all<{ slot_id: string }>(sql`
    insert into ${contractBookings}
      (application_id, round_id, slot_id, booked_at, link_origin, reminded_at, completed_at, completed_by, created_at, updated_at)
    select a.id, s.round_id, s.id, ${at}, ${origin}, null, null, null, ${at}, ${at}
    from ${contractSlots} s
    join ${applications} a on a.id = ${applicationId} and a.round_id = s.round_id and a.person_key = ${personKey}
    join ${winnerChecks} w on w.application_id = a.id and w.stage = 'PASSED'
    where s.id = ${slotId}
      and s.starts_at > ${at}
      and (select count(*) from ${contractBookings} b where b.slot_id = s.id and b.application_id <> a.id) < s.capacity
    on conflict (application_id) do update set
      slot_id = excluded.slot_id, booked_at = excluded.booked_at, link_origin = excluded.link_origin,
      reminded_at = null, updated_at = excluded.updated_at
      where ${contractBookings}.completed_at is null
    returning slot_id`);
  if (landed.length !== 1) throw await whyNotBooked(db, request);
  await sendContractNotice(db, applicationId, "CONTRACT_BOOKED", origin, now, enqueue);
}

/** The refusal of a booking that did not land, in the order the person can act on. */
async function whyNotBooked(db: Db, { personKey, applicationId, slotId, now }: BookingRequest): Promise<DomainError> {
  const [mine] = await passedOf(db, personKey, applicationId);
  if (!mine) return new DomainError(404, "contract.notWinner");
  const booking = await bookingOf(db, applicationId);
  if (booking?.completed) return new DomainError(409, "contract.alreadyCompleted");
  const slot = (await roundSlots(db, mine.roundId)).find((s) => s.id === slotId);
  if (!slot) return new DomainError(404, "contract.slotNotFound", "slotId");
  if (slot.startsAt.getTime() <= now.getTime()) return new DomainError(409, "contract.slotClosed", "slotId");
  return new DomainError(409, "contract.slotFull", "slotId");
}

/** Cancels the person's booking of a winning application; a completed contract stays (409). */
export async function cancelBooking(db: Db, personKey: string, applicationId: string): Promise<void> {
  const removed = await db
    .delete(contractBookings)
    .where(
      and(
        eq(contractBookings.applicationId, applicationId),
        isNull(contractBookings.completedAt),
        sql`exists (select 1 from ${applications} a where a.id = ${contractBookings.applicationId} and a.person_key = ${personKey})`,
      ),
    )
    .returning({ id: contractBookings.applicationId });
  if (removed.length === 1) return;
  const [mine] = await passedOf(db, personKey, applicationId);
  if (!mine) throw new DomainError(404, "contract.notWinner");
  const booking = await bookingOf(db, applicationId);
  throw booking?.completed
    ? new DomainError(409, "contract.alreadyCompleted")
    : new DomainError(404, "contract.bookingNotFound");
}

type NoticeTarget = {
  applicationId: string;
  receiptNo: string;
  email: string | null;
  phone: string;
  lang: Language;
  startsAt: Date;
  place: string;
  origin: string;
};

function noticeRows(
  templates: Awaited<ReturnType<typeof loadMessageTemplates>>,
  target: NoticeTarget,
  kind: "CONTRACT_BOOKED" | "CONTRACT_REMINDER",
  now: Date,
) {
  const vars = {
    receipt: target.receiptNo,
    url: new URL(CONTRACT_PATH, target.origin).href,
    appointment: target.startsAt,
    place: target.place,
  };
  return statusMessageRows(templates, target, kind, vars, now);
}

async function noticeTargets(db: Db, where: ReturnType<typeof and>): Promise<NoticeTarget[]> {
  return db
    .select({
      applicationId: applications.id,
      receiptNo: sql<string>`coalesce(${applications.receiptNo}, '')`,
      email: applications.email,
      phone: applications.phone,
      lang: applications.lang,
      startsAt: contractSlots.startsAt,
      place: contractSlots.place,
      origin: contractBookings.linkOrigin,
    })
    .from(contractBookings)
    .innerJoin(contractSlots, eq(contractSlots.id, contractBookings.slotId))
    .innerJoin(applications, eq(applications.id, contractBookings.applicationId))
    .where(where);
}

async function sendContractNotice(
  db: Db,
  applicationId: string,
  kind: "CONTRACT_BOOKED",
  origin: string,
  now: Date,
  enqueue: (ids: string[]) => void,
) {
  const [target] = await noticeTargets(db, and(eq(contractBookings.applicationId, applicationId)));
  if (!target) return;
  const rows = noticeRows(await loadMessageTemplates(db), { ...target, origin }, kind, now);
  if (rows.length === 0) return;
  await db.insert(outbox).values(rows);
  enqueue(rows.map((r) => r.id));
}

/** Reminders go out the day before, from 10:00 to 20:00 Asia/Seoul: never at night. */
export const REMINDER_HOURS = { from: 10, to: 20 } as const;

/**
 * The day-before reminders (CONTRACT_REMINDER, e-mail and 알림톡) of every booking whose
 * appointment is on the next Asia/Seoul day and has none yet, run by the every-minute cron
 * within REMINDER_HOURS (a booking made later that day is reminded at once). Each booking is
 * marked in the same batch as its notices, so it is reminded once. Returns how many were.
 */
export async function sendContractReminders(db: Db, now: Date): Promise<number> {
  const hour = (now.getUTCHours() + 9) % 24;
  if (hour < REMINDER_HOURS.from || hour >= REMINDER_HOURS.to) return 0;
  const due = await noticeTargets(
    db,
    and(
      gte(contractSlots.startsAt, seoulDayStart(now, 1)),
      lt(contractSlots.startsAt, seoulDayStart(now, 2)),
      isNull(contractBookings.remindedAt),
      isNull(contractBookings.completedAt),
    ),
  );
  if (due.length === 0) return 0;
  const templates = await loadMessageTemplates(db);
  let sent = 0;
  // A batch per 50 bookings keeps each under D1's statement and parameter limits.
  for (let at = 0; at < due.length; at += 50) {
    const part = due.slice(at, at + 50);
    const rows = part.flatMap((target) => noticeRows(templates, target, "CONTRACT_REMINDER", now));
    const ids = part.map((t) => t.applicationId);
    const [marked] = await db.batch([
      db
        .update(contractBookings)
        .set({ remindedAt: now, updatedAt: now })
        .where(and(inArray(contractBookings.applicationId, ids), isNull(contractBookings.remindedAt)))
        .returning({ id: contractBookings.applicationId }),
      ...rows.map((row) => db.insert(outbox).values(row)),
    ]);
    sent += marked.length;
  }
  return sent;
}
