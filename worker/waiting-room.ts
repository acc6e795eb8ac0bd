import { DurableObject } from "cloudflare:workers";
import type { RoomAnswer, RoomConfig, RoomFigures, WaitingRoomRpc } from "../app/features/waiting-room/room";

/** A waiting place not asked about for this long lapses (the page asks at most every 30 s); its ticket keeps its number. */
export const LAPSE_MS = 2 * 60_000;
/** The admission rate behind the estimate is measured over this window. */
const RATE_WINDOW_MS = 5 * 60_000;
const MINUTE_MS = 60_000;

/**
 * The waiting room of one round (`idFromName(roundId)`, docs/waiting-room.md), on its own
 * SQLite storage. Every method is synchronous: a Durable Object runs one call at a time and
 * none of these awaits, so each call reads and writes the queue as one step (no two requests
 * ever see the same free place).
 *
 * - `arrivals`: the next arrival number (tickets carry theirs, signed by the Worker).
 * - `places`: one row per number seen lately: waiting (admitted_at null) or admitted, with
 *   the last time it was asked about. An admitted place idle for the round's idle time is
 *   deleted (the place goes to the next in line); a waiting one not asked about for LAPSE_MS
 *   is deleted too, and comes back with the same number when its ticket returns (arrival
 *   order decides, whatever the interruption).
 * - `admissions`: when each admission happened, for the rate (the estimate and the console).
 * - `places.journey`: the journey an admission is bound to (the hash of the browser's identity
 *   binding, which the application's verification sets): the first journey to use an
 *   admission takes it, and a copy of the ticket used by another journey (or by none, once
 *   bound) arrives anew at the back, so one admission lets one applicant through.
 * - `spent`: the numbers whose journey ended in a submit. A spent ticket never admits again:
 *   brought back, it arrives anew at the back of the line, behind everyone who came after it.
 */
export class WaitingRoom extends DurableObject<Env> implements WaitingRoomRpc {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS places (seq INTEGER PRIMARY KEY, admitted_at INTEGER, last_seen INTEGER NOT NULL, journey TEXT);
      CREATE INDEX IF NOT EXISTS places_waiting ON places (admitted_at, seq);
      CREATE INDEX IF NOT EXISTS places_seen ON places (last_seen);
      CREATE TABLE IF NOT EXISTS spent (seq INTEGER PRIMARY KEY);
      CREATE TABLE IF NOT EXISTS admissions (at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS admissions_at ON admissions (at);
    `);
  }

  private meta(key: string): string | null {
    const row = this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0];
    return row?.value ?? null;
  }

  private setMeta(key: string, value: string) {
    this.sql.exec(
      "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      key,
      value,
    );
  }

  private count(where: string, ...bindings: number[]): number {
    return this.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM places WHERE ${where}`, ...bindings).one().n;
  }

  /** Lazy expiry: idle admissions and lapsed waiting places go before anything is counted. */
  private expire(now: number, idleMs: number) {
    this.sql.exec("DELETE FROM places WHERE admitted_at IS NOT NULL AND last_seen < ?", now - idleMs);
    this.sql.exec("DELETE FROM places WHERE admitted_at IS NULL AND last_seen < ?", now - LAPSE_MS);
    this.sql.exec("DELETE FROM admissions WHERE at < ?", now - RATE_WINDOW_MS);
  }

  private arrivals(): number {
    return Number(this.meta("arrivals") ?? 0);
  }

  configure(config: RoomConfig): void {
    this.setMeta("config", JSON.stringify(config));
  }

  private config(): RoomConfig | null {
    const text = this.meta("config");
    return text ? (JSON.parse(text) as RoomConfig) : null;
  }

  admit(input: { seq: number | null; now: number; config: RoomConfig; journey?: string | null }): RoomAnswer {
    const { now, config } = input;
    const journey = input.journey ?? null;
    this.configure(config);
    this.expire(now, config.idleMs);
    let seq = input.seq;
    let place = seq === null ? undefined : this.place(seq);
    // Arrives anew: a newcomer; a number the counter never gave (a ticket from before the
    // storage was reset); a spent one (its journey submitted); a copy of an admission bound to
    // another journey.
    const spent = seq !== null && this.sql.exec("SELECT 1 FROM spent WHERE seq = ?", seq).toArray().length > 0;
    const copied = place?.admitted_at != null && place.journey !== null && place.journey !== journey;
    if (seq === null || seq >= this.arrivals() || spent || copied) {
      seq = this.arrivals();
      this.setMeta("arrivals", String(seq + 1));
      place = undefined;
    }
    if (place) {
      // The first journey to use an admission binds it.
      const bind = place.admitted_at != null && place.journey === null ? journey : place.journey;
      this.sql.exec("UPDATE places SET last_seen = ?, journey = ? WHERE seq = ?", now, bind, seq);
    } else {
      this.sql.exec("INSERT INTO places (seq, admitted_at, last_seen) VALUES (?, NULL, ?)", seq, now);
    }
    if (place?.admitted_at != null) return { seq, admitted: true, position: 0, estimateSeconds: 0, retryAfter: 0 };

    const active = this.count("admitted_at IS NOT NULL");
    const free = Math.max(0, config.capacity - active);
    const ahead = this.count("admitted_at IS NULL AND seq < ?", seq);
    // The first `free` in line are admitted, each when it next asks: a place freed is kept for
    // the earliest arrival, never taken by whoever happens to ask first.
    if (ahead < free) {
      this.sql.exec("UPDATE places SET admitted_at = ?, journey = ? WHERE seq = ?", now, journey, seq);
      this.sql.exec("INSERT INTO admissions (at) VALUES (?)", now);
      return { seq, admitted: true, position: 0, estimateSeconds: 0, retryAfter: 0 };
    }
    const position = ahead + 1;
    const recent = this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM admissions").one().n;
    const perSecond = recent / (RATE_WINDOW_MS / 1000);
    const estimateSeconds = perSecond > 0 ? Math.ceil((position - free) / perSecond) : null;
    return { seq, admitted: false, position, estimateSeconds, retryAfter: retryAfter(position) };
  }

  private place(seq: number) {
    return this.sql
      .exec<{ admitted_at: number | null; journey: string | null }>(
        "SELECT admitted_at, journey FROM places WHERE seq = ?",
        seq,
      )
      .toArray()[0];
  }

  /** A submit: the place goes to the next in line, and the ticket's number is spent. */
  leave(seq: number): void {
    this.sql.exec("DELETE FROM places WHERE seq = ? AND admitted_at IS NOT NULL", seq);
    this.sql.exec("INSERT OR IGNORE INTO spent (seq) VALUES (?)", seq);
  }

  figures(now: number): RoomFigures {
    const config = this.config();
    if (config) this.expire(now, config.idleMs);
    return {
      config,
      active: this.count("admitted_at IS NOT NULL"),
      waiting: this.count("admitted_at IS NULL"),
      admittedLastMinute: this.sql
        .exec<{ n: number }>("SELECT count(*) AS n FROM admissions WHERE at >= ?", now - MINUTE_MS)
        .one().n,
      arrivals: this.arrivals(),
    };
  }
}

/**
 * How long a waiting applicant waits before asking again: 5 s near the front, up to 30 s far
 * back, so ten thousand waiting pages ask a few hundred times a second, not thousands.
 */
export function retryAfter(position: number): number {
  return Math.min(30, Math.max(5, Math.ceil(position / 100) * 5));
}
