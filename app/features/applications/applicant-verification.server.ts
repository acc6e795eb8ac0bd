import type { RequestScope } from "../../lib/context";
import { DomainError } from "../../lib/domain-error";
import type { VerificationPurpose } from "../../lib/enums";
import { claimVerification } from "../identity/verification-claim.server";
import { sessionCookie } from "./applicant-session.server";
import type { ApplicationRow } from "./application-records.server";
import { applicationsOfPerson } from "./application-views.server";
import { claimPaperApplications } from "./paper-claim.server";

/**
 * Opens an applicant session on a later visit (the lookup, the edit and fix pages, the API
 * list), from a verification this browser completed for `purpose` (claimed here, once): for
 * the person's application that `pick` chooses among theirs, newest first. Whoever has no such
 * application hears 404, as for an id that does not exist: another person's id never opens.
 * Their registered paper applications become theirs first (paper-claim.server.ts).
 */
export async function openSession(
  scope: RequestScope,
  request: Request,
  verificationId: string,
  purpose: VerificationPurpose,
  pick: (rows: ApplicationRow[]) => ApplicationRow | undefined,
): Promise<{ row: ApplicationRow; setCookie: string }> {
  const identity = await claimVerification(scope, request, verificationId, purpose);
  await claimPaperApplications(scope, request, identity);
  const row = pick(await applicationsOfPerson(scope.db, identity.personKey));
  if (!row) throw new DomainError(404, "application.notFound");
  const setCookie = await sessionCookie(
    scope.env.JWT_SECRET,
    { applicationId: row.id, roundId: row.roundId, personKey: row.personKey },
    scope.now(),
  );
  return { row, setCookie };
}
