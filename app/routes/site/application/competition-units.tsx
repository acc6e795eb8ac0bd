import { publicUnitAuditFile } from "../../../features/selection/unit-draw-public.server";
import { scopeContext } from "../../../lib/context";
import { DomainError } from "../../../lib/domain-error";
import { jsonAttachment } from "../../../lib/file-response";
import { fileNotFound } from "../../../lib/not-found.server";
import type { Route } from "./+types/competition-units";

/**
 * GET /application/competition/:round/units: a published unit draw's audit file (receipt
 * numbers, unit types and units; no personal data), the console's own file, to re-run with
 * draw:verify.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = context.get(scopeContext);
  const round = Number(params.round);
  try {
    if (!Number.isInteger(round)) throw new DomainError(404, "competition.roundNotFound");
    const file = await publicUnitAuditFile(db, round);
    return jsonAttachment(`unit-draw-round-${file.round}.json`, file);
  } catch (error) {
    if (error instanceof DomainError) return fileNotFound();
    throw error;
  }
}
