import { env } from "cloudflare:test";
import { createDb } from "../../db/client";
import * as s from "../../db/schema";

/** A round of the integration test database, open 2026-03-02 10:00 to 2026-03-16 17:00 KST. */
export async function insertRound(id: string, round: number): Promise<void> {
  await createDb(env.DB)
    .insert(s.rounds)
    .values({
      id,
      round,
      title: `${round}차 입주자 모집`,
      openAt: new Date("2026-03-02T01:00:00Z"),
      deadAt: new Date("2026-03-16T08:00:00Z"),
    });
}
