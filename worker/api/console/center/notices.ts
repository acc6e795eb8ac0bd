import { Hono } from "hono";
import { downloadResponse } from "../../../../app/features/managed-content/attachments.server";
import { consoleListQuerySchema, managedFlagsSchema } from "../../../../app/features/managed-content/managed-schema";
import { consoleNoticeJson, consoleNoticeListJson } from "../../../../app/features/notices/notice-json.server";
import { noticeInputSchema } from "../../../../app/features/notices/notice-schema";
import {
  createNotice,
  deleteNotice,
  getNoticeFile,
  getNoticeForConsole,
  listNoticesForConsole,
  setNoticeFlags,
  updateNotice,
} from "../../../../app/features/notices/notices.server";
import { DomainError } from "../../../../app/lib/domain-error";
import type { ApiEnv } from "../../types";
import { attachmentsFormSchema } from "../../upload-form";
import { idParam, validate } from "../../validate";
import { actorOf, requireArea } from "../guard";

const fileParam = idParam.extend({ fileId: idParam.shape.id });
const uploads = attachmentsFormSchema("attachment.noFiles");

/**
 * /api/console/center/notifications (area "notifications"): every notice, searched and
 * filtered by status; create, replace, pin or publish (PATCH), delete; files added as
 * multipart `files[]` and removed one by one.
 */
export const consoleNoticesApi = new Hono<ApiEnv>()
  .use(requireArea("notifications"))
  .get("/", validate("query", consoleListQuerySchema), async (c) => {
    const page = await listNoticesForConsole(c.var.scope.db, c.req.valid("query"));
    return c.json({ ...page, items: page.items.map(consoleNoticeListJson) });
  })
  .post("/", validate("json", noticeInputSchema), async (c) => {
    const { db, files } = c.var.scope;
    const notice = await createNotice(db, files, c.req.valid("json"), [], actorOf(c));
    return c.json({ notification: consoleNoticeJson(notice) }, 201);
  })
  .get("/:id", validate("param", idParam), async (c) => {
    return c.json({
      notification: consoleNoticeJson(await getNoticeForConsole(c.var.scope.db, c.req.valid("param").id)),
    });
  })
  .put("/:id", validate("param", idParam), validate("json", noticeInputSchema), async (c) => {
    const { db, files } = c.var.scope;
    const notice = await updateNotice(db, files, c.req.valid("param").id, c.req.valid("json"), {}, actorOf(c));
    return c.json({ notification: consoleNoticeJson(notice) });
  })
  .patch("/:id", validate("param", idParam), validate("json", managedFlagsSchema), async (c) => {
    const notice = await setNoticeFlags(c.var.scope.db, c.req.valid("param").id, c.req.valid("json"), actorOf(c));
    return c.json({ notification: consoleNoticeJson(notice) });
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    const { db, files } = c.var.scope;
    await deleteNotice(db, files, c.req.valid("param").id, actorOf(c));
    return c.body(null, 204);
  })
  .post("/:id/attachments", validate("param", idParam), validate("form", uploads), async (c) => {
    const { db, files } = c.var.scope;
    const id = c.req.valid("param").id;
    const { files: uploaded, confirmUnreadable } = c.req.valid("form");
    if (!uploaded.length) throw new DomainError(400, "attachment.noFiles", "files");
    const notice = await updateNotice(db, files, id, null, { uploads: uploaded, confirmUnreadable }, actorOf(c));
    return c.json({ notification: consoleNoticeJson(notice) }, 201);
  })
  .get("/:id/attachments/:fileId", validate("param", fileParam), async (c) => {
    const { id, fileId } = c.req.valid("param");
    const { db, files } = c.var.scope;
    const response = await downloadResponse(files, await getNoticeFile(db, id, fileId, true));
    if (!response) throw new DomainError(404, "attachment.notFound");
    return response;
  })
  .delete("/:id/attachments/:fileId", validate("param", fileParam), async (c) => {
    const { id, fileId } = c.req.valid("param");
    const { db, files } = c.var.scope;
    const notice = await updateNotice(db, files, id, null, { remove: [fileId] }, actorOf(c));
    return c.json({ notification: consoleNoticeJson(notice) });
  });
