import { publicAuditFile } from "../../../features/selection/draw-public.server";
import { scopeContext } from "../../../lib/context";
import { DomainError } from "../../../lib/domain-error";
import { jsonAttachment } from "../../../lib/file-response";
import { fileNotFound } from "../../../lib/not-found.server";
import type { Route } from "./+types/competition-draw";

/** GET /application/competition/:round/draw: a published draw's audit file (no personal data), to re-run with draw:verify. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = context.get(scopeContext);
  const round = Number(params.round);
  try {
    if (!Number.isInteger(round)) throw new DomainError(404, "competition.roundNotFound");
    const file = await publicAuditFile(db, round);
    return jsonAttachment(`draw-round-${file.round}.json`, file);
  } catch (error) {
    if (error instanceof DomainError) return fileNotFound();
    throw error;
  }
}
