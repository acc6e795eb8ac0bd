/*
 * What the waiting room's Durable Object (worker/waiting-room-object.ts) answers, and the calls it
 * takes: the app reaches it through its binding (WAITING_ROOM) with these types, never by
 * importing the Worker. Client-safe: the waiting page's script reads the same answer as JSON.
 */

/** A round's room as configured on its schedule (the Durable Object keeps the last one it was given). */
export type RoomConfig = {
  enabled: boolean;
  /** At most this many admitted applicants at once. */
  capacity: number;
  /** An admitted applicant without a request for this long frees the place. */
  idleMs: number;
};

/** One arrival's standing: admitted, or waiting at `position` (1 = next), or refused a number. */
export type RoomAnswer = {
  seq: number;
  admitted: boolean;
  /** A new number was refused: its client took as many as it may in the window (seq is -1). */
  limited?: true;
  /** Waiting places ahead plus one; 0 once admitted. */
  position: number;
  /** Seconds until admission at the recent admission rate; null while nobody was admitted lately. */
  estimateSeconds: number | null;
  /** When to ask again (the waiting page's poll, the API's Retry-After). */
  retryAfter: number;
};

/** The console's live figures of a round's room. */
export type RoomFigures = {
  config: RoomConfig | null;
  active: number;
  waiting: number;
  /** Admissions in the last minute. */
  admittedLastMinute: number;
  /** Arrivals so far (the next ticket's number). */
  arrivals: number;
  /** Calls since the object last started, and the rows its storage read and wrote for them. */
  cost: { calls: number; rowsRead: number; rowsWritten: number };
};

/**
 * A request of ticket `seq` (null: a newcomer, who gets the next number) at `now`, from the
 * journey `journey` (the hash of the browser's identity binding, null before it has one), from
 * `client` (its network: an IPv4 address, an IPv6 /64), which may be given at most `mintLimit`
 * new numbers in the room's window.
 */
export type AdmitInput = {
  seq: number | null;
  now: number;
  config: RoomConfig;
  journey?: string | null;
  client: string;
  mintLimit: number;
  /** Only asking where the ticket stands (the waiting page and its script), not using the form. */
  poll?: boolean;
};

/** The Durable Object's methods (RPC). */
export interface WaitingRoomRpc {
  /**
   * A request through the room: an admission is bound to the first journey that uses it, and
   * another journey arrives anew; a client past its limit of new numbers is refused one.
   */
  admit(input: AdmitInput): RoomAnswer;
  /** Ticket `seq` has finished (submitted): its admission frees its place at once. */
  leave(seq: number): void;
  /** Stores the round's configuration (the console saved it). */
  configure(config: RoomConfig): void;
  figures(now: number): RoomFigures;
}

/** The JSON of GET /api/v1/waiting-room: the waiting page's script polls it. */
export type RoomStatus =
  | { admitted: true }
  | { admitted: false; position: number; estimateSeconds: number | null; retryAfter: number };

/** Which estimate the waiting page says: unknown, within a minute, or about `minutes`. */
export function estimateWording(seconds: number | null): {
  key: "estimateUnknown" | "estimateSoon" | "estimate";
  minutes: number;
} {
  if (seconds === null) return { key: "estimateUnknown", minutes: 0 };
  if (seconds < 60) return { key: "estimateSoon", minutes: 1 };
  return { key: "estimate", minutes: Math.ceil(seconds / 60) };
}
