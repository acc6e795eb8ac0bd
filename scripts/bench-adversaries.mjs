// The opening bench's adversaries (`--adversaries=N`, docs/waiting-room.md): N more clients
// that try to get past the waiting room while the honest applicants go through it, each with
// its own address, in a loop until the honest burst ends. Five kinds, in turn:
// - copy: another browser using an honest applicant's ticket after that applicant's journey
//   took it (with a verification of its own started: its own identity binding);
// - spent: an honest applicant's whole cookie jar copied after its submit, writing again;
// - spell: the form's pages and the API's start spelled otherwise (case, encoding, slashes);
// - direct: the API's start written again and again without ever polling the waiting page;
// - mint: new tickets in a loop (no cookies), from one IPv6 /64, until refused.
// Every answer of every client that touches the room is recorded (`RoomLog`), and the
// fairness invariants are read off the record (`fairnessChecks`).
import { isWaiting } from "./waiting-room-client.mjs";

export const TICKET_COOKIE = "__Host-waiting";
const BINDING_COOKIE = "__Host-identity";
const POLL_PATH = "/api/v1/waiting-room";
export const ADVERSARY_KINDS = ["copy", "spent", "spell", "direct", "mint"];
/** The room's limit of new numbers for one IPv6 /64 in 10 minutes (MINT_LIMITS in the app). */
const IPV6_MINT_LIMIT = 10;
/** The window those new numbers are counted over (MINT_WINDOW_MS in the room). */
const MINT_WINDOW_MS = 10 * 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The arrival number a ticket cookie carries (its JWT's payload; the bench only reads it). */
export function ticketSeq(value) {
  if (!value) return null;
  try {
    const payload = value.split(".")[1] ?? "";
    const json = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return Number.isInteger(json.seq) ? json.seq : null;
  } catch {
    return null;
  }
}

/** A request the room stands in front of (as the bench's clients spell them). */
function gated(path, method) {
  const p = decodeURIComponent(path.split("?")[0] ?? "")
    .toLowerCase()
    .replace(/\/+/g, "/");
  if (p.startsWith("/form/application/waiting")) return false;
  if (p.startsWith("/form/application")) return true;
  if (p.startsWith("/api/v1/application"))
    return method !== "GET" && !/^\/api\/v1\/application\/(schedules|competition)/.test(p);
  return method === "POST" && p.startsWith("/common/kcp/cert/request");
}

/**
 * What the room answered each client: for every request of the room's (a gated one, or a poll)
 * while a round's room is on, who sent it, with which number after the answer, when it was
 * sent and answered, and whether it was told to wait, refused a number (429) or let through.
 */
export class RoomLog {
  events = [];

  record(client, path, method, sentAt, res) {
    const poll = path.startsWith(POLL_PATH);
    if (!poll && !gated(path, method)) return;
    const limited = res.status === 429;
    const waiting = isWaiting(res) || (poll && res.headers.has("retry-after"));
    this.events.push({
      who: client.who,
      honest: client.honest,
      copiedSeq: client.copiedSeq,
      seq: ticketSeq(client.cookies.get(TICKET_COOKIE)),
      poll,
      sentAt,
      answeredAt: performance.now(),
      outcome: limited ? "limited" : waiting ? "waiting" : "through",
      status: res.status,
      path,
    });
  }
}

/**
 * One adversary's loop until `done()`: `client` is a bench client (cookies kept, its own
 * address); `pool` holds the honest applicants' jars as their journeys go (`bound`: after
 * their start; `spent`: after their submit). Counts what each kind got.
 */
export async function adversary(kind, client, pool, done, stats) {
  stats[kind] ??= { clients: 0, requests: 0, through: 0, waiting: 0, limited: 0, minted: 0 };
  const s = stats[kind];
  s.clients += 1;
  const count = (res) => {
    s.requests += 1;
    if (res.status === 429) s.limited += 1;
    else if (isWaiting(res)) s.waiting += 1;
    else s.through += 1;
  };
  const write = (path = "/api/v1/application") =>
    client.send(path, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  const ownBinding = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
  let spelling = 0;
  const spellings = [
    ["GET", "/Form/Application"],
    ["GET", "/form/%61pplication/"],
    ["GET", "//form//application"],
    ["POST", "/api/v1/%61pplication"],
    ["POST", "/api/v1/Application/"],
    ["POST", "/API/v1/./application"],
  ];
  while (!done()) {
    if (kind === "copy" || kind === "spent") {
      const jar = pool[kind === "copy" ? "bound" : "spent"].at(-1);
      if (jar) {
        client.cookies = new Map(kind === "copy" ? [[TICKET_COOKIE, jar.get(TICKET_COOKIE)]] : jar);
        if (kind === "copy") client.cookies.set(BINDING_COOKIE, ownBinding());
        client.copiedSeq = ticketSeq(client.cookies.get(TICKET_COOKIE));
        count(await write());
      }
    } else if (kind === "spell") {
      const [method, path] = spellings[spelling++ % spellings.length];
      const res = method === "GET" ? await client.send(path) : await write(path);
      await res.arrayBuffer().catch(() => {});
      count(res);
    } else if (kind === "direct") {
      count(await write());
    } else if (kind === "mint") {
      client.cookies = new Map();
      const res = await client.send(POLL_PATH);
      await res.arrayBuffer().catch(() => {});
      count(res);
      if (res.headers.getSetCookie().some((c) => c.startsWith(`${TICKET_COOKIE}=`))) s.minted += 1;
    }
    await sleep(kind === "mint" ? 100 : 500);
  }
}

/**
 * The fairness invariants, as PASS/FAIL checks:
 * - no adversary let through ahead of its arrival: every adversary request the room let
 *   through carried a number of the adversary's own (never a copied or spent one, never none),
 *   and no honest applicant with a smaller number was told to wait in a request sent after it;
 * - no honest applicant overtaken: no one with a larger number was let through before an
 *   honest applicant's last wait was asked;
 * - a minting loop is refused past the limit.
 */
export function fairnessChecks(log, stats, { adversaries }) {
  const checks = [];
  const through = log.events.filter((e) => e.outcome === "through");
  // The first time each (client, number) was let through: its admission, as the client saw it.
  const admissions = new Map();
  for (const e of through) {
    const key = `${e.who}#${e.seq}`;
    if (!admissions.has(key) || admissions.get(key).answeredAt > e.answeredAt) admissions.set(key, e);
  }
  const admitted = [...admissions.values()].filter((e) => e.seq !== null).sort((a, b) => a.seq - b.seq);
  // suffixFirst[i]: the earliest admission among numbers >= admitted[i].seq.
  const suffixFirst = new Array(admitted.length);
  for (let i = admitted.length - 1, min = Number.POSITIVE_INFINITY; i >= 0; i--) {
    min = Math.min(min, admitted[i].answeredAt);
    suffixFirst[i] = { at: min };
  }
  const firstAfter = (seq) => {
    let lo = 0;
    let hi = admitted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (admitted[mid].seq > seq) hi = mid;
      else lo = mid + 1;
    }
    return lo < admitted.length ? suffixFirst[lo].at : Number.POSITIVE_INFINITY;
  };
  // Each honest number's last wait (when the request told to wait was sent).
  const lastWait = new Map();
  for (const e of log.events) {
    if (!e.honest || e.outcome !== "waiting" || e.seq === null) continue;
    lastWait.set(e.seq, Math.max(lastWait.get(e.seq) ?? 0, e.sentAt));
  }
  const overtaken = [...lastWait].filter(([seq, at]) => firstAfter(seq) < at).map(([seq]) => `#${seq}`);
  checks.push({
    name: "no honest applicant overtaken (nobody later in line let through while they still waited)",
    pass: overtaken.length === 0,
    detail: `${overtaken.length} of ${lastWait.size} honest numbers that waited${overtaken.length ? `: ${overtaken.slice(0, 5).join(", ")}` : ""}`,
  });

  if (adversaries > 0) {
    const bad = [];
    let passed = 0;
    for (const e of through.filter((x) => !x.honest)) {
      passed += 1;
      if (e.seq === null) bad.push(`${e.who} ${e.path} without a number`);
      else if (e.copiedSeq !== undefined && e.seq === e.copiedSeq) bad.push(`${e.who} on copied #${e.seq}`);
      else {
        const ahead = [...lastWait].find(([seq, at]) => seq < e.seq && at > e.answeredAt);
        if (ahead) bad.push(`${e.who} #${e.seq} before honest #${ahead[0]}`);
      }
    }
    checks.push({
      name: "no adversary let through ahead of its arrival (copied, spent, spelled, direct)",
      pass: bad.length === 0,
      detail: `${bad.length} of ${passed} adversary requests let through${bad.length ? `: ${bad.slice(0, 5).join("; ")}` : ""}`,
    });
    const mint = stats.mint;
    if (mint) {
      // The limit holds in any 10 minutes: a loop that runs longer gets the limit again for
      // each window it reaches into.
      let [first, last] = [Number.POSITIVE_INFINITY, 0];
      for (const e of log.events) {
        if (!e.who.startsWith("mint-")) continue;
        first = Math.min(first, e.sentAt);
        last = Math.max(last, e.sentAt);
      }
      const span = last > first ? last - first : 0;
      const windows = Math.max(1, Math.ceil(span / MINT_WINDOW_MS));
      const allowed = IPV6_MINT_LIMIT * mint.clients * windows;
      checks.push({
        name: "a minting loop is refused past its client's limit",
        pass: mint.minted <= allowed && mint.limited > 0,
        detail: `${mint.minted} numbers given to ${mint.clients} /64s over ${Math.round(span / 1000)} s (at most ${IPV6_MINT_LIMIT} each in 10 minutes: ${allowed}), ${mint.limited} refused (429) of ${mint.requests}`,
      });
    }
  }
  return checks;
}
