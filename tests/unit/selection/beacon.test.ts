import { createHash } from "node:crypto";
import { bls12_381 } from "@noble/curves/bls12-381.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type BeaconChain,
  type BeaconRound,
  firstRoundAtOrAfter,
  LOCAL_BEACON,
  QUICKNET,
  roundAt,
  roundTime,
  signLocalRound,
  verifyBeacon,
} from "../../../app/features/selection/beacon";
import { beaconSourceFor, drandSource, localSource } from "../../../app/features/selection/beacon-source.server";
import fixture from "../../fixtures/drand-quicknet-round.json";

/** The draw's public randomness: drand quicknet rounds, checked against the pinned key, and the local stand-in. */

const REAL: BeaconRound = { round: fixture.round, signature: fixture.signature, randomness: fixture.randomness };
const REAL_AT = roundTime(QUICKNET, REAL.round);

const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest();

/** Flips the lowest bit of the hex string's byte at `index`. */
function flipBit(hex: string, index: number): string {
  const bytes = Buffer.from(hex, "hex");
  bytes[index] = (bytes[index] ?? 0) ^ 1;
  return bytes.toString("hex");
}

/** A chain hash as drand computes one (common/chain/info.go): period, genesis, key, group hash, beacon id. */
function drandChainHash(chain: BeaconChain, groupHash: string, beaconId: string): string {
  const period = Buffer.alloc(4);
  period.writeUInt32BE(chain.period);
  const genesis = Buffer.alloc(8);
  genesis.writeBigInt64BE(BigInt(chain.genesisTime));
  return createHash("sha256")
    .update(period)
    .update(genesis)
    .update(Buffer.from(chain.publicKey, "hex"))
    .update(Buffer.from(groupHash, "hex"))
    .update(beaconId)
    .digest("hex");
}

describe("the pinned chains", () => {
  it("quicknet's chain hash is what drand computes from its key, schedule, group hash and id", () => {
    // The group hash (genesis seed) from drand's chain info for quicknet.
    const groupHash = "f477d5c89f21a17c863a7f937c6a6d15859414d2be09cd448d4279af331c5d3e";
    expect(drandChainHash(QUICKNET, groupHash, "quicknet")).toBe(QUICKNET.chainHash);
  });

  it("the local beacon's key is derived from its published label, and its chain hash from its info", () => {
    const digest = BigInt(`0x${sha256("haneul-rental local beacon (not drand)").toString("hex")}`);
    const secretKey = Buffer.from((digest % bls12_381.fields.Fr.ORDER).toString(16).padStart(64, "0"), "hex");
    expect(bls12_381.shortSignatures.getPublicKey(secretKey).toHex()).toBe(LOCAL_BEACON.publicKey);
    expect(drandChainHash(LOCAL_BEACON, "", "local")).toBe(LOCAL_BEACON.chainHash);
    expect(LOCAL_BEACON.chainHash).not.toBe(QUICKNET.chainHash);
    expect([LOCAL_BEACON.genesisTime, LOCAL_BEACON.period]).toEqual([QUICKNET.genesisTime, QUICKNET.period]);
  });
});

