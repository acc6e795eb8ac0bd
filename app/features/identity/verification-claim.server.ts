import { DomainError } from "../../lib/domain-error";
import type { Gender, VerificationPurpose } from "../../lib/enums";
import { bindingHashOf } from "./binding.server";
import { rekeyPerson } from "./rekey.server";
import { ID_PATTERN } from "./verification-input";
import { claimRow, type IdentityScope, type VerificationRow } from "./verification-store.server";

/** A claimed identity, for the server. personKey and siteKey never go to the browser. */
export type ClaimedIdentity = {
  verificationId: string;
  purpose: VerificationPurpose;
  name: string;
  phone: string;
  birth: string;
  gender: Gender;
  /** HMAC of KCP's ci: the same person on every site, in every round. */
  personKey: string;
  /** HMAC of KCP's di: the person on this site. */
  siteKey: string;
  verifiedAt: Date;
};

/**
 * A verification row as a claimed identity, or null when it is not a complete verified one:
 * every field the provider vouches for, both keys and the moment it vouched.
 */
export function verifiedIdentity(row: VerificationRow | undefined): ClaimedIdentity | null {
  if (!row?.name || !row.phone || !row.birth || !row.gender || !row.personKey || !row.siteKey || !row.verifiedAt) {
    return null;
  }
  const { id, purpose, name, phone, birth, gender, personKey, siteKey, verifiedAt } = row;
  return { verificationId: id, purpose, name, phone, birth, gender, personKey, siteKey, verifiedAt };
}

/** What the browser may see of a claimed identity. */
export type PublicIdentity = Pick<ClaimedIdentity, "name" | "phone" | "birth" | "gender"> & { verifiedAt: string };

export function publicIdentity(claimed: ClaimedIdentity): PublicIdentity {
  const { name, phone, birth, gender, verifiedAt } = claimed;
  return { name, phone, birth, gender, verifiedAt: verifiedAt.toISOString() };
}

/**
 * Hands out a verified identity once: only to the browser that started the verification (its
 * binding cookie), only within CLAIM_WINDOW_MS (10 minutes) of the provider's answer, only for
 * `purpose` when given. Anything else throws DomainError 404 `identity.notFound`, whichever
 * rule failed, so a caller learns nothing about someone else's verification.
 */
export async function claimVerification(
  scope: IdentityScope,
  request: Request,
  id: string,
  purpose?: VerificationPurpose,
): Promise<ClaimedIdentity> {
  const bindingHash = ID_PATTERN.test(id) ? await bindingHashOf(request) : null;
  const row = bindingHash ? await claimRow(scope.db, { id, bindingHash, purpose }, scope.now()) : undefined;
  const identity = verifiedIdentity(row);
  if (!identity) throw new DomainError(404, "identity.notFound");
  if (row?.previousPersonKey) await rekeyPerson(scope.db, row.previousPersonKey, identity.personKey);
  return identity;
}
