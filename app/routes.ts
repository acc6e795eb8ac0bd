import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { consoleRoutes } from "./routes/console/routes";
import { guideRoutes } from "./routes/guide/routes";
import { applicantRoutes } from "./routes/site/applicant/routes";
import { providerRoutes, siteRoutes } from "./routes/site/routes";

/** The explicit route table; each area keeps its own list beside its route modules. */
export default [
  layout("routes/site-layout.tsx", [index("routes/home.tsx"), ...guideRoutes, ...siteRoutes, ...applicantRoutes]),
  ...providerRoutes,
  ...consoleRoutes,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
