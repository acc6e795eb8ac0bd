/*
 * A public randomness beacon for the draw: drand's quicknet chain (League of Entropy), and a
 * local stand-in with the same schedule and scheme for development and tests. Pure: no I/O, no
 * Node built-ins, so the Worker and `npm run draw:verify` check a round with the same code.
 *
 * Scheme bls-unchained-g1-rfc9380 (drand's crypto/schemes.go): a round's message is SHA-256 of
 * its number as 8 bytes big-endian, hashed to G1 with the RFC 9380 BLS signature DST; the
 * signature is on G1 (48 bytes compressed), the public key on G2 (96 bytes); the randomness is
 * SHA-256 of the signature bytes. Anyone can check a round with the chain's public key alone.
 *
 * The BLS code (@noble/curves) is loaded on first use: only the draw needs it, and a Worker's
 * every other request should not pay for its evaluation at startup.
 */

export type BeaconChain = {
  network: "quicknet" | "local";
  chainHash: string;
  publicKey: string;
  /** Unix seconds of round 1. */
  genesisTime: number;
  /** Seconds between rounds. */
  period: number;
  scheme: "bls-unchained-g1-rfc9380";
};

/** One round as drand's HTTP API gives it (`/{chainHash}/public/{round}`), hex in lowercase. */
export type BeaconRound = { round: number; signature: string; randomness: string };

export type BeaconVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Pinned from drand's own sources: the quicknet chain info in drand/drand
 * (common/chain/info_test.go) and drand-client (lib/defaults.ts). The chain hash is also what
 * drand computes from the rest (see the unit test), so a changed field cannot go unnoticed.
 */
export const QUICKNET: BeaconChain = {
  network: "quicknet",
  chainHash: "52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971",
  publicKey:
    "83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a",
  genesisTime: 1692803367,
  period: 3,
  scheme: "bls-unchained-g1-rfc9380",
};

/**
 * The local stand-in's secret key is public and for tests only: SHA-256 of this label, as a
 * big-endian number, reduced modulo the BLS12-381 group order. Anyone can sign its rounds, so
 * it proves nothing; it only lets development and tests run the draw offline, on schedule,
 * through the same verification as quicknet. Its own key means a quicknet round never passes
 * as a local one, nor the other way.
 */
const LOCAL_KEY_LABEL = "haneul-rental local beacon (not drand)";

/**
 * Quicknet's schedule and scheme with the key derived from LOCAL_KEY_LABEL (the unit test
 * derives it again). Its chain hash is computed as drand computes one (period as 4 bytes and
 * genesis as 8 bytes big-endian, public key, group hash, beacon id), with no group hash and the
 * beacon id "local".
 */
export const LOCAL_BEACON: BeaconChain = {
  network: "local",
  chainHash: "9b3026a899051fb81237bbd7b59d3deb01f8b322d0490f965a3958663f810ad9",
  publicKey:
    "b3f7c9393b41a9505d7d80469adc225f43226cc2953df71ecab758b349cfd10b8cfbf7087ae4718bdb85f5dddfaa18ea13db9c046dcd5515c237a1764690ddc8b0df32d6c8f87143a27468c3af8bfb349853ed93b70d4ef117fabb8089d1595d",
  genesisTime: QUICKNET.genesisTime,
  period: QUICKNET.period,
  scheme: "bls-unchained-g1-rfc9380",
};

/** The hash-to-curve domain of BLS signatures on G1 (draft-irtf-cfrg-bls-signature, RFC 9380). */
const DST = "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_";
const SIGNATURE_BYTES = 48;
const RANDOMNESS_BYTES = 32;

/** When a round is emitted. Rounds start at 1, emitted at genesis. */
export function roundTime(chain: BeaconChain, round: number): Date {
  if (!isRound(round)) throw new RangeError("a round is a positive whole number");
  return new Date((chain.genesisTime + (round - 1) * chain.period) * 1000);
}

/** The latest round emitted at `at`; 0 before genesis. */
export function roundAt(chain: BeaconChain, at: Date): number {
  const since = at.getTime() - chain.genesisTime * 1000;
  return since < 0 ? 0 : Math.floor(since / (chain.period * 1000)) + 1;
}

