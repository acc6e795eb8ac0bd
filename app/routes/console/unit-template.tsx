import { consolePage } from "../../controllers/console-page.server";
import { unitSheetTemplate } from "../../features/selection/unit-import.server";
import { xlsxResponse } from "../../lib/xlsx.server";
import type { Route } from "./+types/unit-template";

/** GET /console/application/units/:roundId/template: the blank xlsx sheet the units import reads (no personal data). */
export async function loader({ context }: Route.LoaderArgs) {
  const { lang } = consolePage(context, "application");
  return xlsxResponse("units-template.xlsx", unitSheetTemplate(lang));
}
