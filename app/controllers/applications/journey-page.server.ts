import { data, redirect, redirectDocument } from "react-router";
import { AGREEMENT_FIELDS } from "../../features/applications/agreement-field-names";
import { agreementSchema } from "../../features/applications/agreement-schema";
import { readSession } from "../../features/applications/applicant-session.server";
import { ownsApplication } from "../../features/applications/application-access.server";
import { loadApplication } from "../../features/applications/application-records.server";
import {
  type Agreement,
  applicationTerms,
  assertTermsPublished,
  openRound,
  startApplication,
} from "../../features/applications/application-start.server";
import { applicationView, versionViews } from "../../features/applications/application-views.server";
import { type StepPage, stepPage } from "../../features/applications/journey-steps.server";
import { JOURNEY_PATH } from "../../features/applications/paths";
import type { ApplicationView, VersionView } from "../../features/applications/views";
import { CALENDAR_SECTIONS } from "../../features/calendar/add-to-calendar";
import { PROVIDER_PATH } from "../../features/identity/paths";
import { startVerification } from "../../features/identity/verification-flow.server";
import { formWindow, type WindowState } from "../../features/schedules/application-window";
import { currentRoundWindow } from "../../features/schedules/rounds.server";
import type { OfferedTerm } from "../../features/terms/term-agreements";
import type { RequestScope } from "../../lib/context";
import { cookieHeaders } from "../../lib/cookies";
import { DomainError } from "../../lib/domain-error";
import { formFailure } from "../../lib/form-failure.server";
import { formValues } from "../../lib/form-values";
import { formatDate, formatDateTime } from "../../lib/format";
import type { TranslationSection } from "../../lib/i18n/client";
import { readForm } from "../../lib/read-form.server";
import { isMultipart, refusal, stepAction } from "./journey-actions.server";

/**
 * The strings /form/application renders in the browser: the sections of `application` its
 * views use (the round's window, the agreements, the steps, the receipt), the forms' common
 * words and the public validation messages. The lookup's, edit's, fix's, self-check's,
 * competition's and status notices' sections stay out: about 6 kB of the page everyone opens
 * at the round's first minute.
 */
export const JOURNEY_SECTIONS = [
  "application.journey",
  "application.steps",
  "application.agreements",
  "application.identity",
  "application.details",
  "application.supply",
  "application.answers",
  "application.spouse",
  "application.eligibility",
  "application.documents",
  "application.review",
  "application.existing",
  "application.receipt",
  "application.status",
  ...CALENDAR_SECTIONS,
  "forms.common",
  "errors.validation",
] as const satisfies readonly TranslationSection[];

/** A round as the form's pages show it: its title and period in Seoul time. */
export type RoundSummary = { title: string; openAt: string; deadAt: string };

export type JourneyData =
  | { view: "closed"; round: RoundSummary | null; state: WindowState | "none"; messages: string[] }
  | { view: "agreements"; round: RoundSummary; terms: OfferedTerm[]; problem: string | null }
  | { view: "receipt"; round: RoundSummary; application: ApplicationView; versions: VersionView[] }
  | (StepPage & { round: RoundSummary });

/** The agreements carried through the identity provider in the return path: "privacy.1,application.1". */
export function encodeAgreed(agreed: readonly { code: string; version: number }[]): string {
  return agreed.map((a) => `${a.code}.${a.version}`).join(",");
}

function decodeAgreed(text: string | null): Agreement[] {
  return (text ?? "")
    .split(",")
    .map((item) => /^([a-z0-9_-]{1,40})\.(\d{1,4})$/.exec(item))
    .flatMap((m) => (m ? [{ code: m[1] as string, version: Number(m[2]) }] : []));
}

const summary = (round: { title: string; openAt: Date; deadAt: Date }): RoundSummary => ({
  title: round.title,
  openAt: formatDateTime(round.openAt),
  deadAt: formatDateTime(round.deadAt),
});

/** The session's application of the current round, when the browser holds one. */
export async function sessionRow(scope: RequestScope, request: Request, roundId: string) {
  const session = await readSession(scope.env.JWT_SECRETS, request, scope.now());
  const row = session ? await loadApplication(scope.db, session.applicationId) : undefined;
  return row && session && row.roundId === roundId && (await ownsApplication(scope, session, row)) ? row : undefined;
}