/** The first round emitted at or after `at`: the round a draw scheduled for `at` commits to. */
export function firstRoundAtOrAfter(chain: BeaconChain, at: Date): number {
  const since = at.getTime() - chain.genesisTime * 1000;
  return since <= 0 ? 1 : Math.ceil(since / (chain.period * 1000)) + 1;
}

/**
 * Checks a round against a chain: the randomness is SHA-256 of the signature, and the signature
 * is the chain's BLS signature of that round's message. Malformed input is refused, never thrown.
 */
export async function verifyBeacon(chain: BeaconChain, beacon: BeaconRound): Promise<BeaconVerdict> {
  if (typeof beacon !== "object" || beacon === null) return refuse("not a beacon round");
  if (!isRound(beacon.round)) return refuse("the round is not a positive whole number");
  const signature = hexBytes(beacon.signature, SIGNATURE_BYTES);
  if (!signature) return refuse(`the signature is not ${SIGNATURE_BYTES} bytes of lowercase hex`);
  if (!hexBytes(beacon.randomness, RANDOMNESS_BYTES)) {
    return refuse(`the randomness is not ${RANDOMNESS_BYTES} bytes of lowercase hex`);
  }
  // The cheap check first: a relay's mangled answer is refused without a pairing.
  if (toHex(await sha256(signature)) !== beacon.randomness) {
    return refuse("the randomness is not SHA-256 of the signature");
  }
  const { bls12_381 } = await loadCurve();
  const bls = bls12_381.shortSignatures;
  // noble throws on bytes that are not a point of the right subgroup; that is a refusal here.
  const point = attempt(() => bls.Signature.fromBytes(signature));
  if (!point) return refuse("the signature is not a point of the BLS12-381 G1 subgroup");
  const publicKey = attempt(() => bls12_381.G2.Point.fromHex(chain.publicKey));
  if (!publicKey) return refuse("the chain's public key is not a point of the BLS12-381 G2 subgroup");
  const message = bls.hash(await roundMessage(beacon.round), DST);
  return attempt(() => bls.verify(point, message, publicKey))
    ? { ok: true }
    : refuse("the signature does not verify against the chain's public key");
}

/** The local stand-in's round, signed with its published test key. */
export async function signLocalRound(round: number): Promise<BeaconRound> {
  if (!isRound(round)) throw new RangeError("a round is a positive whole number");
  const { bls12_381 } = await loadCurve();
  const bls = bls12_381.shortSignatures;
  const signature = bls.sign(bls.hash(await roundMessage(round), DST), await localSecretKey()).toBytes();
  return { round, signature: toHex(signature), randomness: toHex(await sha256(signature)) };
}

const isRound = (round: number) => Number.isSafeInteger(round) && round >= 1;

const refuse = (reason: string): BeaconVerdict => ({ ok: false, reason });

function attempt<T>(run: () => T): T | null {
  try {
    return run();
  } catch {
    return null;
  }
}

let curve: Promise<typeof import("@noble/curves/bls12-381.js")> | undefined;
function loadCurve() {
  curve ??= import("@noble/curves/bls12-381.js");
  return curve;
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}

/** SHA-256 of the round as 8 bytes big-endian: what drand signs for unchained schemes. */
function roundMessage(round: number): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
}

async function localSecretKey(): Promise<Uint8Array> {
  const { bls12_381 } = await loadCurve();
  const digest = await sha256(new TextEncoder().encode(LOCAL_KEY_LABEL));
  const key = BigInt(`0x${toHex(digest)}`) % bls12_381.fields.Fr.ORDER;
  return fromHex(key.toString(16).padStart(64, "0"));
}

/** Exactly `length` bytes written as lowercase hex, else null: one spelling per round. */
function hexBytes(text: unknown, length: number): Uint8Array<ArrayBuffer> | null {
  if (typeof text !== "string" || text.length !== length * 2 || !/^[0-9a-f]*$/.test(text)) return null;
  return fromHex(text);
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function toHex(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return out;
}
