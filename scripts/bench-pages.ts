// The pages `npm run bench` measures (scripts/bench.mjs), and the page routes it leaves out.

/**
 * Every public page, from the route table (app/routes.ts, app/routes/site/routes.ts,
 * app/routes/guide/routes.ts): every page a visitor reaches without logging in, a seeded item
 * for each page of one item; NOT_BENCHED holds the rest, each with its reason.
 * tests/unit/bench/bench-pages.test.ts fails on a page route in neither.
 */
export const PAGES: string[] = [
  "/",
  ...["brand", "overview", "traffic", "environment", "feature", "direction", "supply"].map((p) => `/business/${p}`),
  ...["community", "layout", "floor", "unit", "neighborhood"].map((p) => `/complex/${p}`),
  ...["requirement", "condition", "recruitment", "document", "support"].map((p) => `/subscription/${p}`),
  "/application",
  "/form/registration",
  "/default-form",
  "/guide",
  "/ex",
  "/board/default-board",
  "/board/default-board/write",
  "/privacy-policy",
  "/center/notice",
  "/center/faqs",
  "/center/download",
  "/center/inquiry",
  "/center/inquiry/write",
  "/application/inquiry",
  "/application/result",
  // A winner's own pages before verification: the verification they start with.
  "/application/winner",
  "/application/winner/give-up",
  "/application/contract",
  // Without the look-up's ticket: the page that says only the applicant may see it.
  "/application/inquiry/00000000000000000000000000",
  "/application/self-check",
  "/form/application",
  "/form/application-fix",
  "/form/registration/complete",
  "/member/join",
  "/member/login",
  "/member/recovery",
  "/member/required",
  "/member/withdrawn",
  // A page of each kind that shows one item (seeded), and the competition figures.
  "/application/competition",
  "/application/competition/1/verify",
  "/center/notice/seed-notice-01",
  "/center/download/seed-download-1",
  "/center/inquiry/seed-question-1",
  "/board/default-board/seed-post-1",
  "/board/default-board/seed-post-1/edit",
];

/**
 * Page routes of the public site the bench does not measure, by pattern, and why: each
 * answers a visitor without a session, a ticket or a pending verification with a redirect,
 * an error status or a file, and Lighthouse scores no page with an error status.
 */
export const NOT_BENCHED: Record<string, string> = {
  "/form/application/waiting": "redirects to the form while no round needs a waiting room",
  "/form/application/:id": "an application's own edit page: needs the applicant's ticket",
  "/application/competition/:round/draw": "404 until the round's draw has run (none in the seed)",
  "/application/competition/:round/units": "404 until the round's unit draw is published (none in the seed)",
  "/calendar/:kind/:id": "an .ics file, not a page",
  "/member/logout": "redirects",
  "/member/mypage": "a member's own page: redirects to /member/required",
  "/member/password": "a member's own page: redirects to /member/required",
  "/member/withdraw": "a member's own page: redirects to /member/required",
  "/center/inquiry/:questionId/edit": "the writer's own edit page: redirects to the question",
  "/common/kcp/cert/request": "identity verification's start: 400 without a pending request",
  "/common/kcp/cert/response": "identity verification's return: 404 without a pending request",
  "/common/kcp/cert/provider": "the way to the identity provider: 404 without a pending request",
  "/common/kcp/cert/sandbox": "the test identity provider: 404 without a pending request",
  "/*": "the 404 page (an error status)",
};
