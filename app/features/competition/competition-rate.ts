import type { CompetitionLine } from "../../../db/schema/competition";

/* How a published line reads: client-safe, for the page's table and chart and the API. */

export type { CompetitionLine } from "../../../db/schema/competition";

/**
 * The rate as "N : 1" (applications per household supplied), to two decimals at most:
 * "2.5 : 1", "0 : 1"; null when nothing is supplied.
 */
export function rateOf(line: Pick<CompetitionLine, "households" | "applications">): string | null {
  if (line.households <= 0) return null;
  const rate = Math.round((line.applications / line.households) * 100) / 100;
  return `${rate} : 1`;
}

/** The whole round as one line (every supply type and category together). */
export function totalOf(lines: readonly Pick<CompetitionLine, "households" | "applications">[]) {
  return lines.reduce(
    (sum, l) => ({ households: sum.households + l.households, applications: sum.applications + l.applications }),
    { households: 0, applications: 0 },
  );
}
