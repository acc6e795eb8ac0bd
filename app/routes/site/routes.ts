import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Public pages (paths relative to app/). */
export const siteRoutes: RouteConfigEntry[] = [
  route("application", "routes/site/application.tsx"),
  // The application journey: the form, its edit and fix pages.
  route("form/application", "routes/site/application/form.tsx"),
  // The open round's waiting room in front of the form (docs/waiting-room.md).
  route("form/application/waiting", "routes/site/application/waiting.tsx"),
  route("form/application/:id", "routes/site/application/edit.tsx"),
  route("form/application-fix", "routes/site/application/fix.tsx"),
  // Competition rates, once a manager publishes them.
  route("application/competition", "routes/site/application/competition.tsx"),
  route("application/competition/:round/draw", "routes/site/application/competition-draw.tsx"),
  route("application/competition/:round/units", "routes/site/application/competition-units.tsx"),
  route("application/competition/:round/verify", "routes/site/application/competition-verify.tsx"),
  // "Add to calendar": a round's deadline or result date, or a fix deadline, as an .ics file.
  route("calendar/:kind/:id", "routes/site/calendar.tsx"),
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
  // Customer centre.
  route("center/notice", "routes/site/center/notice-list.tsx"),
  route("center/notice/:id", "routes/site/center/notice.tsx"),
  route("center/faqs", "routes/site/center/faqs.tsx"),
  route("center/download", "routes/site/center/download-list.tsx"),
  route("center/download/:id", "routes/site/center/download.tsx"),
  route("common/kcp/cert/request", "routes/site/identity/request.tsx"),
  route("common/kcp/cert/response", "routes/site/identity/response.tsx"),
  route("member/join", "routes/site/member/join.tsx"),
  route("member/login", "routes/site/member/login.tsx"),
  route("member/logout", "routes/site/member/logout.tsx"),
  route("member/mypage", "routes/site/member/my-page.tsx"),
  route("member/password", "routes/site/member/password.tsx"),
  route("member/recovery", "routes/site/member/recovery.tsx"),
  route("member/withdraw", "routes/site/member/withdraw.tsx"),
  route("member/withdrawn", "routes/site/member/withdrawn.tsx"),
  route("member/required", "routes/site/member/required.tsx"),
  // Customer centre: Q&A.
  route("center/inquiry", "routes/site/center/inquiry-list.tsx"),
  route("center/inquiry/write", "routes/site/center/inquiry-write.tsx"),
  route("center/inquiry/:questionId", "routes/site/center/inquiry.tsx"),
  route("center/inquiry/:questionId/edit", "routes/site/center/inquiry-edit.tsx"),
];

/**
 * The pages on the way to the identity provider: bare documents outside the site's chrome and
 * React Router's rendering (app/lib/bare-document.server.ts).
 */
export const providerRoutes: RouteConfigEntry[] = [
  route("common/kcp/cert/provider", "routes/site/identity/provider.tsx"),
  route("common/kcp/cert/sandbox", "routes/site/identity/sandbox.tsx"),
];
