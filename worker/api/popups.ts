import { Hono } from "hono";
import { activePopupImageKey, listActivePopups } from "../../app/features/popups/popups.server";
import { DomainError } from "../../app/lib/domain-error";
import { fileResponse } from "../../app/lib/file-response";
import type { ApiEnv } from "./types";
import { idParam, validate } from "./validate";

/** GET /api/v1/popups: the popups shown now; GET /api/v1/popups/:id/image: a shown popup's image. */
export const popups = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const { db, now } = c.var.scope;
    return c.json({ popups: await listActivePopups(db, now()) });
  })
  .get("/:id/image", validate("param", idParam), async (c) => {
    const { db, files, now } = c.var.scope;
    const key = await activePopupImageKey(db, c.req.valid("param").id, now());
    const object = key ? await files.get(key) : null;
    if (!object) throw new DomainError(404, "popup.notFound");
    return fileResponse(object, { kind: "image" });
  });
