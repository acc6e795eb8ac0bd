/**
 * The client a per-address limit counts. An IPv4 address is one client. An IPv6 client is
 * its /64: one customer line or one host is routinely given a whole /64, so counting each
 * address apart would hand an attacker 2^64 fresh counters. An IPv4-mapped IPv6
 * address counts as its IPv4 address. Anything unparsable is counted as written.
 */
export function clientNetwork(address: string): string {
  const text = address.trim().toLowerCase();
  if (!text.includes(":")) return text.slice(0, 64);
  const groups = ipv6Groups(text);
  if (!groups) return text.slice(0, 64);
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return [g >> 8, g & 0xff, h >> 8, h & 0xff].join(".");
  }
  return `${[a, b, c, d].map((n) => n.toString(16)).join(":")}::/64`;
}

const HEXTET = /^[0-9a-f]{1,4}$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The eight 16-bit groups of an IPv6 address ("::" expanded, a dotted IPv4 tail read), or null. */
function ipv6Groups(text: string): number[] | null {
  const bare = text
    .replace(/^\[/, "")
    .replace(/\](:\d+)?$/, "")
    .replace(/%.*$/, "");
  const halves = bare.split("::");
  if (halves.length > 2) return null;
  const parts = halves.map((half) => (half ? half.split(":") : []));
  const head = parts[0] ?? [];
  const tail = parts[1] ?? [];
  const groups: number[][] = [head, tail].map((list, i) => {
    const out: number[] = [];
    list.forEach((part, j) => {
      const last = i === parts.length - 1 && j === list.length - 1;
      const v4 = last ? IPV4.exec(part) : null;
      if (v4) {
        const bytes = v4.slice(1).map(Number);
        if (bytes.some((n) => n > 255)) out.push(Number.NaN);
        const [w = 0, x = 0, y = 0, z = 0] = bytes;
        out.push((w << 8) | x, (y << 8) | z);
      } else out.push(HEXTET.test(part) ? Number.parseInt(part, 16) : Number.NaN);
    });
    return out;
  });
  const [front = [], back = []] = groups;
  if ([...front, ...back].some(Number.isNaN)) return null;
  const missing = 8 - front.length - back.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...front, ...Array<number>(Math.max(missing, 0)).fill(0), ...back];
}
