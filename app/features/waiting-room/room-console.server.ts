import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rounds } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import type { AppEnv } from "../../lib/env";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import type { RoomFigures } from "./room";
import type { RoomSettings } from "./room-settings-schema";
import { configureRoom, roomFigures } from "./waiting-room.server";

/*
 * The console's side of a round's waiting room (area "schedules"): its settings on the
 * schedule row (what the room's Durable Object is given) and the room's live figures.
 */

type RoomColumns = { waitingRoom: boolean; waitingCapacity: number; waitingIdleSeconds: number };

export function roomSettingsOf(round: RoomColumns): RoomSettings {
  return {
    enabled: round.waitingRoom,
    capacity: round.waitingCapacity,
    idleMinutes: Math.max(1, Math.round(round.waitingIdleSeconds / 60)),
  };
}

/** Saves the settings and their audit row in one batch, then hands them to the room at once. */
export async function saveRoomSettings(env: AppEnv, db: Db, id: string, input: RoomSettings, by: AuditActor) {
  const found = await db.select({ id: rounds.id }).from(rounds).where(eq(rounds.id, id)).get();
  if (!found) throw new DomainError(404, "console.notFound");
  const [[updated]] = await db.batch([
    db
      .update(rounds)
      .set({
        waitingRoom: input.enabled,
        waitingCapacity: input.capacity,
        waitingIdleSeconds: input.idleMinutes * 60,
        updatedAt: by.now,
      })
      .where(eq(rounds.id, id))
      .returning(),
    auditStatement(
      db,
      {
        actor: by.principal.username,
        action: "record.update",
        targetType: "round",
        targetId: id,
        detail: { waitingRoom: input },
      },
      by.origin,
    ),
  ]);
  if (!updated) throw new DomainError(404, "console.notFound");
  await configureRoom(env, updated);
  return updated;
}

/** The room's figures now, or null where the Worker has no room (no binding). */
export async function liveFigures(env: AppEnv, roundId: string, now: Date): Promise<RoomFigures | null> {
  return (await roomFigures(env, roundId, now)) ?? null;
}
