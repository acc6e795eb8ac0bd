import { data, redirect } from "react-router";
import { appealSchema, giveUpSchema, offerAnswerSchema } from "../../features/after-draw/after-draw-schema";
import { type AfterDrawActor, APPLICANT } from "../../features/after-draw/after-draw-store.server";
import { answerOffer } from "../../features/after-draw/promotion.server";
import { appeal, giveUp, handIn } from "../../features/after-draw/winner-check.server";
import { ownWinnerRow, type WinnerItem, winnerItems } from "../../features/after-draw/winner-view.server";
import type { ApplicationRow } from "../../features/applications/application-records.server";
import { applicationsOfPerson } from "../../features/applications/application-views.server";
import { uploadDocument } from "../../features/applications/document-upload.server";
import { GIVE_UP_PATH, WINNER_PATH } from "../../features/applications/paths";
import { auditOrigin } from "../../features/audit/audit.server";
import { CALENDAR_SECTIONS } from "../../features/calendar/add-to-calendar";
import { enqueueOutbox } from "../../features/messaging/outbox-delivery.server";
import type { RequestScope } from "../../lib/context";
import { DomainError } from "../../lib/domain-error";
import { formFailure } from "../../lib/form-failure.server";
import type { TranslationSection } from "../../lib/i18n/client";
import { readForm } from "../../lib/read-form.server";
import { returnFromVerification, sessionPerson, type VerifyView } from "./inquiry.server";
import { isMultipart } from "./journey-actions.server";

/*
 * The applicant's after-draw pages (docs/product/after-draw.md): /application/winner lists
 * the verified person's winners' checks and offers; /application/winner/give-up confirms a
 * give-up. Verified as 당첨 조회 is (a verification for "inquiry", then the person's session);
 * only the session's person's applications are read or changed. Every change is a POST: a GET
 * (a messenger's preview, a mail scanner) changes nothing.
 */

/** The strings the after-draw pages render in the browser. */
export const WINNER_SECTIONS = [
  "applicant.winner",
  "application.documents",
  "application.verify",
  "identity.request",
  ...CALENDAR_SECTIONS,
  "errors.validation",
] as const satisfies readonly TranslationSection[];

/** What the page reports after a change (?done=). */
export const WINNER_DONE = ["uploaded", "handedIn", "appealed", "accepted", "declined", "gaveUp"] as const;
export type WinnerDone = (typeof WINNER_DONE)[number];

export type WinnerData = VerifyView | { view: "winner"; items: WinnerItem[]; done: WinnerDone | null };

const submitted = (rows: ApplicationRow[]) => rows.find((r) => r.status !== "DRAFT");

/** The person's submitted applications, or null without a session of theirs. */
async function personRows(scope: RequestScope, request: Request) {
  const personKey = await sessionPerson(scope, request);
  if (!personKey) return null;
  return (await applicationsOfPerson(scope.db, personKey)).filter((r) => r.status !== "DRAFT");
}

/** GET of either page: back from a verification, the session's person's items, or the verify panel. */
export async function winnerPage(
  scope: RequestScope,
  request: Request,
  path: string,
): Promise<{ status: number; data: WinnerData }> {
  const url = new URL(request.url);
  const verification = url.searchParams.get("verification");
  if (verification) {
    const refused = await returnFromVerification(scope, request, verification, submitted, path);
    return { status: refused.status, data: { view: "verify", returnTo: path, problem: refused.problem } };
  }
  const rows = await personRows(scope, request);
  if (!rows) return { status: 200, data: { view: "verify", returnTo: path, problem: null } };
  const done = url.searchParams.get("done");
  return {
    status: 200,
    data: {
      view: "winner",
      items: await winnerItems(scope.db, rows, scope.now()),
      done: (WINNER_DONE as readonly string[]).includes(done ?? "") ? (done as WinnerDone) : null,
    },
  };
}

