import { Hono } from "hono";
import { consoleDownloadJson, consoleDownloadListJson } from "../../../../app/features/downloads/download-json.server";
import { downloadInputSchema } from "../../../../app/features/downloads/download-schema";
import {
  createDownload,
  deleteDownload,
  getDownloadFile,
  getDownloadForConsole,
  listDownloadsForConsole,
  setDownloadFlags,
  updateDownload,
} from "../../../../app/features/downloads/downloads.server";
import { downloadResponse } from "../../../../app/features/managed-content/attachments.server";
import { consoleListQuerySchema, managedFlagsSchema } from "../../../../app/features/managed-content/managed-schema";
import { DomainError } from "../../../../app/lib/domain-error";
import type { ApiEnv } from "../../types";
import { attachmentsFormSchema } from "../../upload-form";
import { idParam, validate } from "../../validate";
import { actorOf, requireArea } from "../guard";

const fileParam = idParam.extend({ fileId: idParam.shape.id });
const uploads = attachmentsFormSchema("attachment.noFiles");

/**
 * /api/console/center/downloads (area "downloads"): every entry, searched and filtered by
 * status; create, replace, pin or publish (PATCH), delete; files added as multipart
 * `files[]` and removed one by one.
 */
export const consoleDownloadsApi = new Hono<ApiEnv>()
  .use(requireArea("downloads"))
  .get("/", validate("query", consoleListQuerySchema), async (c) => {
    const page = await listDownloadsForConsole(c.var.scope.db, c.req.valid("query"));
    return c.json({ ...page, items: page.items.map(consoleDownloadListJson) });
  })
  .post("/", validate("json", downloadInputSchema), async (c) => {
    const { db, files } = c.var.scope;
    const download = await createDownload(db, files, c.req.valid("json"), [], actorOf(c));
    return c.json({ download: consoleDownloadJson(download) }, 201);
  })
  .get("/:id", validate("param", idParam), async (c) => {
    return c.json({
      download: consoleDownloadJson(await getDownloadForConsole(c.var.scope.db, c.req.valid("param").id)),
    });
  })
  .put("/:id", validate("param", idParam), validate("json", downloadInputSchema), async (c) => {
    const { db, files } = c.var.scope;
    const download = await updateDownload(db, files, c.req.valid("param").id, c.req.valid("json"), {}, actorOf(c));
    return c.json({ download: consoleDownloadJson(download) });
  })
  .patch("/:id", validate("param", idParam), validate("json", managedFlagsSchema), async (c) => {
    const download = await setDownloadFlags(c.var.scope.db, c.req.valid("param").id, c.req.valid("json"), actorOf(c));
    return c.json({ download: consoleDownloadJson(download) });
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    const { db, files } = c.var.scope;
    await deleteDownload(db, files, c.req.valid("param").id, actorOf(c));
    return c.body(null, 204);
  })
  .post("/:id/files", validate("param", idParam), validate("form", uploads), async (c) => {
    const { db, files } = c.var.scope;
    const { files: uploaded, confirmUnreadable } = c.req.valid("form");
    if (!uploaded.length) throw new DomainError(400, "attachment.noFiles", "files");
    const download = await updateDownload(
      db,
      files,
      c.req.valid("param").id,
      null,
      { uploads: uploaded, confirmUnreadable },
      actorOf(c),
    );
    return c.json({ download: consoleDownloadJson(download) }, 201);
  })
  .get("/:id/files/:fileId", validate("param", fileParam), async (c) => {
    const { id, fileId } = c.req.valid("param");
    const { db, files } = c.var.scope;
    const response = await downloadResponse(files, await getDownloadFile(db, id, fileId, true));
    if (!response) throw new DomainError(404, "attachment.notFound");
    return response;
  })
  .delete("/:id/files/:fileId", validate("param", fileParam), async (c) => {
    const { id, fileId } = c.req.valid("param");
    const { db, files } = c.var.scope;
    const download = await updateDownload(db, files, id, null, { remove: [fileId] }, actorOf(c));
    return c.json({ download: consoleDownloadJson(download) });
  });
