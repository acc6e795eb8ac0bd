/**
 * A small RFC 5545 reader for tests: checks the physical lines (CRLF, at most 75 octets of
 * UTF-8), unfolds them, and answers each property with its parameters and unescaped text.
 */
export type IcsProperty = { name: string; params: Record<string, string>; value: string; raw: string };

export function parseIcs(file: string) {
  if (!file.endsWith("\r\n")) throw new Error("the file does not end with CRLF");
  const physical = file.slice(0, -2).split("\r\n");
  for (const line of physical) {
    if (line.includes("\n") || line.includes("\r")) throw new Error(`a bare line break in ${JSON.stringify(line)}`);
    const octets = new TextEncoder().encode(line).length;
    if (octets > 75) throw new Error(`a line of ${octets} octets: ${line}`);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ") && logical.length > 0) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const properties: IcsProperty[] = logical.map((line) => {
    const colon = line.indexOf(":");
    const [name = "", ...params] = line.slice(0, colon).split(";");
    const raw = line.slice(colon + 1);
    return {
      name,
      params: Object.fromEntries(params.map((p) => p.split("=") as [string, string])),
      raw,
      value: raw.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c)),
    };
  });
  return { physical, properties, get: (name: string) => properties.filter((p) => p.name === name) };
}

/** A DTSTART/DTEND in TZID=Asia/Seoul (YYYYMMDDTHHMMSS) as the instant it names. */
export function seoulInstant(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!m) throw new Error(`not a local date-time: ${value}`);
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+09:00`);
}
