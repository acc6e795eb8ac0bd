import type { RequestScope } from "../../lib/context";
import { DomainError } from "../../lib/domain-error";
import type { ApplicationStatus } from "../../lib/enums";
import { type WindowRound, windowState } from "../schedules/application-window";
import { type ApplicantSession, personBinding, readSession } from "./applicant-session.server";
import { type ApplicationRow, loadApplication, loadApplicationWithParts } from "./application-records.server";

/*
 * Who may read or change an application (docs/product.md §12.1): only the browser holding an
 * applicant session of its person (after a verified identity). Anyone else, whatever the id,
 * hears "not found", exactly as for an id that does not exist.
 */

/** The statuses in which the applicant may still change a submitted application (until the deadline). */
export const APPLICANT_EDITABLE: readonly ApplicationStatus[] = ["SUBMITTED", "UNDER_REVIEW", "FIX_REQUESTED"];

/** Application ids are server-made (db/columns newId); anything else is not one. */
export const APPLICATION_ID = /^[0-9a-f]{32}$/;

/**
 * Refuses a write outside the round's window, decided here on the server in UTC instants (the
 * Asia/Seoul times managers set are stored as instants): before it opens, once it has closed
 * (at deadAt to the second), while it is stopped, or for a round not shown.
 */
export function assertWindowOpen(round: WindowRound, now: Date): void {
  const state = windowState(round, now);
  if (state === "open") return;
  const code =
    state === "beforeOpen"
      ? "application.beforeOpen"
      : state === "stopped"
        ? "application.stopped"
        : state === "closed"
          ? "application.closed"
          : "application.noRound";
  throw new DomainError(403, code);
}

/** The request's applicant session; 401 when there is none (or it expired). */
export async function requireSession(scope: RequestScope, request: Request): Promise<ApplicantSession> {
  const session = await readSession(scope.env.JWT_SECRETS, request, scope.now());
  if (!session) throw new DomainError(401, "application.sessionRequired");
  return session;
}

/** Whether the session's person is the application's (bound under the current or previous secret). */
export async function ownsApplication(scope: RequestScope, session: ApplicantSession, row: ApplicationRow) {
  const bindings = await Promise.all(scope.env.JWT_SECRETS.map((secret) => personBinding(secret, row.personKey)));
  return bindings.includes(session.binding);
}

/**
 * The application `id`, for the applicant of this request's session: 401 without a session,
 * 404 for an unknown id and for someone else's application alike.
 */
export async function applicantApplication(scope: RequestScope, request: Request, id: string) {
  const session = await requireSession(scope, request);
  // With its round, documents and result date: the request's writes and answer need them.
  const found = APPLICATION_ID.test(id) ? await loadApplicationWithParts(scope.db, id) : undefined;
  if (!found || !(await ownsApplication(scope, session, found.row))) throw new DomainError(404, "application.notFound");
  return { session, row: found.row, parts: found.parts };
}

/**
 * The person whose applicant session this request holds (a session of one of their
 * applications), or null: no session, an expired one, or one naming no application of theirs.
 */
export async function sessionPerson(scope: RequestScope, request: Request): Promise<string | null> {
  const session = await readSession(scope.env.JWT_SECRETS, request, scope.now());
  const mine = session ? await loadApplication(scope.db, session.applicationId) : undefined;
  return session && mine && (await ownsApplication(scope, session, mine)) ? mine.personKey : null;
}
