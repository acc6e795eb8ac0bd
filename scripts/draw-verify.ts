/**
 * npm run draw:verify -- FILE: re-runs a round's draw from its published audit file alone
 * (docs/product.md §18), with the same algorithm module the site runs, and prints the result
 * or the first difference from the file. Exit code 0 when the file's result is reproduced,
 * 1 otherwise.
 */
import { readFile } from "node:fs/promises";
import { resultLines, verifyAudit } from "../app/features/selection/draw-audit";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run draw:verify -- FILE");
  process.exit(1);
}
let json: unknown;
try {
  json = JSON.parse(await readFile(file, "utf8"));
} catch (error) {
  console.error(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const verification = await verifyAudit(json);
for (const line of resultLines(verification.result)) console.log(line);
if (verification.ok) {
  console.log("OK: the re-run gives the file's result");
  process.exit(0);
}
console.error(`DIFFERENT: ${verification.difference}`);
process.exit(1);
