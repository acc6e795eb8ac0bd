import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { applications, auditLog } from "../../../db/schema";
import type { RequestScope } from "../../lib/context";
import { auditColumns, auditOrigin } from "../audit/audit.server";
import type { ClaimedIdentity } from "../identity/verification-claim.server";

/*
 * A paper application belongs to no verified person: a manager keys it in from the form, so
 * its person key is made from the written name and birth date (paperPersonKey), which no
 * verification ever gives. Its applicant could then neither look it up, nor replace a
 * document flagged for a fix, and an online application of theirs in the same round was only
 * flagged as a duplicate, not found as theirs.
 *
 * So when a person verifies their identity for an application purpose, each registered paper
 * application with the same name (spaces aside), birth date and mobile number (the carrier
 * vouches for that one; the form's is what they wrote) becomes theirs: its person key becomes
 * the verified one. From then on it is theirs like an online one: the look-up lists it, the
 * fix page takes its flagged documents, and a start in its round finds it (one person, one
 * application per round). A round in which they already have an application keeps both as
 * they are, for the managers' duplicate check. Paper drafts (still being keyed in) are left
 * alone. Each claim is in the audit log (record.update, actor "applicant").
 */
export async function claimPaperApplications(
  scope: RequestScope,
  request: Request,
  identity: ClaimedIdentity,
): Promise<string[]> {
  const candidates = await scope.db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.channel, "PAPER"),
        ne(applications.status, "DRAFT"),
        ne(applications.personKey, identity.personKey),
        eq(sql`replace(${applications.name}, ' ', '')`, identity.name.replace(/\s+/g, "")),
        eq(applications.birth, identity.birth),
        eq(applications.phone, identity.phone),
        sql`not exists (select 1 from applications as other where other.round_id = ${applications.roundId} and other.person_key = ${identity.personKey})`,
      ),
    );
  if (candidates.length === 0) return [];
  const ids = candidates.map((c) => c.id);
  const now = scope.now();
  const origin = auditOrigin(request);
  // Best effort: a claim that fails (another start of theirs in that round came first, which
  // the unique round and person key refuses) leaves the paper application as it was.
  const claimed = await scope.db
    .batch([
      scope.db
        .update(applications)
        .set({ personKey: identity.personKey, updatedAt: now })
        .where(and(inArray(applications.id, ids), eq(applications.channel, "PAPER"), ne(applications.status, "DRAFT")))
        .returning({ id: applications.id }),
      // One row per application the update made theirs (selected after it, in its transaction).
      scope.db.insert(auditLog).select(
        scope.db
          .select(
            auditColumns(
              {
                actor: "applicant",
                action: "record.update",
                targetType: "application",
                targetId: applications.id,
                detail: sql`json_object('claimed', 'paper')`,
              },
              origin,
              now,
            ),
          )
          .from(applications)
          .where(and(inArray(applications.id, ids), eq(applications.personKey, identity.personKey))),
      ),
    ])
    .catch((error: unknown) => {
      console.error("paper claim failed", error instanceof Error ? error.name : "unknown");
      return null;
    });
  return claimed ? claimed[0].map((row) => row.id) : [];
}
