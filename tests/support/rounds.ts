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

/** An application of a round, written straight into D1 (as a submitted one would be). */
export async function insertApplication(id: string, roundId: string): Promise<void> {
  await createDb(env.DB)
    .insert(s.applications)
    .values({
      id,
      roundId,
      personKey: `person-${id}`,
      terms: [{ code: "application", version: 1, agreedAt: "2026-03-03T00:00:00.000Z" }],
      name: "김하늘",
      phone: "01012345678",
      birth: "19950101",
      email: "sky@example.com",
      qualificationType: "YOUTH_TYPE",
      supplyType: "NORMAL_TYPE",
      supplyCategory: "YOUTH",
      submittedAt: new Date("2026-03-03T02:00:00Z"),
    });
}
