import type { RequestScope } from "../../lib/context";
import { DomainError } from "../../lib/domain-error";
import type { AppEnv } from "../../lib/env";
import { JOURNEY_PATH } from "../applications/paths";
import { bindingHashOf } from "../identity/binding.server";
import { clientNetwork } from "../rate-limit/client-address";
import { currentRoundWindowOf, listRounds, type Round } from "../schedules/rounds.server";
import type { RoomAnswer, RoomConfig, RoomFigures, RoomStatus, WaitingRoomRpc } from "./room";
import { readTicket, signTicket, ticketCookie } from "./ticket.server";

/*
 * The waiting room in front of the application form (docs/waiting-room.md): which requests
 * wait, the open round's room, and a request's passage through its Durable Object.
 */

/** The waiting page; the Worker sends those not admitted here with the address they asked for. */
export const WAITING_PATH = `${JOURNEY_PATH}/waiting`;

/**
 * The header the form's submit puts on its answer when the application was submitted: the
 * Worker then frees the applicant's place for the next in line, and takes the header off.
 * A header, because React Router moves a data request's redirect into its body, where the
 * Worker cannot read the receipt's address.
 */
export const SUBMITTED_HEADER = "x-application-submitted";

type Promised<T> = {
  [K in keyof T]: T[K] extends (...a: infer A) => infer R ? (...a: A) => Promise<Awaited<R>> : never;
};
type RoomStub = Promised<WaitingRoomRpc>;

function roomStub(namespace: DurableObjectNamespace, roundId: string): RoomStub {
  // The stub's methods are the Durable Object's (worker/waiting-room-object.ts implements WaitingRoomRpc).
  return namespace.get(namespace.idFromName(roundId)) as unknown as RoomStub;
}

/** A round's room as its schedule row configures it. */
export function roomConfig(round: Pick<Round, "waitingRoom" | "waitingCapacity" | "waitingIdleSeconds">): RoomConfig {
  return { enabled: round.waitingRoom, capacity: round.waitingCapacity, idleMs: round.waitingIdleSeconds * 1000 };
}

/** How long an isolate keeps the open round's room in memory: a D1 read saved per request. */
export const ROOM_CONFIG_TTL_MS = 5_000;
/** The rounds as last read, per isolate (keyed by the room's binding, which lives as long). */
const cached = new WeakMap<object, { at: number; rounds: Round[] }>();

type OpenRoom = { roundId: string; config: RoomConfig };

/**
 * The round open now, when its waiting room is on (and the Worker has the binding). The rounds
 * are read at most every 5 s per isolate (production and `npm start` alike, so the opening
 * bench measures production's path), and which one is open is decided on each request's
 * clock, so the room stands from the opening second. A console change applies at once in the
 * isolate that saved it (configureRoom); the tests (APP_ENV=test) read the rounds each time.
 */
export async function openRoom(scope: RequestScope): Promise<OpenRoom | null> {
  if (!scope.env.WAITING_ROOM) return null;
  const keep = scope.env.APP_ENV !== "test";
  const hit = keep ? cached.get(scope.env.WAITING_ROOM) : undefined;
  const rounds = hit && Date.now() - hit.at < ROOM_CONFIG_TTL_MS ? hit.rounds : await listRounds(scope.db);
  if (keep && rounds !== hit?.rounds) cached.set(scope.env.WAITING_ROOM, { at: Date.now(), rounds });
  const current = currentRoundWindowOf(rounds, scope.now());
  return current?.window.state === "open" && current.round.waitingRoom
    ? { roundId: current.round.id, config: roomConfig(current.round) }
    : null;
}

/**
 * New numbers one client may take in the room's window (10 minutes): an IPv6 /64 is one
 * customer line, an IPv4 address may be a carrier's NAT in front of many phones. Honest
 * visitors take one (a second browser, a cleared cookie: a few); a script arriving in a loop
 * is refused a number (429) before it fills the line or keeps the room busy.
 */
export const MINT_LIMITS = { ipv6: 10, ipv4: 60 } as const;

export function mintLimitOf(network: string): number {
  return network.endsWith("/64") ? MINT_LIMITS.ipv6 : MINT_LIMITS.ipv4;
}

export type Passage = {
  /** The ticket cookie to set: a newcomer's, or a replacement for one that did not verify. */
  setCookie: string | null;
  /** The room's answer; null when no room stands in front of the form now (everyone passes). */
  answer: RoomAnswer | null;
};

/**
 * A request through the open round's room: its ticket (if it verifies) keeps its arrival
 * number, anything else arrives anew. Admitted requests keep their place. A `poll` (the
 * waiting page, its script) only asks: an admission it is answered lapses unless the form is
 * opened with it soon. A client past its limit of new numbers gets DomainError 429
 * (`rateLimit.waitingRoomClient`).
 */
export async function passRoom(scope: RequestScope, request: Request, { poll = false } = {}): Promise<Passage> {
  const room = await openRoom(scope);
  if (!room || !scope.env.WAITING_ROOM) return { setCookie: null, answer: null };
  const now = scope.now();
  const [ticket, journey] = await Promise.all([
    readTicket(scope.env.JWT_SECRETS, request, room.roundId, now),
    // The browser's identity binding (set when its verification starts) is the journey an
    // admission is bound to: only its hash reaches the room.
    bindingHashOf(request),
  ]);
  const client = clientNetwork(scope.ip);
  const answer = await roomStub(scope.env.WAITING_ROOM, room.roundId).admit({
    seq: ticket?.seq ?? null,
    now: now.getTime(),
    config: room.config,
    journey,
    client,
    mintLimit: mintLimitOf(client),
    poll,
  });
  if (answer.limited) throw new DomainError(429, "rateLimit.waitingRoomClient");
  const setCookie =
    ticket?.seq === answer.seq
      ? null
      : ticketCookie(await signTicket(scope.env.JWT_SECRET, { roundId: room.roundId, seq: answer.seq }, now));
  return { setCookie, answer };
}

