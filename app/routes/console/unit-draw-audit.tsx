import { consolePage } from "../../controllers/console-page.server";
import { unitAuditFile } from "../../features/selection/unit-draw.server";
import { jsonAttachment } from "../../lib/file-response";
import type { Route } from "./+types/unit-draw-audit";

/** GET /console/application/units/:roundId/audit: the published unit draw's audit file (no personal data), as a download. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, failure } = consolePage(context, "application");
  try {
    const file = await unitAuditFile(db, params.roundId);
    return jsonAttachment(`unit-draw-round-${file.round}.json`, file);
  } catch (error) {
    const refused = failure(error);
    return Response.json({ message: refused.message }, { status: refused.status });
  }
}