describe("verifyBeacon", () => {
  it("accepts a real quicknet round", async () => {
    expect(await verifyBeacon(QUICKNET, REAL)).toEqual({ ok: true });
  });

  it("refuses a signature one bit off, whether or not the randomness follows it", async () => {
    const signature = flipBit(REAL.signature, 47);
    expect(await verifyBeacon(QUICKNET, { ...REAL, signature })).toEqual({
      ok: false,
      reason: "the randomness is not SHA-256 of the signature",
    });
    const randomness = sha256(Buffer.from(signature, "hex")).toString("hex");
    const verdict = await verifyBeacon(QUICKNET, { ...REAL, signature, randomness });
    expect(verdict.ok).toBe(false);
    expect(verdict.ok ? "" : verdict.reason).toMatch(/^the signature /);
  });

  it("refuses a randomness one bit off", async () => {
    expect(await verifyBeacon(QUICKNET, { ...REAL, randomness: flipBit(REAL.randomness, 0) })).toEqual({
      ok: false,
      reason: "the randomness is not SHA-256 of the signature",
    });
  });

  it("refuses a real signature under another round number", async () => {
    for (const round of [REAL.round + 1, REAL.round - 1, 1]) {
      expect(await verifyBeacon(QUICKNET, { ...REAL, round })).toEqual({
        ok: false,
        reason: "the signature does not verify against the chain's public key",
      });
    }
  });

  it("keeps the two chains apart: a local round is not quicknet's, nor a quicknet round local", async () => {
    const local = await signLocalRound(REAL.round);
    expect(await verifyBeacon(LOCAL_BEACON, local)).toEqual({ ok: true });
    expect(await verifyBeacon(QUICKNET, local)).toMatchObject({ ok: false });
    expect(await verifyBeacon(LOCAL_BEACON, REAL)).toEqual({
      ok: false,
      reason: "the signature does not verify against the chain's public key",
    });
  });

  it("verifies the local beacon's own rounds and refuses a tampered one", async () => {
    const local = await signLocalRound(4_242_424);
    expect(await verifyBeacon(LOCAL_BEACON, local)).toEqual({ ok: true });
    const signature = flipBit(local.signature, 30);
    // Its randomness made to follow the tampered signature: only the BLS check can refuse it.
    const randomness = createHash("sha256").update(Buffer.from(signature, "hex")).digest("hex");
    expect((await verifyBeacon(LOCAL_BEACON, { ...local, signature, randomness })).ok).toBe(false);
    expect((await verifyBeacon(LOCAL_BEACON, { ...local, round: local.round + 1 })).ok).toBe(false);
  });

  it("refuses malformed rounds with a reason instead of throwing", async () => {
    const cases: [unknown, RegExp][] = [
      [null, /not a beacon round/],
      [{ ...REAL, round: 0 }, /round is not a positive whole number/],
      [{ ...REAL, round: 1.5 }, /round is not a positive whole number/],
      [{ ...REAL, round: "657413" }, /round is not a positive whole number/],
      [{ ...REAL, signature: "zz".repeat(48) }, /signature is not 48 bytes of lowercase hex/],
      [{ ...REAL, signature: REAL.signature.toUpperCase() }, /signature is not 48 bytes of lowercase hex/],
      [{ ...REAL, signature: REAL.signature.slice(2) }, /signature is not 48 bytes of lowercase hex/],
      [{ ...REAL, signature: 42 }, /signature is not 48 bytes of lowercase hex/],
      [{ ...REAL, randomness: "" }, /randomness is not 32 bytes of lowercase hex/],
      [{ ...REAL, randomness: `${REAL.randomness}00` }, /randomness is not 32 bytes of lowercase hex/],
    ];
    for (const [beacon, reason] of cases) {
      const verdict = await verifyBeacon(QUICKNET, beacon as BeaconRound);
      expect(verdict.ok ? "accepted" : verdict.reason).toMatch(reason);
    }
    // Bytes that are no point at all, with a randomness that matches them.
    const signature = "ff".repeat(48);
    const randomness = sha256(Buffer.from(signature, "hex")).toString("hex");
    expect(await verifyBeacon(QUICKNET, { round: 1, signature, randomness })).toEqual({
      ok: false,
      reason: "the signature is not a point of the BLS12-381 G1 subgroup",
    });
    expect(await verifyBeacon({ ...QUICKNET, publicKey: "00" }, REAL)).toEqual({
      ok: false,
      reason: "the chain's public key is not a point of the BLS12-381 G2 subgroup",
    });
  });
});

