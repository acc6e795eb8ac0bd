import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The applicant's look-up, draw result, contract appointment and self-check pages (paths relative to app/). */
export const applicantRoutes: RouteConfigEntry[] = [
  route("application/inquiry", "routes/site/applicant/lookup.tsx"),
  route("application/inquiry/:id", "routes/site/applicant/inquiry.tsx"),
  route("application/result", "routes/site/applicant/result.tsx"),
  route("application/contract", "routes/site/applicant/contract.tsx"),
  route("application/self-check", "routes/site/applicant/self-check.tsx"),
];
