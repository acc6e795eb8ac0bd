import { z } from "zod";
import type { AppEnv } from "../../lib/env";
import {
  type BeaconChain,
  type BeaconRound,
  type BeaconVerdict,
  LOCAL_BEACON,
  QUICKNET,
  roundTime,
  signLocalRound,
  verifyBeacon,
} from "./beacon";

/*
 * Where the draw gets a beacon round: drand's quicknet over HTTP in production, the local
 * stand-in in development and tests. Both answer the same three ways, so the draw has one code
 * path whichever is configured.
 */

export type BeaconFetch = { kind: "ok"; beacon: BeaconRound } | { kind: "notYet"; at: Date } | { kind: "unavailable" };

export interface BeaconSource {
  chain: BeaconChain;
  /** The round, verified against `chain`; `now` decides whether it can exist yet. */
  get(round: number, now: Date): Promise<BeaconFetch>;
}

export type DrandOptions = {
  /** drand's HTTP relays (v1 API); each is asked, the first verified answer wins. */
  relays?: readonly string[];
  /** The HTTP client: global fetch in production, fake relays in tests. */
  fetch?: typeof fetch;
  /** Per relay. */
  timeoutMs?: number;
};

/** The League of Entropy's public HTTP relays, as drand's docs list them (docs.drand.love, "HTTP API"). */
const DRAND_RELAYS = [
  "https://api.drand.sh",
  "https://drand.cloudflare.com",
  "https://api2.drand.sh",
  "https://api3.drand.sh",
] as const;

/** A round's JSON is ~250 bytes; anything much longer is not a round. */
const MAX_ANSWER_CHARS = 4_096;

const answerSchema = z.object({ round: z.number(), signature: z.string(), randomness: z.string() });

/**
 * Quicknet from drand's relays. A relay is trusted for nothing: every answer is verified against
 * the pinned public key and the asked round, so a relay can delay a draw but never choose its
 * randomness. Refusals log the relay's host and a short reason only.
 */
export function drandSource(options: DrandOptions = {}): BeaconSource {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const relays = options.relays ?? DRAND_RELAYS;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const chain = QUICKNET;

  /** One relay's answer, verified, or why not. */
  async function fromRelay(relay: string, round: number, ask: Asking): Promise<BeaconRound | string> {
    let text: string;
    try {
      const response = await send(`${relay}/${chain.chainHash}/public/${round}`, {
        headers: { accept: "application/json" },
        signal: AbortSignal.any([ask.found.signal, AbortSignal.timeout(timeoutMs)]),
      });
      if (!response.ok) return `HTTP ${response.status}`;
      text = await response.text();
    } catch (error) {
      return error instanceof Error && error.name === "TimeoutError" ? "timed out" : "unreachable";
    }
    const answer = text.length <= MAX_ANSWER_CHARS ? answerSchema.safeParse(parseJson(text)) : null;
    if (!answer?.success) return "not a beacon round";
    if (answer.data.round !== round) return "another round";
    const verdict = await ask.verifyInTurn(answer.data);
    if (!verdict) return "another relay answered first";
    return verdict.ok ? answer.data : verdict.reason;
  }

  async function fromEachRelay(round: number): Promise<BeaconFetch> {
    const ask = asking(chain);
    const tries = relays.map(async (relay) => {
      const outcome = await fromRelay(relay, round, ask);
      if (typeof outcome !== "string") return outcome;
      if (!ask.found.signal.aborted) console.warn("drand relay refused", hostOf(relay), outcome);
      throw new Error(outcome);
    });
    try {
      return { kind: "ok", beacon: await Promise.any(tries) };
    } catch {
      return { kind: "unavailable" };
    } finally {
      ask.found.abort();
    }
  }

  return {
    chain,
    async get(round, now) {
      const at = roundTime(chain, round);
      return now < at ? { kind: "notYet", at } : fromEachRelay(round);
    },
  };
}

type Asking = {
  /** Aborted once an answer verified: the other relays' requests are no longer needed. */
  found: AbortController;
  /** Verifies answers one at a time, and none after one verified (null): a pairing is costly CPU. */
  verifyInTurn(beacon: BeaconRound): Promise<BeaconVerdict | null>;
};

function asking(chain: BeaconChain): Asking {
  const found = new AbortController();
  let queue: Promise<unknown> = Promise.resolve();
  return {
    found,
    verifyInTurn(beacon) {
      const turn = queue.then(async () => {
        if (found.signal.aborted) return null;
        const verdict = await verifyBeacon(chain, beacon);
        if (verdict.ok) found.abort();
        return verdict;
      });
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}

/** The local stand-in: each round exists from its scheduled time on the given clock. */
export function localSource(): BeaconSource {
  return {
    chain: LOCAL_BEACON,
    async get(round, now) {
      const at = roundTime(LOCAL_BEACON, round);
      if (now < at) return { kind: "notYet", at };
      return { kind: "ok", beacon: await signLocalRound(round) };
    },
  };
}

/** The source the environment names (BEACON: drand in production, local elsewhere; app/lib/env.ts). */
export function beaconSourceFor(env: Pick<AppEnv, "BEACON">): BeaconSource {
  return env.BEACON === "drand" ? drandSource() : localSource();
}

function hostOf(relay: string): string {
  try {
    return new URL(relay).host;
  } catch {
    return "(not a URL)";
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
