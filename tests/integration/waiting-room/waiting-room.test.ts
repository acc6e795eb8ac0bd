import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { waitingLoader } from "../../../app/controllers/waiting-page.server";
import { BINDING_COOKIE } from "../../../app/features/identity/binding.server";
import { signTicket, TICKET_COOKIE } from "../../../app/features/waiting-room/ticket.server";
import { MINT_LIMITS, SUBMITTED_HEADER } from "../../../app/features/waiting-room/waiting-room.server";
import { rounds } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { createRequestScope } from "../../../worker/request-scope";
import { pageGate } from "../../../worker/waiting-room-gate";
import { Applicant, db, NOW, ORIGIN, PDF, token, YOUTH_STEPS } from "../../support/applicant";
import { seedTestDb } from "../../support/integration";

/*
 * The waiting room in front of the open round's form (seeded round 2, open at NOW), through
 * the API's gate and the pages' gate, on the real Durable Object. Each test runs at its own
 * hour of the round: the places of earlier tests have lapsed by then.
 */

const ROUND = "seed-round-2";
const SECRET = "local-only-secret-do-not-use-in-production-0123456789";
let hour = 0;
/** A moment of its own for each test, `ms` after its start. */
function clock() {
  hour += 1;
  const start = NOW.getTime() + hour * 3_600_000;
  return (ms = 0) => new Date(start + ms);
}

async function setRoom(room: { on?: boolean; capacity: number; idleSeconds?: number }) {
  await db
    .update(rounds)
    .set({ waitingRoom: room.on ?? true, waitingCapacity: room.capacity, waitingIdleSeconds: room.idleSeconds ?? 600 })
    .where(eq(rounds.id, ROUND));
}

/** A browser: its cookies, kept from every answer. */
class Visitor {
  cookies = new Map<string, string>();

  /** The client's address as Cloudflare gives it (cf-connecting-ip); the tests' default is loopback's. */
  constructor(readonly ip = "127.0.0.1") {}

  cookie() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  /** A write of the journey: an empty start, refused by its checks (400) once admitted, 503 while waiting. */
  async write(at: Date) {
    const res = this.keep(
      await api.request(
        "/api/v1/application",
        {
          method: "POST",
          headers: {
            origin: ORIGIN,
            "content-type": "application/json",
            "x-test-now": at.toISOString(),
            "cf-connecting-ip": this.ip,
            cookie: this.cookie(),
          },
          body: "{}",
        },
        env,
      ),
    );
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  }

  async status(at: Date) {
    const res = this.keep(
      await api.request(
        "/api/v1/waiting-room",
        { headers: { "x-test-now": at.toISOString(), "cf-connecting-ip": this.ip, cookie: this.cookie() } },
        env,
      ),
    );
    return { status: res.status, ...((await res.json()) as Record<string, unknown>) } as {
      status: number;
      admitted: boolean;
      position?: number;
      estimateSeconds?: number | null;
      retryAfter?: number;
      message?: string;
    };
  }

  /** Asks each time the room said to, from `from` until `until` (ms on the test's clock); answers the last. */
  async pollOnTime(at: (ms?: number) => Date, from: number, until: number) {
    let t = from;
    let last = await this.status(at(t));
    while (!last.admitted && t + (last.retryAfter ?? 1) * 1000 <= until) {
      t += (last.retryAfter ?? 1) * 1000;
      last = await this.status(at(t));
    }
    return last;
  }

  /** The pages' gate for a request of `path`: null when it passes, else the answer. */
  async page(path: string, at: Date, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("x-test-now", at.toISOString());
    headers.set("cf-connecting-ip", this.ip);
    headers.set("cookie", this.cookie());
    const request = new Request(`${ORIGIN}${path}`, { ...init, headers });
    const gate = await pageGate(createRequestScope(request, env, { waitUntil: () => {} }), request);
    const answer = gate.finish(gate.response ?? new Response("form"));
    this.keep(answer);
    return gate.response ? answer : null;
  }