describe("the schedule", () => {
  const genesis = new Date(QUICKNET.genesisTime * 1000);

  it("puts round 1 at genesis and each next round a period later", () => {
    expect(roundTime(QUICKNET, 1).toISOString()).toBe("2023-08-23T15:09:27.000Z");
    expect(roundTime(QUICKNET, 2).toISOString()).toBe("2023-08-23T15:09:30.000Z");
    expect(REAL_AT.toISOString()).toBe("2023-09-15T11:00:03.000Z");
    expect(() => roundTime(QUICKNET, 0)).toThrow(RangeError);
  });

  it("gives the latest round emitted at a time, 0 before genesis", () => {
    expect(roundAt(QUICKNET, plus(genesis, -1))).toBe(0);
    expect(roundAt(QUICKNET, genesis)).toBe(1);
    expect(roundAt(QUICKNET, plus(genesis, 2_999))).toBe(1);
    expect(roundAt(QUICKNET, plus(genesis, 3_000))).toBe(2);
    expect(roundAt(QUICKNET, REAL_AT)).toBe(REAL.round);
    expect(roundAt(QUICKNET, plus(REAL_AT, -1))).toBe(REAL.round - 1);
  });

  it("gives the first round at or after a time", () => {
    expect(firstRoundAtOrAfter(QUICKNET, new Date(0))).toBe(1);
    expect(firstRoundAtOrAfter(QUICKNET, genesis)).toBe(1);
    expect(firstRoundAtOrAfter(QUICKNET, plus(genesis, 1))).toBe(2);
    expect(firstRoundAtOrAfter(QUICKNET, REAL_AT)).toBe(REAL.round);
    expect(firstRoundAtOrAfter(QUICKNET, plus(REAL_AT, -1))).toBe(REAL.round);
    expect(firstRoundAtOrAfter(QUICKNET, plus(REAL_AT, 1))).toBe(REAL.round + 1);
  });
});

/** A relay's behaviour: answers the asked URL, may wait, may never answer (until aborted). */
type FakeRelay = (url: URL, signal: AbortSignal) => Promise<Response>;

const json =
  (body: unknown, delayMs = 0): FakeRelay =>
  async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return Response.json(body);
  };
const silent: FakeRelay = (_url, signal) =>
  new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));

function fakeRelays(relays: Record<string, FakeRelay>) {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    asked.push(url.href);
    const relay = relays[url.host];
    if (!relay || !init?.signal) throw new TypeError("fetch failed");
    return relay(url, init.signal);
  };
  return { fetch, asked, relays: Object.keys(relays).map((host) => `https://${host}`) };
}

