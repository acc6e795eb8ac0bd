import { consolePage } from "../../controllers/console-page.server";
import { drawAuditFile } from "../../features/selection/draw-public.server";
import { jsonAttachment } from "../../lib/file-response";
import type { Route } from "./+types/draw-audit";

/** GET /console/application/draw/:roundId/audit: the published draw's audit file (no personal data), as a download. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, failure } = consolePage(context, "application");
  try {
    const file = await drawAuditFile(db, params.roundId);
    return jsonAttachment(`draw-round-${file.round}.json`, file);
  } catch (error) {
    const refused = failure(error);
    return Response.json({ message: refused.message }, { status: refused.status });
  }
}