  /** A request of `path` the gate passes and the page answers with `answered`: what leaves the Worker. */
  async passed(path: string, at: Date, answered: Response, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("x-test-now", at.toISOString());
    headers.set("cookie", this.cookie());
    const request = new Request(`${ORIGIN}${path}`, { ...init, headers });
    const pending: Promise<unknown>[] = [];
    const scope = createRequestScope(request, env, { waitUntil: (p) => pending.push(p) });
    const gate = await pageGate(scope, request);
    expect(gate.response).toBeNull();
    const out = this.keep(gate.finish(answered));
    await Promise.all(pending);
    return out;
  }
}

const admitted = (res: { status: number }) => res.status !== 503;

/** An applicant of the journey's tests who also keeps the waiting room's ticket. */
class TicketHolder extends Applicant {
  ticket = "";

  override cookie() {
    return [super.cookie(), this.ticket].filter(Boolean).join("; ");
  }

  override async request(...args: Parameters<Applicant["request"]>) {
    const answer = await super.request(...args);
    const set = answer.setCookies.find((c) => c.startsWith(`${TICKET_COOKIE}=`));
    if (set) this.ticket = set.split(";")[0] ?? "";
    return answer;
  }
}

describe("the waiting room in front of the open round's form", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("lets everyone through while the room is off, and sets no ticket", async () => {
    await setRoom({ on: false, capacity: 1 });
    const at = clock();
    const [a, b] = [new Visitor(), new Visitor()];
    expect((await a.write(at())).status).toBe(400);
    expect((await b.write(at())).status).toBe(400);
    expect(b.cookies.has(TICKET_COOKIE)).toBe(false);
  });

  it("admits in arrival order up to the capacity; the others wait with their position and Retry-After", async () => {
    await setRoom({ capacity: 2 });
    const at = clock();
    const people = Array.from({ length: 5 }, () => new Visitor());
    const answers = [];
    for (const p of people) answers.push(await p.write(at()));
    expect(answers.map(admitted)).toEqual([true, true, false, false, false]);
    const waiting = answers[3];
    expect(waiting?.status).toBe(503);
    expect(waiting?.body).toMatchObject({
      message: "지금은 신청하시는 분이 많아 순서대로 안내하고 있습니다. 잠시 후 다시 시도해주세요.",
      errors: {},
      position: 2,
      // Two let in within the first 10 s: 0.2 a second, so 10 s for the one place ahead.
      estimateSeconds: 10,
    });
    // Told to ask again after a quarter of that.
    expect(waiting?.headers.get("retry-after")).toBe("3");
    const cookie = waiting?.headers.getSetCookie().find((c) => c.startsWith(`${TICKET_COOKIE}=`));
    expect(cookie).toMatch(
      /^__Host-waiting=[\w-]+\.[\w-]+\.[\w-]+; HttpOnly; Secure; SameSite=Lax; Path=\/; Max-Age=\d+$/,
    );
    // Asking again (a refresh) keeps the place; a later arrival never passes an earlier one.
    expect((await people[4]?.status(at(1000)))?.position).toBe(3);
    expect((await people[2]?.status(at(2000)))?.position).toBe(1);
  });

  it("frees an idle admission for the next in line, while an admitted applicant who keeps going is never put out", async () => {
    await setRoom({ capacity: 1, idleSeconds: 60 });
    const at = clock();
    const [first, second, third] = [new Visitor(), new Visitor(), new Visitor()];
    // The first is on a journey: its verification started (the browser's identity binding).
    first.cookies.set(BINDING_COOKIE, "c".repeat(43));
    expect(admitted(await first.write(at()))).toBe(true);
    expect(admitted(await second.write(at(1000)))).toBe(false);
    expect(admitted(await third.write(at(2000)))).toBe(false);
    // The first keeps making requests within the idle time: still in, the others still wait
    // (asking as often as they are told: the second every 5 s, here every 15 s).
    for (let t = 15_000; t <= 165_000; t += 15_000) {
      if (t === 45_000 || t === 105_000) expect(admitted(await first.write(at(t)))).toBe(true);
      expect(admitted(await second.write(at(t)))).toBe(false);
      expect(admitted(await third.write(at(t + 500)))).toBe(false);
    }
    // Then 61 s without a request: the place goes to the second, not to the third who asks first.
    expect(admitted(await third.write(at(166_500)))).toBe(false);
    expect((await third.status(at(166_600))).position).toBe(2);
    expect(admitted(await second.write(at(167_000)))).toBe(true);
    expect(admitted(await first.write(at(168_000)))).toBe(false);
  });

  it("keeps a waiting place through a dropped connection: the ticket comes back to its own place, ahead of later arrivals", async () => {
    await setRoom({ capacity: 1 });
    const at = clock();
    const [holder, early, late] = [new Visitor(), new Visitor(), new Visitor()];
    await holder.write(at());
    await early.write(at(1000));
    // Gone for five minutes (its place lapsed from the queue), while another arrives.
    await late.write(at(200_000));
    await holder.write(at(299_000));
    expect((await early.status(at(300_000))).position).toBe(1);
    expect((await late.status(at(300_000))).position).toBe(2);
  });

  it("refuses a forged or tampered ticket: its holder arrives anew at the back", async () => {
    await setRoom({ capacity: 1 });
    const at = clock();
    const [holder, waiting, forger, tamperer] = [new Visitor(), new Visitor(), new Visitor(), new Visitor()];
    await holder.write(at());
    await waiting.write(at(1000));
    // A ticket for number 0 signed with another key, and a real ticket with its number changed.
    const forged = await new SignJWT({ typ: "waiting", rid: ROUND, seq: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setAudience("waiting-room")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("a-key-that-is-not-the-servers-0123456789"));
    forger.cookies.set(TICKET_COOKIE, forged);
    const real = await signTicket(SECRET, { roundId: ROUND, seq: 999_999 }, at());
    const [head, payload = "", sig] = real.split(".");
    const claims = JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/")));
    const changed = btoa(JSON.stringify({ ...claims, seq: 0 }))
      .replaceAll("=", "")
      .replaceAll("+", "-")
      .replaceAll("/", "_");
    tamperer.cookies.set(TICKET_COOKIE, `${head}.${changed}.${sig}`);
    const forgedAnswer = await forger.write(at(2000));
    expect(forgedAnswer).toMatchObject({ status: 503, body: { position: 2 } });
    expect((await tamperer.write(at(3000))).body.position).toBe(3);
    // Both were given tickets of their own, at the back.
    expect(forger.cookies.get(TICKET_COOKIE)).not.toBe(forged);
  });

  it("lets a copied ticket share its place until a journey binds it, never take a new or earlier one; admitted twice, it counts once", async () => {
    await setRoom({ capacity: 2 });
    const at = clock();
    const [owner, other, third] = [new Visitor(), new Visitor(), new Visitor()];
    expect(admitted(await owner.write(at()))).toBe(true);
    const copy = new Visitor();
    copy.cookies = new Map(owner.cookies);
    // Before any verification the copy is the owner's admission (one place), so the second person still gets in.
    expect(admitted(await copy.write(at(1000)))).toBe(true);
    expect(copy.cookies.get(TICKET_COOKIE)).toBe(owner.cookies.get(TICKET_COOKIE));
    expect(admitted(await other.write(at(2000)))).toBe(true);
    expect(admitted(await third.write(at(3000)))).toBe(false);
    // A waiting ticket copied: the copy stands at the same place, not behind it nor ahead.
    const thirdCopy = new Visitor();
    thirdCopy.cookies = new Map(third.cookies);
    const fourth = new Visitor();
    await fourth.write(at(4000));
    expect((await thirdCopy.status(at(5000))).position).toBe(1);
    expect((await third.status(at(5000))).position).toBe(1);
    expect((await fourth.status(at(5000))).position).toBe(2);
  });

  it("binds an admission to the first journey that uses it: a copy used by another browser arrives anew at the back", async () => {
    await setRoom({ capacity: 1 });
    const at = clock();
    const owner = new Visitor();
    expect(admitted(await owner.write(at()))).toBe(true);
    // The owner's verification starts: their browser now carries its identity binding.
    owner.cookies.set(BINDING_COOKIE, "a".repeat(43));
    expect(admitted(await owner.write(at(1000)))).toBe(true);
    const later = new Visitor();
    expect(admitted(await later.write(at(2000)))).toBe(false);
    // The ticket passed on: alone, or with another browser's binding, it is a new arrival, behind `later`.
    for (const [i, binding] of [null, "b".repeat(43)].entries()) {
      const copy = new Visitor();
      copy.cookies.set(TICKET_COOKIE, owner.cookies.get(TICKET_COOKIE) ?? "");
      if (binding) copy.cookies.set(BINDING_COOKIE, binding);
      const answer = await copy.write(at(3000 + i));
      expect(admitted(answer), `copy ${i}`).toBe(false);
      expect(answer.body.position, `copy ${i}`).toBe(2 + i);
      expect(copy.cookies.get(TICKET_COOKIE)).not.toBe(owner.cookies.get(TICKET_COOKIE));
    }
    // The owner keeps going: one admission, one applicant.
    expect(admitted(await owner.write(at(4000)))).toBe(true);
    expect((await later.status(at(5000))).position).toBe(1);
  });

  it("never admits more than the capacity nor loses a place when many arrive at once", async () => {
    await setRoom({ capacity: 7 });
    const at = clock();
    const people = Array.from({ length: 40 }, () => new Visitor());
    const answers = await Promise.all(people.map((p) => p.write(at())));
    expect(answers.filter(admitted)).toHaveLength(7);
    const positions = answers.filter((a) => !admitted(a)).map((a) => a.body.position as number);
    expect([...positions].sort((x, y) => x - y)).toEqual(Array.from({ length: 33 }, (_, i) => i + 1));
    // Asked again all at once, every ticket keeps its standing: still seven in.
    const again = await Promise.all(people.map((p) => p.write(at(1000))));
    expect(again.map(admitted)).toEqual(answers.map(admitted));
  });

  it("frees a place as soon as its applicant submits, for the next in line", async () => {
    await setRoom({ capacity: 1 });
    const at = clock();
    const me = new TicketHolder({ personId: "room-submit" });
    me.now = at();
    const started = await me.start();
    expect(started.status).toBe(201);
    const id = started.body.id as string;
    await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } });
    await me.upload(id, "idCard", PDF);
    await me.upload(id, "residence", PDF);
    const next = new Visitor();
    expect(admitted(await next.write(at(1000)))).toBe(false);
    me.now = at(2000);
    const submitted = await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } });
    expect(submitted.body.receiptNo).toEqual(expect.any(String));
    // The route's mark for the gate stays inside the worker.
    expect(submitted.headers.has(SUBMITTED_HEADER)).toBe(false);
    expect(admitted(await next.write(at(3000)))).toBe(true);
    // The submitted ticket is spent: brought back (or passed on), it arrives anew, behind
    // whoever came after it, instead of taking the place again ahead of them.
    const later = new Visitor();
    expect(admitted(await later.write(at(4000)))).toBe(false);
    const reused = new Visitor();
    reused.cookies.set(TICKET_COOKIE, me.ticket.slice(me.ticket.indexOf("=") + 1));
    const again = await reused.write(at(5000));
    expect(admitted(again)).toBe(false);
    expect(again.body.position).toBe(2);
  });

  it("frees a place when the form's submit says so, from React Router's data request as from a document", async () => {
    await setRoom({ capacity: 1 });
    const at = clock();
    const [holder, next] = [new Visitor(), new Visitor()];
    expect(await holder.page("/form/application", at())).toBeNull();
    expect((await next.page("/form/application", at(1000)))?.status).toBe(303);
    // The hydrated form's submit: React Router answers 202 with the receipt's address in its body.
    const submitted = new Response("[]", { status: 202, headers: { [SUBMITTED_HEADER]: "1" } });
    const post = { method: "POST", body: "intent=submit" };
    const out = await holder.passed("/form/application.data", at(2000), submitted, post);
    expect(out.headers.has(SUBMITTED_HEADER)).toBe(false);
    expect(await next.page("/form/application", at(3000))).toBeNull();
    // A step saved is no submit: the place stays taken.
    const third = new Visitor();
    await next.passed("/form/application.data", at(4000), new Response("[]", { status: 202 }), post);
    expect((await third.page("/form/application", at(5000)))?.status).toBe(303);
  });

  it("sends a form page or the application's verification start to the waiting page; look-ups and reads never wait", async () => {
    await setRoom({ capacity: 1 });
    const at = clock();
    const [first, second] = [new Visitor(), new Visitor()];
    expect(await first.page("/form/application", at())).toBeNull();
    const page = await second.page("/form/application?step=details", at(1000));
    expect(page?.status).toBe(303);
    expect(page?.headers.get("location")).toBe(
      "/form/application/waiting?return=%2Fform%2Fapplication%3Fstep%3Ddetails",
    );
    // React Router's data request: its redirect headers, reloading the document there.
    const data = await second.page("/form/application.data", at(2000), { method: "POST", body: "x" });
    expect(data?.status).toBe(204);
    expect(data?.headers.get("x-remix-redirect")).toBe("/form/application/waiting?return=%2Fform%2Fapplication");
    expect(data?.headers.get("x-remix-reload-document")).toBe("true");
    const form = (purpose: string) => ({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ purpose, returnTo: "/form/application" }),
    });
    expect((await second.page("/common/kcp/cert/request", at(3000), form("application")))?.status).toBe(303);
    expect(await second.page("/common/kcp/cert/request", at(3000), form("inquiry"))).toBeNull();
    for (const path of [
      "/form/application/waiting",
      "/application/inquiry",
      "/application",
      "/guide",
      "/form/application-fix",
    ]) {
      expect(await second.page(path, at(4000))).toBeNull();
    }
    const read = await api.request(
      "/api/v1/application/schedules",
      { headers: { "x-test-now": at(5000).toISOString(), cookie: second.cookie() } },
      env,
    );
    expect(read.status).toBe(200);
  });

  it("gates the route a request reaches, not its spelling: case, encoding, slashes and dot segments wait too", async () => {
    await setRoom({ capacity: 1 });
    const at = clock();
    const [first, second] = [new Visitor(), new Visitor()];
    expect(await first.page("/form/application", at())).toBeNull();
    // Every spelling the routers take for the form, its data request and the edit page.
    for (const path of [
      "/Form/Application",
      "/FORM/APPLICATION",
      "/form/application/",
      "/form/%61pplication",
      "/form/%2561pplication",
      "//form//application",
      "/form/./application",
      "/guide/../form/application",
      "/form/%2e/application",
      "/Form/Application.data",
      "/form/application/.data",
      "/FORM/APPLICATION/0123456789abcdef0123456789abcdef",
    ]) {
      expect((await second.page(path, at(1000)))?.status, path).toBeOneOf([303, 204]);
    }
    // The start of an application's verification, spelled otherwise or naming its purpose twice.
    const start = (body: string) => ({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    for (const [path, body] of [
      ["/Common/KCP/cert/request", "purpose=application&returnTo=%2Fform%2Fapplication"],
      ["/common/kcp/cert/request/", "purpose=application&returnTo=%2Fform%2Fapplication"],
      ["/common/kcp/cert/%72equest", "purpose=application&returnTo=%2Fform%2Fapplication"],
      ["/common/kcp/cert/request", "purpose=inquiry&purpose=application&returnTo=%2Fform%2Fapplication"],
    ] as const) {
      expect((await second.page(path, at(2000), start(body)))?.status, `${path} ${body}`).toBe(303);
    }
    // The API's writes of the journey, however spelled, answer the room's 503.
    for (const path of [
      "/api/v1/%61pplication",
      "/api/v1/application/",
      "/api/v1//application",
      "/api/v1/./application",
      "/api/v1/Application",
    ]) {
      const res = await api.request(
        path,
        {
          method: "POST",
          headers: {
            origin: ORIGIN,
            "content-type": "application/json",
            "x-test-now": at(3000).toISOString(),
            cookie: second.cookie(),
          },
          body: "{}",
        },
        env,
      );
      expect(res.status, path).toBe(503);
    }
    // What never waits still does not.
    for (const path of ["/form/application/waiting", "/Form/Application/Waiting", "/form/application-fix"]) {
      expect(await second.page(path, at(4000)), path).toBeNull();
    }
  });

  it("limits the new numbers one client takes (an IPv6 client by its /64), with the limit's message, and never a ticket past it", async () => {
    await setRoom({ capacity: 1 });
    const at = clock();
    // Ten arrivals from one /64 (each address different, each without a ticket) take numbers.
    const net = (i: number) => `2001:db8:1:2:${i.toString(16)}::1`;
    for (let i = 0; i < MINT_LIMITS.ipv6; i++) expect((await new Visitor(net(i)).status(at(i))).status).toBe(200);
    // The next, from yet another address of that /64, is refused by the API, the poll and the pages.
    const flooder = new Visitor(net(99));
    const refused = await flooder.write(at(1000));
    expect(refused).toMatchObject({
      status: 429,
      body: { message: "이 네트워크에서 대기 순번을 너무 많이 받았습니다. 10분 후 다시 시도해주세요." },
    });
    expect((await flooder.status(at(1000))).status).toBe(429);
    expect((await flooder.page("/form/application", at(1000)))?.headers.get("location")).toMatch(
      /^\/form\/application\/waiting\?return=/,
    );
    expect(flooder.cookies.has(TICKET_COOKIE)).toBe(false);
    // The waiting page it is sent to says why, with 429, and gives no number.
    const waitingPage = new Request(`${ORIGIN}/form/application/waiting?return=%2Fform%2Fapplication`, {
      headers: { "x-test-now": at(1000).toISOString(), "cf-connecting-ip": flooder.ip },
    });
    const page = await waitingLoader(createRequestScope(waitingPage, env, { waitUntil: () => {} }), waitingPage);
    expect(page.init?.status).toBe(429);
    expect(page.data).toMatchObject({ status: null, limited: expect.stringContaining("10분 후 다시") });
    // Another /64 and an IPv4 client are not counted with it; the /64 may take numbers again after 10 minutes.
    expect((await new Visitor("2001:db8:1:3::1").status(at(2000))).status).toBe(200);
    expect((await new Visitor("198.51.100.7").status(at(2000))).status).toBe(200);
    expect((await flooder.status(at(10 * 60_000 + 1000))).status).toBe(200);
  });

  it("counts a copied admission that arrives anew and a spent ticket brought back against the same limit", async () => {
    await setRoom({ capacity: 1 });
    const at = clock();
    const ip = "198.51.100.9";
    const owner = new Visitor(ip);
    expect(admitted(await owner.write(at()))).toBe(true);
    owner.cookies.set(BINDING_COOKIE, "b".repeat(43));
    expect(admitted(await owner.write(at(1)))).toBe(true);
    // Copies used by other browsers (no binding) each arrive anew: each a new number for this client.
    for (let i = 1; i < MINT_LIMITS.ipv4; i++) {
      const copy = new Visitor(ip);
      copy.cookies.set(TICKET_COOKIE, owner.cookies.get(TICKET_COOKIE) ?? "");
      expect((await copy.write(at(10 + i))).status).toBe(503);
    }
    const last = new Visitor(ip);
    last.cookies.set(TICKET_COOKIE, owner.cookies.get(TICKET_COOKIE) ?? "");
    expect((await last.write(at(1000))).status).toBe(429);
    // The owner, bound to the admission, is never refused: it takes no new number.
    expect(admitted(await owner.write(at(2000)))).toBe(true);
  });

  it("answers a poll from the places ahead through the index, not by reading every row", async () => {
    await setRoom({ capacity: 1 });
    const at = clock();
    const people = Array.from({ length: 60 }, (_, i) => new Visitor(`203.0.113.${i}`));
    for (const [i, p] of people.entries()) await p.status(at(i));
    const stub = env.WAITING_ROOM.get(env.WAITING_ROOM.idFromName(ROUND));
    const cost = async () => (await stub.figures(at(100).getTime())).cost;
    // The second in line asks: what it reads is its own place and the one ahead, not the sixty.
    const before = await cost();
    await people[1]?.status(at(200));
    const after = await cost();
    expect(after.calls - before.calls).toBe(1);
    expect(after.rowsRead - before.rowsRead).toBeLessThan(20);
    // The last in line reads the places ahead of it: about sixty.
    const again = await cost();
    await people[59]?.status(at(300));
    expect((await cost()).rowsRead - again.rowsRead).toBeGreaterThan(55);
  });

  it("tells those about to be let in to ask again within seconds, those far back less often", async () => {
    await setRoom({ capacity: 1 });
    const at = clock();
    const people = Array.from({ length: 41 }, () => new Visitor());
    for (const p of people) await p.write(at());
    // One let in during the first 10 s: 10 s per place. Next in line: asks every 3 s; 40th: every 30 s.
    const front = await people[1]?.write(at(1000));
    expect(front?.body).toMatchObject({ position: 1, estimateSeconds: 10 });
    expect(front?.headers.get("retry-after")).toBe("3");
    const back = await people[40]?.write(at(1000));
    expect(back?.body).toMatchObject({ position: 40, estimateSeconds: 400 });
    expect(back?.headers.get("retry-after")).toBe("30");
  });

  it("lets a waiting place that stops asking lapse 30 s after it was due, so the line moves on; back, it has its number", async () => {
    await setRoom({ capacity: 1, idleSeconds: 60 });
    const at = clock();
    const [first, gone, next] = [new Visitor(), new Visitor(), new Visitor()];
    expect(admitted(await first.write(at()))).toBe(true);
    const told = await gone.write(at(1000));
    expect(told.body).toMatchObject({ position: 1 });
    const due = Number(told.headers.get("retry-after")) * 1000;
    // The next asks on time, as a browser does on a server that keeps up.
    expect((await next.pollOnTime(at, 2000, 1000 + due + 29_000)).position).toBe(2);
    // Still in line just before it lapses (late by 29 s: a poll held up on a saturated server).
    expect((await next.status(at(1000 + due + 29_000))).position).toBe(2);
    // Past it: the next stands first.
    expect((await next.status(at(1000 + due + 31_000))).position).toBe(1);
    // The first leaves (idle past 60 s); the one that stopped asking has lapsed: the next is let in.
    expect(admitted(await next.write(at(62_000)))).toBe(true);
    // Back later, the lapsed ticket stands at its own place by arrival: first in line again.
    expect((await gone.status(at(63_000))).position).toBe(1);
  });

  it("keeps a late waiting place while every poll comes late, so a server that falls behind overtakes nobody", async () => {
    await setRoom({ capacity: 1, idleSeconds: 60 });
    const at = clock();
    const [first, slow, next] = [new Visitor(), new Visitor(), new Visitor()];
    expect(admitted(await first.write(at()))).toBe(true);
    const told = await slow.write(at(1000));
    expect(told.body).toMatchObject({ position: 1 });
    const due = 1000 + Number(told.headers.get("retry-after")) * 1000;
    const nextTold = await next.status(at(2000));
    expect(nextTold.position).toBe(2);
    // The server falls 40 s behind: the next's poll is heard 40 s after it was due, when the
    // slow one, not heard yet, is past its 30 s grace. Its place is kept: the next stays second.
    const nextDue = 2000 + (nextTold.retryAfter ?? 1) * 1000;
    expect(nextDue + 40_000).toBeGreaterThan(due + 30_000);
    expect((await next.status(at(nextDue + 40_000))).position).toBe(2);
    expect((await slow.status(at(nextDue + 41_000))).position).toBe(1);
    // The first leaves: the slow one, first in line, is let in before the next.
    expect(admitted(await next.write(at(62_000)))).toBe(false);
    expect((await slow.status(at(63_000))).admitted).toBe(true);
  });

  it("gives back 20 s after it was given an admission answered to polls that nobody takes to the form", async () => {
    await setRoom({ capacity: 1 });
    const at = clock();
    const [squatter, applicant] = [new Visitor(), new Visitor()];
    // A script polls without ever opening the form: it is let in, and asking again keeps nothing.
    expect((await squatter.status(at())).admitted).toBe(true);
    expect(admitted(await applicant.write(at(1000)))).toBe(false);
    expect((await squatter.status(at(10_000))).admitted).toBe(true);
    expect((await squatter.status(at(19_000))).admitted).toBe(true);
    expect((await applicant.status(at(19_500))).position).toBe(1);
    expect(admitted(await applicant.write(at(21_000)))).toBe(true);
    // An admission taken to the form is kept for the round's idle time (ten minutes here).
    const [reader, later] = [new Visitor(), new Visitor()];
    const at2 = clock();
    expect((await reader.status(at2())).admitted).toBe(true);
    expect(admitted(await reader.write(at2(5000)))).toBe(true);
    expect(admitted(await later.write(at2(300_000)))).toBe(false);
  });

  it("gives a script that uses the form without ever starting a journey one idle time, then sends it to the back", async () => {
    await setRoom({ capacity: 1, idleSeconds: 60 });
    const at = clock();
    const [squatter, applicant] = [new Visitor(), new Visitor()];
    expect(admitted(await squatter.write(at()))).toBe(true);
    expect((await applicant.write(at(1000))).body).toMatchObject({ position: 1 });
    // Writing every 20 s keeps nothing past the idle time from its admission: no verification, no journey.
    for (const t of [20_000, 40_000, 59_000]) {
      expect(admitted(await squatter.write(at(t)))).toBe(true);
      await applicant.status(at(t + 500));
    }
    const back = await squatter.write(at(61_000));
    expect(admitted(back)).toBe(false);
    // Its number is spent: it arrived anew, behind the applicant who was waiting.
    expect(back.body).toMatchObject({ position: 2 });
    expect(admitted(await applicant.write(at(62_000)))).toBe(true);
  });

  it("applies a shorter idle time from the console to the admissions in use at once", async () => {
    await setRoom({ capacity: 1, idleSeconds: 600 });
    const at = clock();
    const [first, second] = [new Visitor(), new Visitor()];
    expect(admitted(await first.write(at()))).toBe(true);
    expect(admitted(await second.write(at(1000)))).toBe(false);
    // Four idle seconds now: the first, idle since its request, gives its place to the second.
    await setRoom({ capacity: 1, idleSeconds: 4 });
    expect(admitted(await second.write(at(6000)))).toBe(true);
  });
});