describe("drandSource", () => {
  afterEach(() => vi.restoreAllMocks());
  const quiet = () => vi.spyOn(console, "warn").mockImplementation(() => {});

  it("answers notYet before the round's time without asking any relay", async () => {
    const fake = fakeRelays({ "a.example": json(REAL) });
    const source = drandSource({ relays: fake.relays, fetch: fake.fetch });
    expect(source.chain).toBe(QUICKNET);
    expect(await source.get(REAL.round, new Date(REAL_AT.getTime() - 1))).toEqual({ kind: "notYet", at: REAL_AT });
    expect(fake.asked).toEqual([]);
  });

  it("asks drand's public relays by default, at /{chainHash}/public/{round}", async () => {
    const fake = fakeRelays({});
    quiet();
    expect(await drandSource({ fetch: fake.fetch }).get(REAL.round, REAL_AT)).toEqual({ kind: "unavailable" });
    expect(fake.asked.sort()).toEqual(
      ["api.drand.sh", "api2.drand.sh", "api3.drand.sh", "drand.cloudflare.com"].map(
        (host) => `https://${host}/${QUICKNET.chainHash}/public/${REAL.round}`,
      ),
    );
  });

  it("ignores a relay whose signature does not verify and takes another relay's valid round", async () => {
    const signature = flipBit(REAL.signature, 20);
    const tampered = { ...REAL, signature, randomness: sha256(Buffer.from(signature, "hex")).toString("hex") };
    const fake = fakeRelays({ "fast.example": json(tampered), "slow.example": json(REAL, 20) });
    const warn = quiet();
    expect(await drandSource({ relays: fake.relays, fetch: fake.fetch }).get(REAL.round, REAL_AT)).toEqual({
      kind: "ok",
      beacon: REAL,
    });
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = warn.mock.calls[0] ?? [];
    expect(logged.slice(0, 2)).toEqual(["drand relay refused", "fast.example"]);
    expect(logged.join(" ")).not.toContain(signature);
  });

  it("never uses a round that does not verify, even when it is the only answer", async () => {
    const fake = fakeRelays({ "only.example": json({ ...REAL, randomness: flipBit(REAL.randomness, 3) }) });
    quiet();
    expect(await drandSource({ relays: fake.relays, fetch: fake.fetch }).get(REAL.round, REAL_AT)).toEqual({
      kind: "unavailable",
    });
  });

  it("ignores a relay answering another round, however valid", async () => {
    const fake = fakeRelays({
      "other.example": json({ ...REAL, round: REAL.round + 1 }),
      "right.example": json(REAL, 20),
    });
    const warn = quiet();
    expect(await drandSource({ relays: fake.relays, fetch: fake.fetch }).get(REAL.round, REAL_AT)).toEqual({
      kind: "ok",
      beacon: REAL,
    });
    expect(warn).toHaveBeenCalledWith("drand relay refused", "other.example", "another round");

    // A real, valid round is still not the one asked for.
    const stale = fakeRelays({ "stale.example": json(REAL) });
    const next = drandSource({ relays: stale.relays, fetch: stale.fetch });
    expect(await next.get(REAL.round + 1, plus(REAL_AT, 3_000))).toEqual({ kind: "unavailable" });
    expect(warn).toHaveBeenLastCalledWith("drand relay refused", "stale.example", "another round");
  });

  it("answers unavailable when every relay fails, errs, talks nonsense or times out", async () => {
    const fake = fakeRelays({
      "down.example": async () => new Response("busy", { status: 503 }),
      "junk.example": async () => new Response("<html>not json</html>"),
      "shape.example": json({ round: REAL.round, signature: 1 }),
      "hung.example": silent,
    });
    const warn = quiet();
    const source = drandSource({ relays: [...fake.relays, "https://gone.example"], fetch: fake.fetch, timeoutMs: 50 });
    expect(await source.get(REAL.round, REAL_AT)).toEqual({ kind: "unavailable" });
    expect(warn.mock.calls.map((call) => call.slice(1)).sort()).toEqual([
      ["down.example", "HTTP 503"],
      ["gone.example", "unreachable"],
      ["hung.example", "timed out"],
      ["junk.example", "not a beacon round"],
      ["shape.example", "not a beacon round"],
    ]);
  });

  it("answers unavailable with no relay at all", async () => {
    expect(await drandSource({ relays: [], fetch: fakeRelays({}).fetch }).get(REAL.round, REAL_AT)).toEqual({
      kind: "unavailable",
    });
  });
});

describe("localSource", () => {
  it("answers notYet before the round's time, then the signed round, the same each time", async () => {
    const source = localSource();
    expect(source.chain).toBe(LOCAL_BEACON);
    const round = 1_000_000;
    const at = roundTime(LOCAL_BEACON, round);
    expect(await source.get(round, plus(at, -1))).toEqual({ kind: "notYet", at });
    const fetched = await source.get(round, at);
    if (fetched.kind !== "ok") throw new Error(`expected a round, got ${fetched.kind}`);
    expect(fetched.beacon.round).toBe(round);
    expect(await verifyBeacon(LOCAL_BEACON, fetched.beacon)).toEqual({ ok: true });
    expect(await source.get(round, plus(at, 60_000))).toEqual(fetched);
  });
});

describe("beaconSourceFor", () => {
  it("gives drand's quicknet for BEACON=drand and the local stand-in for BEACON=local", () => {
    expect(beaconSourceFor({ BEACON: "drand" }).chain).toBe(QUICKNET);
    expect(beaconSourceFor({ BEACON: "local" }).chain).toBe(LOCAL_BEACON);
  });
});
