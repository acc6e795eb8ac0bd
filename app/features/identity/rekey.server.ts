import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applications, members, questions } from "../../../db/schema";

/**
 * During a rotation of IDENTITY_HMAC_KEY, a person who verifies again is known under both
 * keys: what they did before the rotation (applications, their member account, questions asked
 * as a member) moves from the previous personKey to the current one, in one batch, so every
 * later look-up by the current key finds it and one person keeps one application per round
 * and one account. A row whose move would collide with one already under the current key
 * stays as it is (the managers' duplicate check sees both).
 */
export async function rekeyPerson(db: Db, previous: string, current: string): Promise<void> {
  if (previous === current) return;
  await db.batch([
    db
      .update(applications)
      .set({ personKey: current })
      .where(
        and(
          eq(applications.personKey, previous),
          sql`not exists (select 1 from applications as other where other.round_id = ${applications.roundId} and other.person_key = ${current})`,
        ),
      ),
    db
      .update(members)
      .set({ personKey: current })
      .where(
        and(
          eq(members.personKey, previous),
          sql`not exists (select 1 from members as other where other.person_key = ${current})`,
        ),
      ),
    db.update(questions).set({ personKey: current }).where(eq(questions.personKey, previous)),
  ]);
}
