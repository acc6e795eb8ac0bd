import { Hono } from "hono";
import { z } from "zod";
import { activePopupImageKey, listActivePopups } from "../../app/features/popups/popups.server";
import { ApiError } from "./errors";
import { objectResponse } from "./object-response";
import type { ApiEnv } from "./types";
import { validate } from "./validate";

const NOT_FOUND = "팝업을 찾을 수 없습니다";
const idParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "팝업 번호를 확인해주세요") });

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
    if (!object) throw new ApiError(404, NOT_FOUND);
    return objectResponse(object, "public, max-age=300");
  });
