import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { applications, auditLog } from "../../../db/schema";
import type { RequestScope } from "../../lib/context";
import { auditColumns, auditOrigin } from "../audit/audit.server";
import { keyed } from "../identity/identity-keys.server";
import type { ClaimedIdentity } from "../identity/verification-claim.server";

/*
 * A paper application belongs to no verified person: a manager keys it in from the form, so
 * its person key is made from the written name and birth date (paperPersonKey), which no
 * verification ever gives. At entry the manager confirms the applicant's name, birth date and
 * mobile number, and the application keeps a keyed hash of the three (paperIdentityKey).
 *
 * When a person verifies their identity for an application purpose, each registered paper
 * application whose hash is that of the verified name, birth date and mobile number (the
 * carrier vouches for the number) becomes theirs: its person key becomes the verified one.
 * From then on it is theirs like an online one: the look-up and the draw results list it, the
 * fix page takes its flagged documents, and a start in its round finds it (one person, one
 * application per round: the online form is refused with the "already applied" message). A
 * round in which they already have an application keeps both as they are, for the managers'
 * duplicate check. Paper drafts (still being keyed in) are left alone. Each claim is in the
 * audit log (record.update, actor "applicant"). During a rotation of IDENTITY_HMAC_KEY a hash
 * made under the previous key matches too, and the claim re-keys it under the current one.
 */

/** The identity a paper application is matched by: the name without spaces, birth YYYYMMDD, the phone's digits. */
export type WrittenIdentity = { name: string; birth: string; phone: string };

/** Keyed hash (IDENTITY_HMAC_KEY, its own label) of a written or verified identity, normalised. */
export function paperIdentityKey(secret: string, who: WrittenIdentity): Promise<string> {
  const name = who.name.normalize("NFC").replace(/\s+/g, "");
  const birth = who.birth.replace(/\D/g, "");
  const phone = who.phone.replace(/\D/g, "");
  return keyed(secret, "paper-identity", `${name}\u0000${birth}\u0000${phone}`);
}

export async function claimPaperApplications(
  scope: RequestScope,
  request: Request,
  identity: ClaimedIdentity,
): Promise<string[]> {
  // Under every configured key: the current one first, then the one before a rotation.
  const [current, ...previous] = await Promise.all(
    scope.env.IDENTITY_HMAC_KEYS.map((secret) => paperIdentityKey(secret, identity)),
  );
  if (!current) return [];
  const candidates = await scope.db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.channel, "PAPER"),
        ne(applications.status, "DRAFT"),
        ne(applications.personKey, identity.personKey),
        inArray(applications.paperIdentity, [current, ...previous]),
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
        .set({ personKey: identity.personKey, paperIdentity: current, updatedAt: now })
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
