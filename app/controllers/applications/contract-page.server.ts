import { redirect } from "react-router";
import type { ApplicationRow } from "../../features/applications/application-records.server";
import {
  bookSlot,
  type ContractChoice,
  cancelBooking,
  contractsOfPerson,
} from "../../features/contracts/contract-booking.server";
import { bookingSchema, cancelSchema } from "../../features/contracts/contract-booking-schema";
import { CONTRACT_PATH } from "../../features/contracts/paths";
import { enqueueOutbox } from "../../features/messaging/outbox-delivery.server";
import type { RequestScope } from "../../lib/context";
import { DomainError } from "../../lib/domain-error";
import { type FormFailure, formFailure } from "../../lib/form-failure.server";
import { formText } from "../../lib/form-values";
import { returnFromVerification, sessionPerson, type VerifyView } from "./inquiry.server";

/*
 * 계약 예약 (/application/contract): after a verification for "inquiry" (as 당첨 조회), the
 * person's winning applications at PASSED, each with its booking and the round's slots ahead;
 * plain forms book, change or cancel (post/redirect/get). Only the session's person's
 * applications are read or changed.
 */

export const CONTRACT_DONE = ["booked", "cancelled"] as const;
export type ContractDone = (typeof CONTRACT_DONE)[number];

export type ContractData = VerifyView | { view: "contracts"; contracts: ContractChoice[]; done: ContractDone | null };

/** GET /application/contract. */
export async function contractPage(
  scope: RequestScope,
  request: Request,
): Promise<{ status: number; data: ContractData }> {
  const url = new URL(request.url);
  const verification = url.searchParams.get("verification");
  if (verification) {
    const pick = (rows: ApplicationRow[]) => rows.find((r) => r.status !== "DRAFT");
    const refused = await returnFromVerification(scope, request, verification, pick, CONTRACT_PATH);
    return { status: refused.status, data: { view: "verify", returnTo: CONTRACT_PATH, problem: refused.problem } };
  }
  const personKey = await sessionPerson(scope, request);
  if (!personKey) return { status: 200, data: { view: "verify", returnTo: CONTRACT_PATH, problem: null } };
  const done = (CONTRACT_DONE as readonly string[]).includes(url.searchParams.get("done") ?? "")
    ? (url.searchParams.get("done") as ContractDone)
    : null;
  return {
    status: 200,
    data: { view: "contracts", contracts: await contractsOfPerson(scope.db, personKey, scope.now()), done },
  };
}

/**
 * POST /application/contract: `intent` book (applicationId, slotId) or cancel (applicationId).
 * Done: a redirect to the page with `?done=`; refused: the failure with the application it
 * concerns, for the page to show beside it.
 */
export async function contractAction(
  scope: RequestScope,
  request: Request,
  form: FormData,
): Promise<FormFailure & { applicationId: string }> {
  const applicationId = formText(form, "applicationId");
  try {
    const personKey = await sessionPerson(scope, request);
    if (!personKey) throw new DomainError(401, "application.sessionRequired");
    const origin = new URL(request.url).origin;
    if (formText(form, "intent") === "cancel") {
      const input = cancelSchema.parse({ applicationId });
      await cancelBooking(scope.db, personKey, input.applicationId);
      throw redirect(`${CONTRACT_PATH}?done=cancelled`, 303);
    }
    const input = bookingSchema.parse({ applicationId, slotId: formText(form, "slotId") });
    await bookSlot(scope.db, { ...input, personKey, now: scope.now(), origin }, (ids) => enqueueOutbox(scope, ids));
    throw redirect(`${CONTRACT_PATH}?done=booked`, 303);
  } catch (error) {
    if (error instanceof Response) throw error;
    return { ...formFailure(error, scope.lang), applicationId };
  }
}
