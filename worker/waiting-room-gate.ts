import { createMiddleware } from "hono/factory";
import {
  leaveRoom,
  passRoom,
  SUBMITTED_HEADER,
  startsApplicationVerification,
  waitingHref,
  waitsForAdmission,
} from "../app/features/waiting-room/waiting-room.server";
import type { RequestScope } from "../app/lib/context";
import { appendCookies } from "../app/lib/cookies";
import { DomainError } from "../app/lib/domain-error";
import { errorTranslator } from "../app/lib/form-failure.server";
import { withHeaders } from "../app/lib/response-headers";
import { errorBody } from "./api/errors";
import type { ApiEnv } from "./api/types";

/** A response with the ticket cookie added. */
function withCookie(response: Response, setCookie: string | null): Response {
  return setCookie ? withHeaders(response, (h) => appendCookies(h, [setCookie])) : response;
}

export type Gate = { response: Response | null; finish: (response: Response) => Response };

const PASS: Gate = { response: null, finish: (response) => response };

/**
 * The pages' side of the waiting room (worker/index.ts): a page of the form, or the start of
 * an application's identity verification, passes when admitted; otherwise it goes to the
 * waiting page (303; for React Router's data requests, its redirect headers, reloading the
 * document there). The ticket cookie rides on either answer.
 */
export async function pageGate(scope: RequestScope, request: Request): Promise<Gate> {
  const url = new URL(request.url);
  const waits =
    waitsForAdmission(request.method, url.pathname) || (await startsApplicationVerification(request, url.pathname));
  if (!waits) return PASS;
  let passage: Awaited<ReturnType<typeof passRoom>>;
  try {
    passage = await passRoom(scope, request);
  } catch (error) {
    // Refused a number (too many from this client): the waiting page says so.
    if (!(error instanceof DomainError) || error.status !== 429) throw error;
    return { response: waitingRedirect(url, 60), finish: (response) => response };
  }
  const { setCookie, answer } = passage;
  const finish = (response: Response) => {
    // The form's submit says so, on a document's redirect and a data request's answer alike:
    // the place is free for the next.
    if (response.headers.has(SUBMITTED_HEADER)) {
      scope.waitUntil(leaveRoom(scope, answer));
      response = withHeaders(response, (h) => h.delete(SUBMITTED_HEADER));
    }
    return withCookie(response, setCookie);
  };
  if (!answer || answer.admitted) return { response: null, finish };
  return { response: waitingRedirect(url, answer.retryAfter), finish };
}

/** To the waiting page: a document's 303, or a data request's redirect headers reloading the document there. */
function waitingRedirect(url: URL, retryAfter: number): Response {
  const to = waitingHref(url);
  const headers = { "Cache-Control": "no-store", "Retry-After": String(retryAfter) };
  return url.pathname.endsWith(".data")
    ? new Response(null, {
        status: 204,
        headers: { ...headers, "X-Remix-Redirect": to, "X-Remix-Status": "303", "X-Remix-Reload-Document": "true" },
      })
    : new Response(null, { status: 303, headers: { ...headers, Location: to } });
}

/**
 * The API's side (mounted on /api/v1/application): a write of the journey not admitted
 * answers 503 `{ message, errors, position, estimateSeconds }` with Retry-After; the ticket
 * cookie rides on every answer, so the client keeps its place by sending it back.
 */
export const apiGate = createMiddleware<ApiEnv>(async (c, next) => {
  if (!waitsForAdmission(c.req.method, new URL(c.req.url).pathname)) return next();
  const { setCookie, answer } = await passRoom(c.var.scope, c.req.raw);
  if (!answer || answer.admitted) {
    await next();
    // After the route, which may set its own cookies (the applicant session).
    appendCookies(c.res.headers, [setCookie]);
    // Submitted (the route marks its answer): the place is free for the next in line.
    if (c.res.headers.has(SUBMITTED_HEADER)) {
      c.res.headers.delete(SUBMITTED_HEADER);
      if (answer && c.res.status === 200) await leaveRoom(c.var.scope, answer);
    }
    return;
  }
  c.header("Retry-After", String(answer.retryAfter));
  c.header("Cache-Control", "no-store");
  const message = errorTranslator(c.var.scope.lang)("errors.waitingRoom.waiting");
  const res = c.json(
    { ...errorBody(message), errors: {}, position: answer.position, estimateSeconds: answer.estimateSeconds },
    503,
  );
  appendCookies(res.headers, [setCookie]);
  return res;
});
