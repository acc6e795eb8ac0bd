import { Hono } from "hono";
import { bodyRefusal } from "../body-limit";
import { createRequestScope } from "../request-scope";
import { apiGate } from "../waiting-room-gate";
import { applicationsApi } from "./applications";
import { auth } from "./auth";
import { bannersApi } from "./banners";
import { boardsApi } from "./boards";
import { downloadsApi } from "./center/downloads";
import { faqsApi } from "./center/faqs";
import { noticesApi } from "./center/notices";
import { certApi } from "./cert";
import { competitionApi } from "./competition";
import { consolePaperApi } from "./console/application-paper";
import { consoleApplicationReviewApi } from "./console/application-review";
import { consoleApplicationsApi } from "./console/applications";
import { consoleBannersApi } from "./console/banners";
import { consoleBoardsApi } from "./console/boards";
import { consoleDownloadsApi } from "./console/center/downloads";
import { consoleFaqsApi } from "./console/center/faqs";
import { consoleNoticesApi } from "./console/center/notices";
import { consoleCompetitionApi } from "./console/competition";
import { emailApi } from "./console/email";
import { logsApi } from "./console/logs";
import { managersApi } from "./console/managers";
import { meApi } from "./console/me";
import { messageApi } from "./console/message";
import { passwordApi } from "./console/password";
import { consolePopupsApi } from "./console/popups";
import { consolePublishingApi } from "./console/publishing";
import { consoleQuestionsApi } from "./console/questions";
import { consoleRegistrationsApi } from "./console/registrations";
import { consoleSchedulesApi } from "./console/schedules";
import { settingApi } from "./console/setting";
import { consoleTermsApi } from "./console/terms";
import { contractApi } from "./contract";
import { editorApi } from "./editor";
import { errorJson, onApiError } from "./errors";
import { health } from "./health";
import { memberMeApi } from "./me";
import { popups } from "./popups";
import { questionsApi } from "./questions";
import { schedulesApi } from "./schedules";
import { setting, surveyUrl } from "./setting";
import { termsApi } from "./terms";
import type { ApiEnv } from "./types";
import { usersApi } from "./users";
import { waitingRoomApi } from "./waiting-room";

/** The `/api/*` application: one sub-app per resource, one error shape. */
export const api = new Hono<ApiEnv>().basePath("/api");

/**
 * Every API request's scope is built here; the worker entry builds the pages' own. A body the
 * worker refused for its declared length (worker/body-limit.ts) is answered 413 before any route.
 */
api.use(async (c, next) => {
  let waitUntil: ExecutionContext["waitUntil"] = () => {};
  try {
    waitUntil = c.executionCtx.waitUntil.bind(c.executionCtx);
  } catch {
    // No execution context when called through app.request() in tests.
  }
  // The API renders no page, so its scope has no nonce (worker/security-headers.ts).
  c.set("scope", createRequestScope(c.req.raw, c.env, { waitUntil }, ""));
  const refused = bodyRefusal(c.req.raw);
  if (refused?.atOnce) throw refused.error;
  await next();
});

api.onError(onApiError);
api.notFound((c) => errorJson(c, "api.notFound", 404));

api.route("/health", health);
api.route("/auth", auth);
api.route("/console/password", passwordApi);
api.route("/console/managers", managersApi);
api.route("/console/setting", settingApi);
api.route("/console/common/logs", logsApi);
api.route("/console/terms", consoleTermsApi);
api.route("/console/popups", consolePopupsApi);
api.route("/console/publishing", consolePublishingApi);
// Before any /console/application sub-app: its area guard must not run in front of this one.
api.route("/console/application/schedules", consoleSchedulesApi);
api.route("/console/application/competition", consoleCompetitionApi);
// Paper entry: guarded route by route, so it may share the /console/application base.
api.route("/console/application", consolePaperApi);
// Before any "/console/application/:id" route: "status" and "notices" are not application ids.
api.route("/console/application", consoleApplicationReviewApi);
api.route("/console/registration", consoleRegistrationsApi);
// After every sub-app with a static path under /console/application: its `/:id` would answer them.
api.route("/console/application", consoleApplicationsApi);
api.route("/console/me", meApi);
api.route("/console/email", emailApi);
api.route("/console/message", messageApi);
api.route("/editor", editorApi);
api.route("/v1/setting", setting);
api.route("/v1/getSuveryURL", surveyUrl);
api.route("/v1/terms", termsApi);
api.route("/v1/banners", bannersApi);
api.route("/v1/boards", boardsApi);
api.route("/v1/popups", popups);
api.route("/v1/application/schedules", schedulesApi);
api.route("/v1/application/competition", competitionApi);
// The open round's waiting room in front of the journey's writes (worker/waiting-room-gate.ts):
// in front of every route registered after this one, so that the gate, not the router's
// matching, decides by the path as the routers read it (gatePath) whether a request waits.
api.use("*", apiGate);
api.route("/v1/waiting-room", waitingRoomApi);
// After the schedules: "/v1/application/schedules" is theirs, not an application id.
api.route("/v1/application/contract", contractApi);
api.route("/v1/application", applicationsApi);
api.route("/v1/cert", certApi);
api.route("/v1/users", usersApi);
api.route("/v1/me", memberMeApi);
// Customer centre: notices, FAQ, downloads.
api.route("/v1/center/notifications", noticesApi);
api.route("/v1/center/faqs", faqsApi);
api.route("/v1/center/downloads", downloadsApi);
api.route("/console/center/notifications", consoleNoticesApi);
api.route("/console/center/faqs", consoleFaqsApi);
api.route("/console/center/downloads", consoleDownloadsApi);
// Customer centre and managed content: Q&A, banners, board moderation.
api.route("/v1/center/questions", questionsApi);
api.route("/console/center/questions", consoleQuestionsApi);
api.route("/console/banners", consoleBannersApi);
api.route("/console/boards", consoleBoardsApi);
