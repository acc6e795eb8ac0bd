/**
 * Password hashing with WebCrypto PBKDF2-SHA-256. Production Workers reject more than
 * 100,000 iterations in one deriveBits call, so the total work is a chain of calls of at
 * most MAX_ITERATIONS_PER_CALL each, every link keyed by the previous link's output.
 * Stored as `pbkdf2-sha256$<total>$<salt b64>$<hash b64>`.
 */
export const MAX_ITERATIONS_PER_CALL = 100_000;
export const DEFAULT_ITERATIONS = 600_000;
const HASH_BYTES = 32;
const PREFIX = "pbkdf2-sha256";

const enc = new TextEncoder();

function b64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function unb64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

async function pbkdf2Once(secret: Uint8Array<ArrayBuffer>, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey("raw", secret, "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BYTES * 8,
  );
  return new Uint8Array(bits);
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, total: number): Promise<Uint8Array> {
  let secret: Uint8Array<ArrayBuffer> = enc.encode(password);
  let left = total;
  while (left > 0) {
    const n = Math.min(left, MAX_ITERATIONS_PER_CALL);
    secret = await pbkdf2Once(secret, salt, n);
    left -= n;
  }
  return secret;
}

export async function hashPassword(password: string, iterations = DEFAULT_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return `${PREFIX}$${iterations}$${b64(salt)}$${b64(hash)}`;
}

function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, iterText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterText);
  if (prefix !== PREFIX || !saltText || !hashText || !Number.isInteger(iterations) || iterations < 1) return false;
  let salt: Uint8Array<ArrayBuffer>;
  let expected: Uint8Array;
  try {
    salt = unb64(saltText);
    expected = unb64(hashText);
  } catch {
    // Not base64: a damaged stored value never matches (and never throws to the caller).
    return false;
  }
  const actual = await derive(password, salt, iterations);
  return timingSafeEqual(actual, expected);
}
