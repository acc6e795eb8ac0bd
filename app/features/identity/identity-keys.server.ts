/**
 * ci and di are never stored or logged: only their HMAC-SHA-256 under IDENTITY_HMAC_KEY,
 * each with its own label so the two can never be compared with each other.
 * personKey (from ci) is the same person on every site and across rounds; siteKey (from di)
 * is the person for this site only.
 */
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** HMAC-SHA-256 (hex) of `label:value`; each use has its own label. */
export async function keyed(secret: string, label: string, value: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(`${label}:${value}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function identityKeys(secret: string, ci: string, di: string) {
  const [personKey, siteKey] = await Promise.all([keyed(secret, "ci", ci), keyed(secret, "di", di)]);
  return { personKey, siteKey };
}

/**
 * The keys of a verified person under the current key and, during a rotation, the personKey
 * under the previous key (null otherwise): `secrets` is the checked env's IDENTITY_HMAC_KEYS.
 */
export async function rotatingIdentityKeys(secrets: readonly [string, ...string[]], ci: string, di: string) {
  const [current, previous] = secrets;
  const [keys, previousPersonKey] = await Promise.all([
    identityKeys(current, ci, di),
    previous ? keyed(previous, "ci", ci) : null,
  ]);
  return { ...keys, previousPersonKey };
}
