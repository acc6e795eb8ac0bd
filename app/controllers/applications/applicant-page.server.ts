import { redirect } from "react-router";
import { readSession } from "../../features/applications/applicant-session.server";
import { openSession } from "../../features/applications/applicant-verification.server";
import { ownsApplication } from "../../features/applications/application-access.server";
import {
  type ApplicationRow,
  loadApplication,
  loadRound,
} from "../../features/applications/application-records.server";
import { startPath, VERIFICATION_PARAM } from "../../features/identity/verification-input";
import { type ApplicationWindow, formWindow } from "../../features/schedules/application-window";
import type { RequestScope } from "../../lib/context";
import { cookieHeaders } from "../../lib/cookies";
import { DomainError } from "../../lib/domain-error";
import { formFailure } from "../../lib/form-failure.server";

/*
 * What the edit and fix pages share: the applicant's session for one of their applications,
 * opened again from a new verification (purpose "inquiry") when the browser has none, and
 * the round's window as an applicant reads it (its "dead2" text once closed).
 */

/** Asking the visitor to verify again: where to start, and what went wrong last time. */
export type VerifyView = { view: "verify"; verifyPath: string; problem: string | null; status: number };

export type Applicant = { row: ApplicationRow; window: ApplicationWindow };

/**
 * The session's application that `pick` accepts, or a VerifyView. Back from the provider
 * (`?verification=`), the verification is claimed and the session set, then a clean redirect.
 * Another person's application, like an id that does not exist, is never opened: it asks to
 * verify, and after verifying it is "not found".
 */
export async function applicantOrVerify(
  scope: RequestScope,
  request: Request,
  path: string,
  pick: (rows: ApplicationRow[]) => ApplicationRow | undefined,
): Promise<Applicant | VerifyView> {
  const url = new URL(request.url);
  const verifyPath = startPath("inquiry", path);
  const verification = url.searchParams.get(VERIFICATION_PARAM);
  if (verification) {
    try {
      const opened = await openSession(scope, request, verification, "inquiry", pick);
      throw redirect(path, { status: 303, headers: cookieHeaders([opened.setCookie]) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const failure = formFailure(error, scope.lang);
      return { view: "verify", verifyPath, problem: failure.message, status: failure.status };
    }
  }
  const session = await readSession(scope.env.JWT_SECRETS, request, scope.now());
  const row = session ? await loadApplication(scope.db, session.applicationId) : undefined;
  const own = row && session && (await ownsApplication(scope, session, row)) ? row : undefined;
  if (!own || !pick([own])) return { view: "verify", verifyPath, problem: null, status: 200 };
  const round = await loadRound(scope.db, own.roundId);
  if (!round) throw new DomainError(404, "application.notFound");
  return { row: own, window: formWindow(round, scope.now(), "amend") };
}

/** The applicant for a post: their session's application `pick` accepts, else 401. */
export async function applicantForPost(
  scope: RequestScope,
  request: Request,
  pick: (rows: ApplicationRow[]) => ApplicationRow | undefined,
): Promise<ApplicationRow> {
  const session = await readSession(scope.env.JWT_SECRETS, request, scope.now());
  const row = session ? await loadApplication(scope.db, session.applicationId) : undefined;
  if (!row || !session || !(await ownsApplication(scope, session, row)) || !pick([row])) {
    throw new DomainError(401, "application.sessionRequired");
  }
  return row;
}
