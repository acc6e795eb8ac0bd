import { openOffer, waitingPlace } from "../../features/after-draw/promotion.server";
import { winnerCheckOf } from "../../features/after-draw/winner-check.server";
import { type ApplicationRow, loadRound } from "../../features/applications/application-records.server";
import { applicationsOfPerson } from "../../features/applications/application-views.server";
import { RESULT_PATH } from "../../features/applications/paths";
import { type EntrantStanding, entrantStanding } from "../../features/selection/draw-public.server";
import { drawResultFor } from "../../features/selection/draw-results.server";
import { unitParts } from "../../features/selection/unit-draw";
import { unitOf } from "../../features/selection/unit-draw.server";
import type { RequestScope } from "../../lib/context";
import type { ApplicationStatus } from "../../lib/enums";
import { returnFromVerification, sessionPerson, type VerifyView } from "./inquiry.server";

/*
 * 당첨 조회 (/application/result): after a verification for "inquiry" (the look-up's own flow,
 * paper applications of the same person included), the person's draw result for each round
 * they applied in. A result shows only once published (drawResultFor); before that the round
 * says when it will be announced, if known. Only the session's person's applications are
 * read: nobody's id is ever taken from the request.
 */

/** A published draw's outcome for one application. */
type DrawOutcome = NonNullable<Awaited<ReturnType<typeof drawResultFor>>["outcome"]>;

/**
 * What one round shows: a published outcome, "not drawn yet", not in the draw at all, or an
 * outcome no longer held (withdrawn or refused since the draw: CANCELLED).
 */
export type ResultState = DrawOutcome | "PENDING" | "NOT_DRAWN" | "CANCELLED";

export type RoundResult = {
  applicationId: string;
  receiptNo: string | null;
  round: { round: number; title: string };
  state: ResultState;
  /** 예비입주자 순번, for WAITING when the draw gave one. */
  waitingNumber: number | null;
  /** When the result is (or was) announced, YYYY-MM-DD, when known. */
  resultDate: string | null;
  /** The application's status, for a withdrawn or ineligible one (not in the draw). */
  status: ApplicationStatus;
  /** A live 예비's place: how many live 예비 are ahead of them (WAITING only). */
  waitingAhead: number | null;
  /** Where the after-draw page has something for them: a winners' check, or an open offer. */
  afterDraw: "winner" | "offer" | null;
  /** Its line in the round's frozen entrant list (from the freeze on): drawn, or why not. */
  standing: (EntrantStanding & { digest: string }) | null;
  /** A winner's unit (동·호) once the round's unit draw is published. */
  unit: { dong: string; ho: string } | null;
};

export type ResultData = VerifyView | { view: "results"; results: RoundResult[] };

/** A day as YYYY-MM-DD, given as that or as YYYYMMDD. */
const isoDay = (day: string) => day.replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3");

/** Statuses that take no part in a draw: their round says so instead of "not drawn yet". */
const OUT_OF_DRAW: readonly ApplicationStatus[] = ["WITHDRAWN", "INELIGIBLE"];

/** The person's submitted applications (drafts never reach a draw), newest first, with their results. */
export async function resultsOfPerson(scope: RequestScope, personKey: string): Promise<RoundResult[]> {
  const rows = (await applicationsOfPerson(scope.db, personKey)).filter((row) => row.status !== "DRAFT");
  return Promise.all(
    rows.map(async (row): Promise<RoundResult> => {
      const [round, result, standing, place, check, offer, unit] = await Promise.all([
        loadRound(scope.db, row.roundId),
        drawResultFor(scope.db, row.id),
        entrantStanding(scope.db, row.id),
        waitingPlace(scope.db, row.id),
        winnerCheckOf(scope.db, row.id),
        openOffer(scope.db, row.id, scope.now()),
        unitOf(scope.db, row.id),
      ]);
      // Published without an outcome: the application took no part in the draw.
      // A place the draw gave is shown only while the application still holds it.
      const state: ResultState = result.published
        ? result.outcome
          ? OUT_OF_DRAW.includes(row.status)
            ? "CANCELLED"
            : result.outcome
          : "NOT_DRAWN"
        : OUT_OF_DRAW.includes(row.status)
          ? "NOT_DRAWN"
          : "PENDING";
      return {
        applicationId: row.id,
        receiptNo: row.receiptNo,
        round: { round: round?.round ?? 0, title: round?.title ?? "" },
        state,
        waitingNumber: state === "WAITING" ? (result.waitingNumber ?? null) : null,
        waitingAhead: state === "WAITING" ? (place?.ahead ?? null) : null,
        afterDraw: offer ? "offer" : check ? "winner" : null,
        resultDate: result.resultDate ? isoDay(result.resultDate) : null,
        status: row.status,
        // The digest's first 16 hex digits, as the freeze notice gave them.
        standing: standing && { ...standing, digest: standing.listDigest.slice(0, 16) },
        unit: state === "SELECTED" && unit ? unitParts(unit) : null,
      };
    }),
  );
}

/**
 * GET /application/result: back from a verification for "inquiry", a clean redirect with the
 * session (or the refusal: no application of theirs, a spent verification); with a session,
 * the person's results; otherwise the verification panel.
 */
export async function results(scope: RequestScope, request: Request): Promise<{ status: number; data: ResultData }> {
  const verification = new URL(request.url).searchParams.get("verification");
  if (verification) {
    const pick = (rows: ApplicationRow[]) => rows.find((r) => r.status !== "DRAFT");
    const refused = await returnFromVerification(scope, request, verification, pick, RESULT_PATH);
    return { status: refused.status, data: { view: "verify", returnTo: RESULT_PATH, problem: refused.problem } };
  }
  const personKey = await sessionPerson(scope, request);
  if (!personKey) return { status: 200, data: { view: "verify", returnTo: RESULT_PATH, problem: null } };
  return { status: 200, data: { view: "results", results: await resultsOfPerson(scope, personKey) } };
}
