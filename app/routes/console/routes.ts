import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";

/** A console path as a child of the console layout ("/console/logs" → "logs"). */
const under = (path: string) => path.slice(`${CONSOLE_PATHS.dashboard}/`.length);

/**
 * Console pages (modules relative to app/), all under the console layout, whose middleware
 * reads the session and applies the access rules by path. Their paths come from
 * CONSOLE_PATHS; add a console page there and here.
 */
const children: RouteConfigEntry[] = [
  route(under(CONSOLE_PATHS.login), "routes/console/login.tsx"),
  route(under(CONSOLE_PATHS.logout), "routes/console/logout.tsx"),
  route(under(CONSOLE_PATHS.denied), "routes/console/denied.tsx"),
  route(under(CONSOLE_PATHS.password), "routes/console/password.tsx"),
  index("routes/console/dashboard.tsx"),
  route(under(CONSOLE_PATHS.manager), "routes/console/managers.tsx"),
  route(`${under(CONSOLE_PATHS.manager)}/:managerId`, "routes/console/manager-edit.tsx"),
  route(under(CONSOLE_PATHS.setting), "routes/console/settings.tsx"),
  route(under(CONSOLE_PATHS.logs), "routes/console/logs.tsx"),
  route(under(CONSOLE_PATHS.outbox), "routes/console/outbox.tsx"),
  route(under(CONSOLE_PATHS.publishing), "routes/console/publishing.tsx"),
  // Customer centre and managed content.
  route(under(CONSOLE_PATHS.questions), "routes/console/questions.tsx"),
  route(`${under(CONSOLE_PATHS.questions)}/:questionId`, "routes/console/question-answer.tsx"),
  route(under(CONSOLE_PATHS.terms), "routes/console/terms.tsx"),
  route(`${under(CONSOLE_PATHS.terms)}/:termId`, "routes/console/term-edit.tsx"),
  route(under(CONSOLE_PATHS.popups), "routes/console/popups.tsx"),
  route(`${under(CONSOLE_PATHS.popups)}/:popupId`, "routes/console/popup-edit.tsx"),
  route(under(CONSOLE_PATHS.banners), "routes/console/banners.tsx"),
  route(`${under(CONSOLE_PATHS.banners)}/:bannerId`, "routes/console/banner-edit.tsx"),
  route(under(CONSOLE_PATHS.boards), "routes/console/boards.tsx"),
  route(`${under(CONSOLE_PATHS.boards)}/:postId`, "routes/console/board-post.tsx"),
  route(under(CONSOLE_PATHS.schedules), "routes/console/schedules.tsx"),
  route(`${under(CONSOLE_PATHS.schedules)}/competition`, "routes/console/competition.tsx"),
  route(`${under(CONSOLE_PATHS.schedules)}/:roundId`, "routes/console/schedule-edit.tsx"),
  route(under(CONSOLE_PATHS.registration), "routes/console/registrations.tsx"),
  route(`${under(CONSOLE_PATHS.registration)}/export`, "routes/console/registration-export.tsx"),
  route(`${under(CONSOLE_PATHS.registration)}/:registrationId`, "routes/console/registration-detail.tsx"),
  // Application review: the list, its export, one application and its documents' files.
  route(under(CONSOLE_PATHS.application), "routes/console/applications.tsx"),
  route(`${under(CONSOLE_PATHS.application)}/export`, "routes/console/application-export.tsx"),
  // The draw (docs/product.md §18): the rounds, one round's draw, its audit file.
  route(`${under(CONSOLE_PATHS.application)}/draw`, "routes/console/draws.tsx"),
  route(`${under(CONSOLE_PATHS.application)}/draw/:roundId`, "routes/console/draw-round.tsx"),
  route(`${under(CONSOLE_PATHS.application)}/draw/:roundId/audit`, "routes/console/draw-audit.tsx"),
  // After the draw: the winners' document check, appeals and offers (docs/product/after-draw.md).
  route(`${under(CONSOLE_PATHS.application)}/after-draw/:roundId`, "routes/console/after-draw.tsx"),
  route(`${under(CONSOLE_PATHS.application)}/after-draw/:roundId/export`, "routes/console/after-draw-export.tsx"),
  // After the draw: the winners' contract appointments of a round.
  route(`${under(CONSOLE_PATHS.application)}/contract-slots/:roundId`, "routes/console/contract-slots.tsx"),
  // After the draw: a round's units and the unit draw (동·호 배정), its audit file and the units' blank sheet.
  route(`${under(CONSOLE_PATHS.application)}/units/:roundId`, "routes/console/round-units.tsx"),
  route(`${under(CONSOLE_PATHS.application)}/units/:roundId/audit`, "routes/console/unit-draw-audit.tsx"),
  route(`${under(CONSOLE_PATHS.application)}/units/:roundId/template`, "routes/console/unit-template.tsx"),
  route(`${under(CONSOLE_PATHS.application)}/:applicationId`, "routes/console/application-detail.tsx"),
  route(
    `${under(CONSOLE_PATHS.application)}/:applicationId/documents/:documentId`,
    "routes/console/application-document.tsx",
  ),
  route(
    `${under(CONSOLE_PATHS.application)}/:applicationId/documents/:documentId/unlock`,
    "routes/console/application-document-unlock.tsx",
  ),
  // Paper applications: the answers, then the documents and the registration.
  route(`${under(CONSOLE_PATHS.application)}/new`, "routes/console/application-new.tsx"),
  route(`${under(CONSOLE_PATHS.application)}/new/:applicationId`, "routes/console/application-paper-documents.tsx"),
  // Application review workflow: status changes, document review, notice templates.
  route(`${under(CONSOLE_PATHS.application)}/status`, "routes/console/application-status.tsx"),
  route(`${under(CONSOLE_PATHS.application)}/notices`, "routes/console/application-messages.tsx"),
  route(
    `${under(CONSOLE_PATHS.application)}/:applicationId/documents/:documentId/review`,
    "routes/console/application-document-review.tsx",
  ),
  // Customer centre content: each list, its new form and its edit form.
  route(under(CONSOLE_PATHS.notifications), "routes/console/center/notices.tsx"),
  route(`${under(CONSOLE_PATHS.notifications)}/new`, "routes/console/center/notice-edit.tsx", {
    id: "console-notice-new",
  }),
  route(`${under(CONSOLE_PATHS.notifications)}/:id`, "routes/console/center/notice-edit.tsx"),
  route(under(CONSOLE_PATHS.faqs), "routes/console/center/faqs.tsx"),
  route(`${under(CONSOLE_PATHS.faqs)}/new`, "routes/console/center/faq-edit.tsx", { id: "console-faq-new" }),
  route(`${under(CONSOLE_PATHS.faqs)}/:id`, "routes/console/center/faq-edit.tsx"),
  route(under(CONSOLE_PATHS.downloads), "routes/console/center/downloads.tsx"),
  route(`${under(CONSOLE_PATHS.downloads)}/new`, "routes/console/center/download-edit.tsx", {
    id: "console-download-new",
  }),
  route(`${under(CONSOLE_PATHS.downloads)}/:id`, "routes/console/center/download-edit.tsx"),
];

export const consoleRoutes: RouteConfigEntry[] = [
  route(CONSOLE_PATHS.dashboard.slice(1), "routes/console/layout.tsx", [
    ...children,
    // Any other console path is still guarded (login, then the area rule) before its 404.
    route("*", "routes/not-found.tsx", { id: "console-not-found" }),
  ]),
];
