import { redirect } from "react-router";
import { readSession } from "../../features/applications/applicant-session.server";
import { openSession } from "../../features/applications/applicant-verification.server";
import { APPLICATION_ID, ownsApplication, sessionPerson } from "../../features/applications/application-access.server";
import { type ApplicationRow, loadApplication } from "../../features/applications/application-records.server";
import {
  applicationsOfPerson,
  applicationView,
  versionViews,
} from "../../features/applications/application-views.server";
import { INQUIRY_DONE, type InquiryDone, inquiryPath, LOOKUP_PATH } from "../../features/applications/paths";
import type { ApplicationView, VersionView } from "../../features/applications/views";
import type { RequestScope } from "../../lib/context";
import { cookieHeaders } from "../../lib/cookies";

export { sessionPerson };

import { DomainError } from "../../lib/domain-error";
import { formFailure } from "../../lib/form-failure.server";

/*
 * The applicant's look-up (docs/product.md §12.1): /application/inquiry/:id shows an
 * application only to a browser holding an applicant session of its person, which a
 * verification for "inquiry" opens (the journey's own session, right after submitting, counts
 * too: it came from a verification minutes ago). Knowing an id opens nothing: without a
 * session every id, real or not, asks for a verification; with one, an id of another person
 * answers exactly as an id that does not exist.
 */

/** A page that asks for a verification: why (a refused one, or an application not found), or nothing yet. */
export type VerifyView = { view: "verify"; returnTo: string; problem: string | null };

export type InquiryData =
  | VerifyView
  | { view: "receipt"; application: ApplicationView; versions: VersionView[]; done: InquiryDone | null };

/** The lookup without an id: the person's applications after a verification. */
export type LookupData = VerifyView | { view: "list"; applications: ApplicationView[] };

const readDone = (url: URL): InquiryDone | null => {
  const done = url.searchParams.get("done");
  return (INQUIRY_DONE as readonly string[]).includes(done ?? "") ? (done as InquiryDone) : null;
};

/** The request's session, when it belongs to the person of `row`. */
async function sessionOwns(scope: RequestScope, request: Request, row: ApplicationRow | undefined) {
  const session = await readSession(scope.env.JWT_SECRETS, request, scope.now());
  if (!session) return { session: null, owns: false };
  return { session, owns: !!row && (await ownsApplication(scope, session, row)) };
}

/**
 * Back from the identity provider (?verification=): claims it for "inquiry" and, when the
 * person has the application `pick` finds, redirects to `to` with the session cookie (a clean
 * URL, so a refresh claims nothing twice). A refused claim or no such application is a 404
 * with its message: a spent, expired or foreign verification, and someone else's id alike.
 */
export async function returnFromVerification(
  scope: RequestScope,
  request: Request,
  verification: string,
  pick: (rows: ApplicationRow[]) => ApplicationRow | undefined,
  to: string,
): Promise<{ status: 404; problem: string }> {
  try {
    const opened = await openSession(scope, request, verification, "inquiry", pick);
    throw redirect(to, { status: 303, headers: cookieHeaders([opened.setCookie]) });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { status: 404, problem: formFailure(error, scope.lang).message };
  }
}

/** GET /application/inquiry/:id. */
export async function inquiry(
  scope: RequestScope,
  request: Request,
  id: string,
): Promise<{ status: number; data: InquiryData }> {
  const url = new URL(request.url);
  const returnTo = APPLICATION_ID.test(id) ? inquiryPath(id) : LOOKUP_PATH;
  const verification = url.searchParams.get("verification");
  if (verification) {
    const refused = await returnFromVerification(
      scope,
      request,
      verification,
      (rows) => rows.find((r) => r.id === id),
      inquiryPath(id),
    );
    return { status: refused.status, data: { view: "verify", returnTo, problem: refused.problem } };
  }
  const row = APPLICATION_ID.test(id) ? await loadApplication(scope.db, id) : undefined;
  const { session, owns } = await sessionOwns(scope, request, row);
  if (!row || !owns) {
    // A session of someone, but not of this application's person: as if the id did not exist.
    const problem = session ? formFailure(new DomainError(404, "application.notFound"), scope.lang).message : null;
    return { status: session ? 404 : 200, data: { view: "verify", returnTo, problem } };
  }
  const [application, versions] = await Promise.all([
    applicationView(scope.db, row, scope.now()),
    versionViews(scope.db, row.id),
  ]);
  return { status: 200, data: { view: "receipt", application, versions, done: readDone(url) } };
}

/**
 * GET /application/inquiry: for an applicant without the id. A verification for "inquiry"
 * lists the person's applications (newest first); a session already held lists them too.
 */
export async function lookup(scope: RequestScope, request: Request): Promise<{ status: number; data: LookupData }> {
  const verification = new URL(request.url).searchParams.get("verification");
  if (verification) {
    const refused = await returnFromVerification(scope, request, verification, (rows) => rows[0], LOOKUP_PATH);
    return { status: refused.status, data: { view: "verify", returnTo: LOOKUP_PATH, problem: refused.problem } };
  }
  const personKey = await sessionPerson(scope, request);
  if (!personKey) return { status: 200, data: { view: "verify", returnTo: LOOKUP_PATH, problem: null } };
  const rows = await applicationsOfPerson(scope.db, personKey);
  const applications = await Promise.all(rows.map((row) => applicationView(scope.db, row, scope.now())));
  return { status: 200, data: { view: "list", applications } };
}
