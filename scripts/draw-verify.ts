/**
 * npm run draw:verify -- FILE [--digest HEX] [--round N] [--beacon-round R] [--multiple M] [--local]: re-checks a round's draw, or its
 * unit draw (동·호 배정, told apart by the file's format), from its published audit file alone
 * (docs/product/selection.md §18.5, docs/product/units.md §18.7), offline, with the same modules
 * the site runs: the beacon round's BLS signature against drand quicknet's pinned public key
 * and its randomness, the digest over the entrant list (and, with --digest, that it is the one
 * published at the freeze), the seed, and every place; with --round, --beacon-round and
 * --multiple, that the file's are the values published at the freeze. Prints the result, or the first
 * difference in words. A file drawn with the local test beacon is refused unless --local is
 * given, and then still named as such. Exit code 0 when everything checks, 1 otherwise.
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { verifyAnyAudit } from "../app/features/selection/draw-audit";

const usage =
  "usage: npm run draw:verify -- FILE [--digest HEX] [--round N] [--beacon-round R] [--multiple M] [--local]";
let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      digest: { type: "string" },
      round: { type: "string" },
      "beacon-round": { type: "string" },
      multiple: { type: "string" },
      local: { type: "boolean", default: false },
    },
  });
}
try {
  args = parse();
} catch {
  console.error(usage);
  process.exit(1);
}
const [file] = args.positionals;
if (!file || args.positionals.length > 1) {
  console.error(usage);
  process.exit(1);
}
let json: unknown;
try {
  json = JSON.parse(await readFile(file, "utf8"));
} catch (error) {
  console.error(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
/** A whole number given on the command line, or undefined when not given; anything else stops here. */
function wholeNumber(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) {
    console.error(`--${name} must be a whole number`);
    process.exit(1);
  }
  return Number(text);
}
const verification = await verifyAnyAudit(json, {
  digest: args.values.digest,
  round: wholeNumber("round", args.values.round),
  beaconRound: wholeNumber("beacon-round", args.values["beacon-round"]),
  waitingMultiple: wholeNumber("multiple", args.values.multiple),
  allowLocal: args.values.local,
});
if (verification.lines.length > 0 && json && typeof json === "object") {
  const file = json as {
    round?: unknown;
    waitingMultiple?: unknown;
    beacon?: { round?: unknown };
    listDigest?: unknown;
  };
  const multiple = verification.kind === "selection" ? `, waiting multiple ${file.waitingMultiple}` : "";
  console.log(
    `${verification.kind === "units" ? "unit draw (동·호 배정), " : ""}round ${file.round}, beacon round ${file.beacon?.round}${multiple}, list digest ${file.listDigest}`,
  );
}
for (const line of verification.lines) console.log(line);
if (verification.ok) {
  const what = verification.local
    ? "LOCAL TEST BEACON (not drand's public quicknet: this proves nothing about a public draw)"
    : "drand quicknet";
  const places = verification.kind === "units" ? "every winner's unit" : "every place";
  console.log(`OK: beacon ${what} verified, list digest, seed and ${places} reproduced`);
  if (!args.values.digest) console.log("(pass --digest with the digest published at the freeze to check the list too)");
  process.exit(0);
}
console.error(`DIFFERENT: ${verification.difference}`);
process.exit(1);
