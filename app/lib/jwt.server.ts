import { errors, type JWTVerifyOptions, type JWTVerifyResult, jwtVerify } from "jose";

const encoder = new TextEncoder();

/** Every token the site signs with a secret of its own is HS256, from this issuer. */
export const JWT_ALG = "HS256";
export const JWT_ISSUER = "haneul-rental";

/*
 * The verifying key of each secret, imported once per isolate: jose would import the raw bytes
 * again on every check (each applicant request checks its session). Secrets are few (the
 * current and, during a rotation, the previous one of each kind).
 */
const keysOfStrings = new Map<string, Promise<CryptoKey>>();
const keysOfBytes = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function verifyKey(secret: string | Uint8Array): Promise<CryptoKey> {
  let key = typeof secret === "string" ? keysOfStrings.get(secret) : keysOfBytes.get(secret);
  if (!key) {
    const bytes = typeof secret === "string" ? encoder.encode(secret) : new Uint8Array(secret);
    key = crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
    if (typeof secret === "string") keysOfStrings.set(secret, key);
    else keysOfBytes.set(secret, key);
  }
  return key;
}

/**
 * Verifies an HS256 token under each secret in turn: the current one first, then, during a
 * rotation, the previous one, so a token signed before the rotation still verifies until it
 * expires. A secret is a string (its UTF-8 bytes are the key) or a key already derived for one
 * purpose. Only a signature that does not match moves on to the next secret; any other refusal
 * (expired, wrong audience…) is final, and the last mismatch is thrown when none matches.
 */
export async function verifyWithAny(
  token: string,
  secrets: readonly (string | Uint8Array)[],
  options: JWTVerifyOptions,
): Promise<JWTVerifyResult> {
  // Made only when no secret matched: an Error's stack costs CPU on every request otherwise.
  let mismatch: unknown = null;
  for (const secret of secrets) {
    try {
      return await jwtVerify(token, await verifyKey(secret), options);
    } catch (error) {
      if (!(error instanceof errors.JWSSignatureVerificationFailed)) throw error;
      mismatch = error;
    }
  }
  throw mismatch ?? new errors.JWSSignatureVerificationFailed();
}

/** What a check asks of a site token beyond the signature: its audience, the time, and any claims it must carry besides `exp`, `iat` and `sub`. */
export type SiteTokenCheck = { audience: string; now: Date; subject?: string; claims?: readonly string[] };

/**
 * Checks a token the site signed (JWT_ALG, JWT_ISSUER) under any of `secrets`: its audience,
 * unexpired at `now`, carrying `exp`, `iat`, `sub` and `claims`, and `sub` equal to `subject`
 * when given. Throws as verifyWithAny does.
 */
export function verifySiteToken(
  token: string,
  secrets: readonly (string | Uint8Array)[],
  check: SiteTokenCheck,
): Promise<JWTVerifyResult> {
  return verifyWithAny(token, secrets, {
    algorithms: [JWT_ALG],
    issuer: JWT_ISSUER,
    audience: check.audience,
    subject: check.subject,
    currentDate: check.now,
    requiredClaims: ["exp", "iat", "sub", ...(check.claims ?? [])],
  });
}
