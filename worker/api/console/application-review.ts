import { Hono } from "hono";
import { z } from "zod";
import { reviewDocument } from "../../../app/features/application-review/document-review.server";
import { documentReviewSchema } from "../../../app/features/application-review/document-review-schema";
import { messageTemplatesSchema } from "../../../app/features/application-review/message-templates";
import { changeStatuses } from "../../../app/features/application-review/status-change.server";
import {
  bulkStatusChangeSchema,
  statusChangeSchema,
} from "../../../app/features/application-review/status-change-schema";
import {
  effectiveTemplates,
  loadMessageTemplates,
  saveMessageTemplates,
} from "../../../app/features/application-review/status-messages.server";
import { enqueueOutbox } from "../../../app/features/messaging/outbox-delivery.server";
import type { ApiEnv } from "../types";
import { idParam, validate } from "../validate";
import { actorOf, requireArea } from "./guard";

/** PUT /notices replaces every override at once: `{ overrides }` as GET answers it (`{}` for none). */
const noticesBody = z.object({ overrides: messageTemplatesSchema });

const documentParam = idParam.extend({ documentId: idParam.shape.id });

/** The notices' links point at the site the request came to, as the journey's do. */
const originOf = (url: string) => new URL(url).origin;

/**
 * The review workflow's writes under /api/console/application (area "application"), the same
 * feature functions as the console pages: PUT /:id/status and POST /status (bulk, all or
 * none) change statuses (409 when the workflow refuses or another change landed first), PUT
 * /:id/documents/:documentId/review accepts or flags a document, GET/PUT /notices read and
 * replace the notice templates (`{ overrides }`). The guard sits on each route rather than on the sub-app, so
 * other resources under /api/console/application (schedules: the developer's) keep their own.
 */
export const consoleApplicationReviewApi = new Hono<ApiEnv>()
  .get("/notices", requireArea("application"), async (c) => {
    const overrides = await loadMessageTemplates(c.var.scope.db);
    return c.json({ overrides, templates: effectiveTemplates(overrides) });
  })
  .put("/notices", requireArea("application"), validate("json", noticesBody), async (c) => {
    const overrides = await saveMessageTemplates(c.var.scope.db, c.req.valid("json").overrides, actorOf(c));
    return c.json({ overrides, templates: effectiveTemplates(overrides) });
  })
  .post("/status", requireArea("application"), validate("json", bulkStatusChangeSchema), async (c) => {
    const body = c.req.valid("json");
    const changed = await changeStatuses(c.var.scope.db, {
      ...body,
      actor: actorOf(c),
      origin: originOf(c.req.url),
      enqueue: (notices) => enqueueOutbox(c.var.scope, notices),
    });
    return c.json({ changed });
  })
  .put(
    "/:id/status",
    requireArea("application"),
    validate("param", idParam),
    validate("json", statusChangeSchema),
    async (c) => {
      const [changed] = await changeStatuses(c.var.scope.db, {
        ids: [c.req.valid("param").id],
        ...c.req.valid("json"),
        actor: actorOf(c),
        origin: originOf(c.req.url),
        enqueue: (notices) => enqueueOutbox(c.var.scope, notices),
      });
      return c.json({ changed });
    },
  )
  .put(
    "/:id/documents/:documentId/review",
    requireArea("application"),
    validate("param", documentParam),
    validate("json", documentReviewSchema),
    async (c) => {
      const { id, documentId } = c.req.valid("param");
      const decision = await reviewDocument(c.var.scope.db, {
        applicationId: id,
        documentId,
        decision: c.req.valid("json"),
        actor: actorOf(c),
        origin: originOf(c.req.url),
        enqueue: (notices) => enqueueOutbox(c.var.scope, notices),
      });
      return c.json({
        review: {
          decision: decision.decision,
          ...(decision.decision === "FLAGGED"
            ? { reason: decision.reason, fixDeadline: decision.fixDeadline.toISOString() }
            : {}),
        },
      });
    },
  );
