// The bench's applicants through the waiting room (docs/waiting-room.md), as a browser with
// the waiting page's script goes: an answer that says "wait" (the pages' redirect to the
// waiting page, the API's 503 with Retry-After) sends the client to poll
// GET /api/v1/waiting-room with its ticket cookie, as often as it is told, until admitted;
// then the same request again. Each wait's duration is counted.

export const WAITING_PATH = "/form/application/waiting";

/** Whether an answer tells the client to wait its turn. */
export function isWaiting(res) {
  if (res.status === 303 || res.status === 302) return (res.headers.get("location") ?? "").startsWith(WAITING_PATH);
  if (res.status === 204) return (res.headers.get("x-remix-redirect") ?? "").startsWith(WAITING_PATH);
  return res.status === 503 && res.headers.has("retry-after");
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls the room with `send` (the client's own request function, cookies kept) until
 * admitted; answers the milliseconds waited and adds them to `stats.waits`.
 */
export async function waitForAdmission(send, stats) {
  const t0 = performance.now();
  for (;;) {
    const res = await send("/api/v1/waiting-room");
    const status = await res.json().catch(() => ({ admitted: false, retryAfter: 5 }));
    if (status.admitted) break;
    stats.polls += 1;
    await sleep((status.retryAfter ?? 5) * 1000);
  }
  const waited = performance.now() - t0;
  stats.waits.push(waited);
  return waited;
}

/** `request()` through the room: while its answer says wait, wait for admission and ask again. */
export async function throughRoom(send, request, stats) {
  for (;;) {
    const res = await request();
    if (!isWaiting(res)) return res;
    await res.arrayBuffer().catch(() => {});
    await waitForAdmission(send, stats);
  }
}

export const newRoomStats = () => ({ waits: [], polls: 0 });