const actorOf = (scope: RequestScope, request: Request): AfterDrawActor => ({
  username: APPLICANT,
  origin: auditOrigin(request),
  now: scope.now(),
  site: new URL(request.url).origin,
});

/** A refusal as the page shows it (its message, and the field it concerns). */
function refused(scope: RequestScope, error: unknown, applicationId: string | null) {
  const failure = formFailure(error, scope.lang);
  return data(
    { ok: false as const, message: failure.message, errors: failure.errors, applicationId },
    { status: failure.status },
  );
}

const done = (what: WinnerDone) => redirect(`${WINNER_PATH}?done=${what}`, 303);

/**
 * POST /application/winner: a winners' document (multipart, without JavaScript: the file goes
 * to the person's application whose check is open), or an intent: handIn, appeal, offer.
 */
export async function winnerAction(scope: RequestScope, request: Request) {
  const rows = await personRows(scope, request);
  if (!rows) return refused(scope, new DomainError(401, "application.sessionRequired"), null);
  if (isMultipart(request)) {
    const items = await winnerItems(scope.db, rows, scope.now());
    const target = items.find((i) => i.check?.open || i.check?.refusal?.appealOpen);
    const row = target && rows.find((r) => r.id === target.applicationId);
    try {
      if (!row) throw new DomainError(403, "afterDraw.documentsClosed");
      await uploadDocument(scope, request, row);
      return done("uploaded");
    } catch (error) {
      return refused(scope, error, row?.id ?? null);
    }
  }
  const form = await readForm(request);
  const id = String(form.get("applicationId") ?? "");
  try {
    const row = await ownWinnerRow(scope.db, rows, id);
    if (!row) throw new DomainError(404, "afterDraw.notFound");
    const by = actorOf(scope, request);
    const intent = form.get("intent");
    if (intent === "handIn") {
      await handIn(scope.db, row.id, by);
      return done("handedIn");
    }
    if (intent === "appeal") {
      const { text } = appealSchema.parse({ text: form.get("text") ?? "" });
      await appeal(scope.db, row.id, text, by);
      return done("appealed");
    }
    if (intent === "offer") {
      const { answer } = offerAnswerSchema.parse({ answer: form.get("answer") ?? "" });
      enqueueOutbox(scope, await answerOffer(scope.db, row.id, answer, by));
      return done(answer === "ACCEPT" ? "accepted" : "declined");
    }
    throw new DomainError(400, "api.unsupportedForm");
  } catch (error) {
    if (error instanceof Response) throw error;
    return refused(scope, error, id || null);
  }
}

/** GET /application/winner/give-up?id=: the confirmation only, for one of the person's places. */
export async function giveUpPage(scope: RequestScope, request: Request) {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  const page = await winnerPage(scope, request, id ? `${GIVE_UP_PATH}?${new URLSearchParams({ id })}` : GIVE_UP_PATH);
  if (page.data.view !== "winner") return page;
  const item = page.data.items.find((i) => i.applicationId === id && i.check?.canGiveUp);
  return { status: item ? 200 : 404, data: { ...page.data, items: item ? [item] : [] } };
}

/** POST /application/winner/give-up: with the box ticked, the place is given up. */
export async function giveUpAction(scope: RequestScope, request: Request) {
  const rows = await personRows(scope, request);
  if (!rows) return refused(scope, new DomainError(401, "application.sessionRequired"), null);
  const form = await readForm(request);
  const id = String(form.get("applicationId") ?? "");
  try {
    const row = await ownWinnerRow(scope.db, rows, id);
    if (!row) throw new DomainError(404, "afterDraw.notFound");
    giveUpSchema.parse({ confirm: form.get("confirm") ?? "" });
    enqueueOutbox(scope, await giveUp(scope.db, row.id, actorOf(scope, request)));
    return done("gaveUp");
  } catch (error) {
    if (error instanceof Response) throw error;
    return refused(scope, error, id || null);
  }
}
