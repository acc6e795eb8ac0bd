import { DurableObject } from "cloudflare:workers";
import type {
  AdmitInput,
  RoomAnswer,
  RoomConfig,
  RoomFigures,
  WaitingRoomRpc,
} from "../app/features/waiting-room/room";

/** The admission rate behind the estimate is measured over this window. */
const RATE_WINDOW_MS = 5 * 60_000;
const MINUTE_MS = 60_000;
/** New tickets are counted per client over this window (the limit comes with each call). */
export const MINT_WINDOW_MS = 10 * MINUTE_MS;
/**
 * An admission nobody takes to the form (it was answered to a poll) is given back this long
 * after it was given: asking again does not extend it, so a script that polls and never opens
 * the form holds a place for 20 s at most. A browser goes on to the form within a second.
 */
export const CLAIM_MS = 20_000;

/**
 * How long a waiting place is kept without being asked about: the wait it was told
 * (`retryAfter`) and LAPSE_GRACE_S more for the answer's and the next request's way, and
 * longer while polls come late (`lateGraceMs`). A place that stops asking (a closed tab, a
 * ticket given up, a number minted and dropped) stops holding up the line half a minute after
 * it was due; its ticket keeps its number, and back later it stands again at its place by
 * arrival. The grace is what an honest applicant's poll may be late by without losing its place
 * to those behind: at the opening minute of 10,000 applicants from 500 clients on a saturated
 * server, a fixed 10 s let 28 of 9,790 numbers that waited be overtaken, a fixed 30 s 537 of
 * 9,796 on a machine also running tests (`npm run bench -- --opening --applicants=10000
 * --clients=500 --waiting-room=250 --adversaries=50`).
 */
export const LAPSE_GRACE_S = 30;
export const lapseMs = (retryAfterSeconds: number) => (retryAfterSeconds + LAPSE_GRACE_S) * 1000;

/**
 * While polls come late, waiting places are kept longer: twice the largest mean lateness of
 * one second's polls over the last minute, at most LATE_GRACE_MAX_MS. A poll's lateness is
 * how long after it was due (the wait it was told) the room hears it: the queue in front of
 * the object on a saturated server or a busy object, or a client's own slowness. Nobody's
 * place lapses for being as late as everyone else; a script that asks late on purpose can
 * only make dropped numbers hold places longer, never take one.
 */
const LATE_WINDOW_MS = MINUTE_MS;
export const LATE_GRACE_MAX_MS = 5 * MINUTE_MS;

/**
 * The waiting room of one round (`idFromName(roundId)`, docs/waiting-room.md), on its own
 * SQLite storage. Every method is synchronous: a Durable Object runs one call at a time and
 * none of these awaits, so each call reads and writes the queue as one step (no two requests
 * ever see the same free place).
 *
 * - `arrivals`: the next arrival number (tickets carry theirs, signed by the Worker).
 * - `line`: one row per number seen lately, waiting (admitted_at null) or admitted, with when
 *   it lapses unless asked about again (`expires_at`): a waiting place after `lapseMs` of its
 *   last answer; an admission answered to a poll and not yet taken to the form (`claimed` 0)
 *   after CLAIM_MS; an admission in use by a journey after the round's idle time from its last
 *   request (`last_seen`), one in use without a journey after the idle time from its admission
 *   (a changed idle time is applied to them at once). A lapsed row is deleted
 *   (an admission's place goes to the next in line); a waiting one comes back with the same
 *   number when its ticket returns (arrival order decides, whatever the interruption).
 * - `line.journey`: the journey an admission is bound to (the hash of the browser's identity
 *   binding, which the application's verification sets): the first journey to use an
 *   admission takes it, and a copy of the ticket used by another journey (or by none, once
 *   bound) arrives anew at the back, so one admission lets one applicant through. An
 *   admission used for the idle time without any journey lapses and is spent.
 * - `admitted_per_second`: how many admissions each second had, for the rate (the estimate
 *   and the console): a poll sums at most 300 rows, however fast the line moves.
 * - `spent`: the numbers whose journey ended in a submit (or never started). A spent ticket
 *   never admits again: brought back, it arrives anew at the back of the line, behind
 *   everyone who came after it.
 * - `mints`: when each client (an IPv4 address, an IPv6 /64) was given new numbers, so that
 *   one client cannot fill the line (or keep the object busy) by arriving in a loop.
 *
 * Every statement's rows read and written are added up in memory (`figures().cost`): what a
 * call of the room costs, for the console and the opening bench.
 */
