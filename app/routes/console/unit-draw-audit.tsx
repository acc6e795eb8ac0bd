import { consolePage } from "../../controllers/console-page.server";
import { unitAuditFile } from "../../features/selection/unit-draw.server";
import type { Route } from "./+types/unit-draw-audit";

/** GET /console/application/units/:roundId/audit: the published unit draw's audit file (no personal data), as a download. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, failure } = consolePage(context, "application");
  try {
    const file = await unitAuditFile(db, params.roundId);
    return new Response(JSON.stringify(file, null, 2), {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="unit-draw-round-${file.round}.json"`,
      },
    });
  } catch (error) {
    const refused = failure(error);
    return Response.json({ message: refused.message }, { status: refused.status });
  }
}