/**
 * An admitted applicant has submitted: the place goes to the next in line now rather than
 * after the idle time. Coming back later (an edit) passes through the room again.
 */
export async function leaveRoom(scope: RequestScope, answer: RoomAnswer | null): Promise<void> {
  const room = answer?.admitted ? await openRoom(scope) : null;
  if (room && answer && scope.env.WAITING_ROOM) await roomStub(scope.env.WAITING_ROOM, room.roundId).leave(answer.seq);
}

/** The waiting page's and its script's view of a passage. */
export function roomStatus(answer: RoomAnswer | null): RoomStatus {
  if (!answer || answer.admitted) return { admitted: true };
  return {
    admitted: false,
    position: answer.position,
    estimateSeconds: answer.estimateSeconds,
    retryAfter: answer.retryAfter,
  };
}

/** The console's live figures of a round's room (null without the binding). */
export function roomFigures(env: AppEnv, roundId: string, now: Date): Promise<RoomFigures> | null {
  return env.WAITING_ROOM ? roomStub(env.WAITING_ROOM, roundId).figures(now.getTime()) : null;
}

/** Hands a round's saved configuration to its room at once (its figures show it). */
export async function configureRoom(env: AppEnv, round: Round): Promise<void> {
  if (!env.WAITING_ROOM) return;
  cached.delete(env.WAITING_ROOM);
  await roomStub(env.WAITING_ROOM, round.id).configure(roomConfig(round));
}

/**
 * A request's path as the routers will match it, so that no spelling of a gated route walks
 * past the gate: percent-decoded (Hono and React Router decode), in lower case (React Router
 * matches without case), repeated slashes collapsed, dot segments resolved, without a trailing
 * slash and without React Router's `.data` suffix. It may gate a spelling no router would
 * serve; it never lets one through that a router would.
 */
export function gatePath(pathname: string): string {
  let path = pathname;
  // Decoded until nothing is left encoded (a few rounds at most): one router's decode is enough
  // to reach a handler, so every layer of it is taken off here.
  for (let i = 0; i < 4 && /%[0-9a-f]{2}/i.test(path); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  const segments: string[] = [];
  for (const segment of path.toLowerCase().replaceAll("\\", "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  const last = segments.at(-1);
  if (last === ".data") segments.pop();
  else if (last?.endsWith(".data")) segments[segments.length - 1] = last.slice(0, -".data".length);
  return `/${segments.join("/")}`;
}

const JOURNEY_PAGE = /^\/form\/application(\/[^/]+)?$/;
const JOURNEY_API = /^\/api\/v1\/application(\/.*)?$/;
const API_READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request waits its turn: every page of the form (/form/application and the edit
 * page /form/application/:id, their React Router data requests included, any method) but the
 * waiting page, and every write of the journey's API (start, steps, submit, uploads).
 * Reading (guide pages, schedules, look-up, the API's GETs) never waits. The identity
 * verification that starts an application is started from the form's own post (agreements),
 * so it is behind the room too; POST /common/kcp/cert/request for "application" is checked by
 * `startsApplicationVerification`.
 */
export function waitsForAdmission(method: string, pathname: string): boolean {
  const path = gatePath(pathname);
  if (JOURNEY_API.test(path))
    return !API_READS.has(method) && !/^\/api\/v1\/application\/(schedules|competition)(\/|$)/.test(path);
  return JOURNEY_PAGE.test(path) && path !== WAITING_PATH;
}

export const VERIFICATION_START_PATH = "/common/kcp/cert/request";

/**
 * A post that starts an identity verification for an application (not a look-up's), however
 * its path is spelled; a body naming the purpose more than once waits if any of them is the
 * application's (the form reader keeps one of them, which need not be the first).
 */
export async function startsApplicationVerification(request: Request, pathname: string): Promise<boolean> {
  if (request.method !== "POST" || gatePath(pathname) !== VERIFICATION_START_PATH) return false;
  try {
    const form = await request.clone().formData();
    return form.getAll("purpose").some((purpose) => purpose === "application");
  } catch {
    return false;
  }
}

/** Where the waiting page sends an admitted applicant: a path of the form, or the form itself. */
export function returnPath(raw: string | null): string {
  if (!raw?.startsWith("/") || raw.startsWith("//")) return JOURNEY_PATH;
  const path = raw.split("?")[0] ?? "";
  return JOURNEY_PAGE.test(path) && path !== WAITING_PATH ? raw : JOURNEY_PATH;
}

/** The waiting page's address for a request that must wait (a post comes back to its page's GET). */
export function waitingHref(url: URL): string {
  const start = gatePath(url.pathname) === VERIFICATION_START_PATH;
  const back = start ? JOURNEY_PATH : url.pathname.replace(/\.data$/, "");
  // A data request's query is React Router's own; the page's address is enough.
  const search = start || url.pathname.endsWith(".data") ? "" : url.search;
  return `${WAITING_PATH}?return=${encodeURIComponent(back + search)}`;
}
