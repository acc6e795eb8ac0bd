/** The value of one cookie in a `Cookie` header, decoded; null when absent or malformed. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join("="));
    } catch {
      // A malformed value sent by the client counts as no cookie, never as a server error.
      return null;
    }
  }
  return null;
}

/** Appends each value as its own `Set-Cookie` header (they must never be joined). */
export function appendCookies(headers: Headers, cookies: readonly string[]): Headers {
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** The cookie names a response already sets. */
export function cookieNamesSet(headers: Headers): Set<string> {
  return new Set(headers.getSetCookie().map((c) => c.slice(0, c.indexOf("=")).trim()));
}