export class WaitingRoom extends DurableObject<Env> implements WaitingRoomRpc {
  private readonly sql: SqlStorage;
  private readonly cost = { calls: 0, rowsRead: 0, rowsWritten: 0 };

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      DROP TABLE IF EXISTS places;
      CREATE TABLE IF NOT EXISTS line (
        seq INTEGER PRIMARY KEY, admitted_at INTEGER, expires_at INTEGER NOT NULL,
        journey TEXT, claimed INTEGER NOT NULL DEFAULT 0, last_seen INTEGER
      );
      CREATE INDEX IF NOT EXISTS line_order ON line (admitted_at, seq);
      CREATE INDEX IF NOT EXISTS line_expiry ON line (expires_at);
      CREATE TABLE IF NOT EXISTS spent (seq INTEGER PRIMARY KEY);
      DROP TABLE IF EXISTS admissions;
      CREATE TABLE IF NOT EXISTS admitted_per_second (second INTEGER PRIMARY KEY, n INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS late_per_second (second INTEGER PRIMARY KEY, n INTEGER NOT NULL, total INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS mints (client TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS mints_client ON mints (client, at);
      CREATE INDEX IF NOT EXISTS mints_at ON mints (at);
    `);
  }

  /** Runs a statement to its end, its rows read and written added to the cost. */
  private run<T extends Record<string, SqlStorageValue>>(query: string, ...bindings: unknown[]): T[] {
    const cursor = this.sql.exec<T>(query, ...bindings);
    const rows = cursor.toArray();
    this.cost.rowsRead += cursor.rowsRead;
    this.cost.rowsWritten += cursor.rowsWritten;
    return rows;
  }

  private meta(key: string): string | null {
    const row = this.run<{ value: string }>("SELECT value FROM meta WHERE key = ?", key)[0];
    return row?.value ?? null;
  }

  private setMeta(key: string, value: string) {
    this.run(
      "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      key,
      value,
    );
  }

  private count(where: string, ...bindings: number[]): number {
    return this.run<{ n: number }>(`SELECT count(*) AS n FROM line WHERE ${where}`, ...bindings)[0]?.n ?? 0;
  }

  /**
   * Lazy expiry: lapsed places and old counts go before anything is counted. An admission used
   * without ever starting a journey is spent as it lapses: back, its ticket arrives anew at the
   * back, so a script that sits on the form without verifying holds a place for one idle time,
   * not again and again from the front.
   */
  private expire(now: number) {
    this.run(
      "INSERT OR IGNORE INTO spent (seq) SELECT seq FROM line WHERE expires_at < ? AND admitted_at IS NOT NULL AND claimed = 1 AND journey IS NULL",
      now,
    );
    this.run("DELETE FROM late_per_second WHERE second < ?", Math.floor((now - LATE_WINDOW_MS) / 1000));
    // An admission lapses at its time; a waiting place that much later while polls come late.
    this.run(
      "DELETE FROM line WHERE expires_at < ? AND (admitted_at IS NOT NULL OR expires_at < ?)",
      now,
      now - this.lateGraceMs(),
    );
    this.run("DELETE FROM admitted_per_second WHERE second < ?", Math.floor((now - RATE_WINDOW_MS) / 1000));
    this.run("DELETE FROM mints WHERE at < ?", now - MINT_WINDOW_MS);
  }

  /** The time waiting places are kept beyond their grace while polls come late (see LATE_GRACE_MAX_MS). */
  private lateGraceMs(): number {
    const row = this.run<{ mean: number | null }>("SELECT max(total / n) AS mean FROM late_per_second")[0];
    return Math.min(LATE_GRACE_MAX_MS, 2 * (row?.mean ?? 0));
  }

  /** Counts how late a waiting place's poll is (0 when on time), before anything lapses. */
  private noteLateness(seq: number | null, now: number) {
    if (seq === null) return;
    const waiting = this.run<{ expires_at: number }>(
      "SELECT expires_at FROM line WHERE seq = ? AND admitted_at IS NULL",
      seq,
    )[0];
    if (!waiting) return;
    const late = Math.max(0, now - (waiting.expires_at - LAPSE_GRACE_S * 1000));
    this.run(
      "INSERT INTO late_per_second (second, n, total) VALUES (?, 1, ?) ON CONFLICT (second) DO UPDATE SET n = n + 1, total = total + excluded.total",
      Math.floor(now / 1000),
      late,
    );
  }

  private arrivals(): number {
    return Number(this.meta("arrivals") ?? 0);
  }

  /**
   * Keeps the round's configuration. A changed idle time applies to the admissions in use at
   * once: their expiry is their last request plus the new idle time.
   */
  configure(config: RoomConfig): void {
    const before = this.config();
    if (before?.idleMs === config.idleMs && before.capacity === config.capacity && before.enabled === config.enabled) {
      return;
    }
    this.setMeta("config", JSON.stringify(config));
    if (before && before.idleMs !== config.idleMs) {
      this.run(
        "UPDATE line SET expires_at = (CASE WHEN journey IS NULL THEN admitted_at ELSE last_seen END) + ? WHERE admitted_at IS NOT NULL AND claimed = 1",
        config.idleMs,
      );
    }
  }

  private config(): RoomConfig | null {
    const text = this.meta("config");
    return text ? (JSON.parse(text) as RoomConfig) : null;
  }

  admit(input: AdmitInput): RoomAnswer {
    this.cost.calls += 1;
    const { now, config } = input;
    const journey = input.journey ?? null;
    // A poll (the waiting page and its script) only asks; any other request uses the form.
    const uses = !input.poll;
    this.configure(config);
    this.noteLateness(input.seq, now);
    this.expire(now);
    let seq = input.seq;
    let place = seq === null ? undefined : this.place(seq);
    // Arrives anew: a newcomer; a number the counter never gave (a ticket from before the
    // storage was reset); a spent one (its journey submitted); a copy of an admission bound to
    // another journey.
    const spent = seq !== null && this.run("SELECT 1 FROM spent WHERE seq = ?", seq).length > 0;
    const copied = place?.admitted_at != null && place.journey !== null && place.journey !== journey;
    if (seq === null || seq >= this.arrivals() || spent || copied) {
      // A new number counts against its client's limit; over it, no number is given.
      const minted = this.run<{ n: number }>(
        "SELECT count(*) AS n FROM mints WHERE client = ? AND at >= ?",
        input.client,
        now - MINT_WINDOW_MS,
      )[0]?.n;
      if ((minted ?? 0) >= input.mintLimit) {
        return { seq: -1, admitted: false, limited: true, position: 0, estimateSeconds: null, retryAfter: 60 };
      }
      this.run("INSERT INTO mints (client, at) VALUES (?, ?)", input.client, now);
      seq = this.arrivals();
      this.setMeta("arrivals", String(seq + 1));
      place = undefined;
    }
    if (place?.admitted_at != null) {
      // The first journey to use an admission binds it; using it (not a poll) claims it.
      const bind = place.journey ?? journey;
      const claimed = place.claimed === 1 || uses;
      // In use by a journey: kept for the idle time from now. In use with no journey yet (no
      // verification started): kept for the idle time from its admission, however often it is
      // used, then spent (expire). Only answered to polls: kept until its claim time from when
      // it was given, however often it is asked about.
      const expires = !claimed
        ? place.expires_at
        : bind !== null
          ? now + config.idleMs
          : (place.admitted_at ?? now) + config.idleMs;
      this.run(
        "UPDATE line SET expires_at = ?, journey = ?, claimed = ?, last_seen = ? WHERE seq = ?",
        expires,
        bind,
        +claimed,
        now,
        seq,
      );
      return { seq, admitted: true, position: 0, estimateSeconds: 0, retryAfter: 0 };
    }

    const active = this.count("admitted_at IS NOT NULL");
    const free = Math.max(0, config.capacity - active);
    const ahead = this.count("admitted_at IS NULL AND seq < ?", seq);
    // The first `free` in line are admitted, each when it next asks: a place freed is kept for
    // the earliest arrival, never taken by whoever happens to ask first.
    if (ahead < free) {
      this.run(
        `INSERT INTO line (seq, admitted_at, expires_at, journey, claimed, last_seen) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (seq) DO UPDATE SET admitted_at = excluded.admitted_at, expires_at = excluded.expires_at,
           journey = excluded.journey, claimed = excluded.claimed, last_seen = excluded.last_seen`,
        seq,
        now,
        now + (uses ? config.idleMs : CLAIM_MS),
        journey,
        +uses,
        now,
      );
      this.run(
        "INSERT INTO admitted_per_second (second, n) VALUES (?, 1) ON CONFLICT (second) DO UPDATE SET n = n + 1",
        Math.floor(now / 1000),
      );
      return { seq, admitted: true, position: 0, estimateSeconds: 0, retryAfter: 0 };
    }
    const position = ahead + 1;
    const estimateSeconds = this.estimate(position - free, now);
    const wait = retryAfter(position, estimateSeconds);
    this.run(
      "INSERT INTO line (seq, admitted_at, expires_at) VALUES (?, NULL, ?) ON CONFLICT (seq) DO UPDATE SET expires_at = excluded.expires_at",
      seq,
      now + lapseMs(wait),
    );
    return { seq, admitted: false, position, estimateSeconds, retryAfter: wait };
  }

  /**
   * Seconds until `behind` more admissions at the rate of the last 5 minutes, measured over
   * the time since the first of them (at least 10 s), so that the estimate is right from the
   * opening minute on; null while nobody was admitted lately.
   */
  private estimate(behind: number, now: number): number | null {
    const row = this.run<{ n: number | null; first: number | null }>(
      "SELECT sum(n) AS n, min(second) AS first FROM admitted_per_second",
    )[0];
    if (!row?.n || row.first === null) return null;
    const seconds = Math.max(10_000, now - row.first * 1000) / 1000;
    return Math.ceil(behind / (row.n / seconds));
  }

  private place(seq: number) {
    return this.run<{ admitted_at: number | null; journey: string | null; claimed: number; expires_at: number }>(
      "SELECT admitted_at, journey, claimed, expires_at FROM line WHERE seq = ?",
      seq,
    )[0];
  }

  /** A submit: the place goes to the next in line, and the ticket's number is spent. */
  leave(seq: number): void {
    this.cost.calls += 1;
    this.run("DELETE FROM line WHERE seq = ? AND admitted_at IS NOT NULL", seq);
    this.run("INSERT OR IGNORE INTO spent (seq) VALUES (?)", seq);
  }

  figures(now: number): RoomFigures {
    // The cost of the applicants' calls so far; this look at them is left out.
    const cost = { ...this.cost };
    const config = this.config();
    this.expire(now);
    const figures = {
      config,
      active: this.count("admitted_at IS NOT NULL"),
      waiting: this.count("admitted_at IS NULL"),
      admittedLastMinute:
        this.run<{ n: number | null }>(
          "SELECT sum(n) AS n FROM admitted_per_second WHERE second >= ?",
          Math.floor((now - MINUTE_MS) / 1000),
        )[0]?.n ?? 0,
      arrivals: this.arrivals(),
      cost,
    };
    Object.assign(this.cost, cost);
    return figures;
  }
}

/**
 * How long a waiting applicant waits before asking again: a quarter of the estimated wait,
 * from 1 s for those about to be let in (a freed place is taken within a second or two, not
 * after a 5 s nap) up to 30 s far back; before any estimate, 5 s near the front and up to
 * 30 s further back. Ten thousand waiting pages ask a few hundred times a second, not
 * thousands.
 */
export function retryAfter(position: number, estimateSeconds: number | null = null): number {
  if (estimateSeconds !== null) return Math.min(30, Math.max(1, Math.ceil(estimateSeconds / 4)));
  return Math.min(30, Math.max(5, Math.ceil(position / 100) * 5));
}
