import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Public pages (paths relative to app/). */
export const siteRoutes: RouteConfigEntry[] = [
  route("application", "routes/site/application.tsx"),
  route("form/registration", "routes/site/registration.tsx"),
  route("form/registration/complete", "routes/site/registration-complete.tsx"),
  route("privacy-policy", "routes/site/privacy-policy.tsx"),
  route("guide", "routes/site/guide.tsx"),
  route("ex", "routes/site/eligibility-cases.tsx"),
  route("default-form", "routes/site/input-format-guide.tsx"),
  route("board/:board", "routes/site/board/list.tsx"),
  route("board/:board/write", "routes/site/board/write.tsx"),
  route("board/:board/:postId", "routes/site/board/post.tsx"),
  route("board/:board/:postId/edit", "routes/site/board/edit.tsx"),
  route("common/kcp/cert/request", "routes/site/identity/request.tsx"),
  route("common/kcp/cert/response", "routes/site/identity/response.tsx"),
  route("common/kcp/cert/sandbox", "routes/site/identity/sandbox.tsx"),
  // Customer centre, part B (issue 13): Q&A.
  route("center/inquiry", "routes/site/center/inquiry-list.tsx"),
  route("center/inquiry/write", "routes/site/center/inquiry-write.tsx"),
  route("center/inquiry/:questionId", "routes/site/center/inquiry.tsx"),
  route("center/inquiry/:questionId/edit", "routes/site/center/inquiry-edit.tsx"),
];
