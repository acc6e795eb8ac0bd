import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The applicant's look-up, draw result, contract appointment and self-check pages (paths relative to app/). */
export const applicantRoutes: RouteConfigEntry[] = [
  route("application/inquiry", "routes/site/applicant/lookup.tsx"),
  route("application/inquiry/:id", "routes/site/applicant/inquiry.tsx"),
  route("application/result", "routes/site/applicant/result.tsx"),
  // After the draw: winners' documents, appeals, giving up, offers (docs/product/after-draw.md).
  route("application/winner", "routes/site/applicant/winner.tsx"),
  route("application/winner/give-up", "routes/site/applicant/winner-give-up.tsx"),
  route("application/contract", "routes/site/applicant/contract.tsx"),
  route("application/self-check", "routes/site/applicant/self-check.tsx"),
];
