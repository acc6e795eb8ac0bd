// CPU time of the local server (wrangler dev and its workerd), read from /proc: the sum of
// user and system time of every process in its process group. Locally workerd also runs the
// D1 and R2 simulators, so a figure here is the Worker's CPU plus its storage's: an upper bound
// of what the Worker alone is billed.
import { readdirSync, readFileSync } from "node:fs";

/** Linux's USER_HZ: /proc counts CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds used so far by the processes of group `pgid` (0 where /proc is absent). */
export function groupCpuMs(pgid) {
  let ticks = 0;
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    // The command name (in parentheses) may hold spaces: the fields start after its ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The bench's own CPU milliseconds so far (it shares the machine with the server). */
export const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