/**
 * GET /form/application: the current round's window first (its own texts when not open);
 * back from the identity provider, the draft is started or found (then a clean redirect with
 * the session cookie); with a session, the draft's step, or the way to a submitted
 * application; otherwise the terms to agree to before verifying.
 */
export async function journeyLoader(scope: RequestScope, request: Request) {
  const now = scope.now();
  const url = new URL(request.url);
  const current = await currentRoundWindow(scope.db, now);
  if (current?.window.state !== "open") {
    const closed = current ? formWindow(current.round, now, "apply") : { state: "none" as const, messages: [] };
    return data<JourneyData>({ view: "closed", round: current ? summary(current.round) : null, ...closed });
  }
  const round = summary(current.round);
  const offered = await applicationTerms(scope.db, now);
  try {
    assertTermsPublished(offered);
  } catch (error) {
    const { status, message } = formFailure(error, scope.lang);
    return data<JourneyData>({ view: "closed", round, state: "none", messages: [message] }, { status });
  }
  const verification = url.searchParams.get("verification");
  let problem: DomainError | null = null;
  if (verification) {
    try {
      const started = await startApplication(scope, request, {
        verificationId: verification,
        agreed: decodeAgreed(url.searchParams.get("agreed")),
      });
      // Back with a clean address; a person who already applied lands on their receipt, told so.
      const to = started.kind === "existing" ? `${JOURNEY_PATH}?existing=1` : JOURNEY_PATH;
      throw redirect(to, { status: 303, headers: cookieHeaders([started.setCookie]) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      problem = error;
    }
  }
  const row = await sessionRow(scope, request, current.round.id);
  if (row && row.status !== "DRAFT") {
    // Submitted (just now, or earlier by this person): the receipt and the way to change it.
    const [application, versions] = await Promise.all([
      applicationView(scope.db, row, now),
      versionViews(scope.db, row.id),
    ]);
    return data<JourneyData>({ view: "receipt", round, application, versions });
  }
  if (row)
    return data<JourneyData>({ ...(await stepPage(scope.db, row, "apply", url.searchParams.get("step"), now)), round });
  const terms = offered.map((t) => ({ ...t, effectiveAt: formatDate(t.effectiveAt) }));
  const message = problem ? formFailure(problem, scope.lang).message : null;
  return data<JourneyData>({ view: "agreements", round, terms, problem: message }, { status: problem?.status ?? 200 });
}

/**
 * The agreements step's post: the terms agreed (checked with the same schema as the browser),
 * then a verification for "application" starts, returning here with the agreed versions.
 */
async function agreeAction(scope: RequestScope, request: Request, posted: FormData) {
  await openRound(scope.db, scope.now());
  const offered = await applicationTerms(scope.db, scope.now());
  assertTermsPublished(offered);
  const parsed = agreementSchema(offered).safeParse(formValues(posted, AGREEMENT_FIELDS));
  if (!parsed.success) return refusal(scope, parsed.error, "agreements");
  const agreed = offered.filter((t) => parsed.data.terms.includes(t.code));
  const returnTo = `${JOURNEY_PATH}?agreed=${encodeAgreed(agreed)}`;
  const started = await startVerification(scope, request, { purpose: "application", returnTo });
  if (!started.ok) throw new DomainError(400, "identity.invalid");
  const headers = cookieHeaders(started.setCookies);
  // A document load, not a client navigation: the step is a page without the framework, and
  // only its own CSP lets its form post to the provider's page.
  throw redirectDocument(`${PROVIDER_PATH}?id=${started.id}`, { status: 303, headers });
}

/**
 * POST /form/application: the agreements (which start the verification), or a step of the
 * session's draft (saved, uploaded, submitted). Every write checks the round is open now; a
 * post without the applicant's session (expired, or never verified) is refused with 401.
 */
export async function journeyAction(scope: RequestScope, request: Request) {
  const posted = isMultipart(request) ? null : await readForm(request);
  const step = String(posted?.get("step") ?? "");
  try {
    if (posted?.get("intent") === "agree") return await agreeAction(scope, request, posted);
    const round = await openRound(scope.db, scope.now());
    const row = await sessionRow(scope, request, round.id);
    if (!row) throw new DomainError(401, "application.sessionRequired");
    return await stepAction(scope, request, row, "apply", async () => posted ?? new FormData());
  } catch (error) {
    if (error instanceof Response) throw error;
    return refusal(scope, error, posted?.get("intent") === "agree" ? "agreements" : step || "documents");
  }
}
