import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { sessionPerson } from "../../app/features/applications/application-access.server";
import { bookSlot, cancelBooking, contractsOfPerson } from "../../app/features/contracts/contract-booking.server";
import { bookingSchema, cancelSchema } from "../../app/features/contracts/contract-booking-schema";
import { enqueueOutbox } from "../../app/features/messaging/outbox-delivery.server";
import { DomainError } from "../../app/lib/domain-error";
import { checkOrigin } from "./same-origin";
import type { ApiEnv } from "./types";
import { validate } from "./validate";

/** Every write here rides on the applicant's cookies: it must come from a page of this site. */
const sameSiteWrites = createMiddleware<ApiEnv>(async (c, next) => {
  checkOrigin(c.req.raw, { requireHeader: true });
  await next();
});

/** The verified person of the request's applicant session (401 without one). */
async function person(scope: ApiEnv["Variables"]["scope"], request: Request): Promise<string> {
  const personKey = await sessionPerson(scope, request);
  if (!personKey) throw new DomainError(401, "application.sessionRequired");
  return personKey;
}

/**
 * The winner's contract appointments (docs/product/contracts.md), on the same server functions
 * as /application/contract: GET the person's winning applications at PASSED with their
 * booking and the slots ahead; PUT { applicationId, slotId } books or moves a booking (409
 * `contract.slotFull` when the slot filled meanwhile); DELETE /:applicationId cancels. The
 * applicant session comes from a verification (the application API's GET ?verification=).
 */
export const contractApi = new Hono<ApiEnv>()
  .use(sameSiteWrites)
  .get("/", async (c) => {
    const scope = c.var.scope;
    const personKey = await person(scope, c.req.raw);
    return c.json({ contracts: await contractsOfPerson(scope.db, personKey, scope.now()) });
  })
  .put("/", validate("json", bookingSchema), async (c) => {
    const scope = c.var.scope;
    const personKey = await person(scope, c.req.raw);
    const input = c.req.valid("json");
    const origin = new URL(c.req.url).origin;
    await bookSlot(scope.db, { ...input, personKey, now: scope.now(), origin }, (ids) => enqueueOutbox(scope, ids));
    return c.json({ contracts: await contractsOfPerson(scope.db, personKey, scope.now()) });
  })
  .delete("/:applicationId", validate("param", cancelSchema), async (c) => {
    const scope = c.var.scope;
    const personKey = await person(scope, c.req.raw);
    await cancelBooking(scope.db, personKey, c.req.valid("param").applicationId);
    return c.body(null, 204);
  });
