import { Hono } from "hono";
import { downloadResponse } from "../../../app/features/managed-content/attachments.server";
import { publicListQuerySchema } from "../../../app/features/managed-content/managed-schema";
import { noticeDetailJson, noticeSummaryJson } from "../../../app/features/notices/notice-json.server";
import { getNoticeFile, getPublishedNotice, listPublishedNotices } from "../../../app/features/notices/notices.server";
import { DomainError } from "../../../app/lib/domain-error";
import type { ApiEnv } from "../types";
import { idParam, validate } from "../validate";

const fileParam = idParam.extend({ fileId: idParam.shape.id });

/**
 * /api/v1/center/notifications: published notices (paged, searched by `q`), one notice with
 * its files and neighbours, and a file streamed under its original name.
 */
export const noticesApi = new Hono<ApiEnv>()
  .get("/", validate("query", publicListQuerySchema), async (c) => {
    const { db, now } = c.var.scope;
    const page = await listPublishedNotices(db, c.req.valid("query"), now());
    return c.json({ ...page, items: page.items.map(noticeSummaryJson) });
  })
  .get("/:id", validate("param", idParam), async (c) => {
    const { db, now } = c.var.scope;
    return c.json({ notification: noticeDetailJson(await getPublishedNotice(db, c.req.valid("param").id, now())) });
  })
  .get("/:id/attachments/:fileId", validate("param", fileParam), async (c) => {
    const { id, fileId } = c.req.valid("param");
    const { db, files } = c.var.scope;
    const response = await downloadResponse(files, await getNoticeFile(db, id, fileId));
    if (!response) throw new DomainError(404, "attachment.notFound");
    return response;
  });
