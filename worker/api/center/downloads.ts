import { Hono } from "hono";
import { downloadDetailJson, downloadSummaryJson } from "../../../app/features/downloads/download-json.server";
import {
  getDownloadFile,
  getPublishedDownload,
  listPublishedDownloads,
} from "../../../app/features/downloads/downloads.server";
import { downloadResponse } from "../../../app/features/managed-content/attachments.server";
import { publicListQuerySchema } from "../../../app/features/managed-content/managed-schema";
import { DomainError } from "../../../app/lib/domain-error";
import type { ApiEnv } from "../types";
import { idParam, validate } from "../validate";

const fileParam = idParam.extend({ fileId: idParam.shape.id });

/** /api/v1/center/downloads: published entries (paged, `q`), one entry, and a file streamed under its name. */
export const downloadsApi = new Hono<ApiEnv>()
  .get("/", validate("query", publicListQuerySchema), async (c) => {
    const page = await listPublishedDownloads(c.var.scope.db, c.req.valid("query"));
    return c.json({ ...page, items: page.items.map(downloadSummaryJson) });
  })
  .get("/:id", validate("param", idParam), async (c) => {
    return c.json({
      download: downloadDetailJson(await getPublishedDownload(c.var.scope.db, c.req.valid("param").id)),
    });
  })
  .get("/:id/files/:fileId", validate("param", fileParam), async (c) => {
    const { id, fileId } = c.req.valid("param");
    const { db, files } = c.var.scope;
    const response = await downloadResponse(files, await getDownloadFile(db, id, fileId));
    if (!response) throw new DomainError(404, "attachment.notFound");
    return response;
  });
