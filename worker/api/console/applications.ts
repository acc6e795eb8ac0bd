import { Hono } from "hono";
import { openDocument } from "../../../app/features/application-review/document-file.server";
import { viewApplication } from "../../../app/features/application-review/review-detail.server";
import { exportApplications } from "../../../app/features/application-review/review-export.server";
import {
  applicationExportSchema,
  applicationFilterSchema,
} from "../../../app/features/application-review/review-filters";
import { viewApplicationList } from "../../../app/features/application-review/review-list.server";
import { subPasswordCheckSchema } from "../../../app/features/managers/manager-schema";
import { grantSubPassword } from "../../../app/features/managers/sub-password.server";
import { formatDate } from "../../../app/lib/format";
import { createI18n } from "../../../app/lib/i18n/i18n.server";
import { xlsxResponse } from "../../../app/lib/xlsx.server";
import type { ApiEnv } from "../types";
import { idParam, validate } from "../validate";
import { actorOf, requireArea } from "./guard";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** `:id/documents/:documentId`: both server-built ids. */
const documentParams = idParam.extend({ documentId: idParam.shape.id });

/**
 * /api/console/application (area "application"), the same rules as the console pages:
 * GET / the submitted applications, filtered, searched, ordered and paged, with the counts
 * per status and duplicate flags (a personal-data view, audited with the filter); GET /:id
 * one in full (audited); POST /document-grant `{ subPassword }` opens applicants' documents to
 * this session for ten minutes (200 `{ expiresAt }`; 403/429 as every sub-password check);
 * GET /:id/documents/:documentId its file (403 without that grant; audited as a download);
 * POST /export the filtered list as xlsx after the sub-password (audited with the filter and
 * the count).
 *
 * Each route carries its own guard rather than `.use()`: this sub-app shares the
 * /console/application prefix with others (schedules, the status workflow), whose guards
 * are theirs. Mount the sub-apps with static paths (/status, /notices, /schedules) BEFORE
 * this one, so `/:id` never answers for them.
 */
export const consoleApplicationsApi = new Hono<ApiEnv>()
  .get("/", requireArea("application"), validate("query", applicationFilterSchema), async (c) => {
    const list = await viewApplicationList(c.var.scope.db, c.req.valid("query"), actorOf(c));
    return c.json({ ...list, items: list.items.map((r) => ({ ...r, submittedAt: iso(r.submittedAt) })) });
  })
  .post("/export", requireArea("application"), validate("json", applicationExportSchema), async (c) => {
    const actor = actorOf(c);
    const { t } = createI18n(c.var.scope.lang);
    const { sheet } = await exportApplications(c.var.scope.db, c.req.valid("json"), actor, t);
    return xlsxResponse(`applications-${formatDate(actor.now).replaceAll("-", "")}.xlsx`, sheet);
  })
  .post("/document-grant", requireArea("application"), validate("json", subPasswordCheckSchema), async (c) => {
    const { principal, origin, now } = actorOf(c);
    const { subPassword } = c.req.valid("json");
    const expiresAt = await grantSubPassword(
      c.var.scope.db,
      principal,
      subPassword,
      "applicationDocuments",
      origin,
      now,
    );
    return c.json({ expiresAt: expiresAt.toISOString() });
  })
  .get("/:id", requireArea("application"), validate("param", idParam), async (c) => {
    const review = await viewApplication(c.var.scope.db, c.req.valid("param").id, actorOf(c));
    const a = review.application;
    return c.json({
      ...review,
      application: {
        ...a,
        submittedAt: iso(a.submittedAt),
        createdAt: iso(a.createdAt),
        updatedAt: iso(a.updatedAt),
      },
      documents: review.documents.map((d) => ({
        ...d,
        fixDeadline: iso(d.fixDeadline),
        reviewedAt: iso(d.reviewedAt),
        createdAt: iso(d.createdAt),
        updatedAt: iso(d.updatedAt),
      })),
      versions: review.versions.map((v) => ({ ...v, createdAt: iso(v.createdAt) })),
      history: review.history.map((h) => ({ ...h, createdAt: iso(h.createdAt) })),
    });
  })
  .get("/:id/documents/:documentId", requireArea("application"), validate("param", documentParams), async (c) => {
    const { id, documentId } = c.req.valid("param");
    return openDocument(c.var.scope.db, c.var.scope.files, id, documentId, actorOf(c));
  });
