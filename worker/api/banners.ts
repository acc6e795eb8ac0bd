import { Hono } from "hono";
import { z } from "zod";
import {
  activeBannerImageKey,
  BANNER_CODE_PATTERN,
  listActiveBanners,
} from "../../app/features/banners/banners.server";
import { ApiError } from "./errors";
import { objectResponse } from "./object-response";
import type { ApiEnv } from "./types";
import { validate } from "./validate";

const code = z.string().regex(BANNER_CODE_PATTERN, "배너 코드를 확인해주세요");
const NOT_FOUND = "배너를 찾을 수 없습니다";

/** GET /api/v1/banners/{code}: the active banners of that code, in order. */
export const bannersApi = new Hono<ApiEnv>()
  .get("/:code", validate("param", z.object({ code })), async (c) => {
    const list = await listActiveBanners(c.var.scope.db, c.req.valid("param").code);
    if (!list) throw new ApiError(404, NOT_FOUND);
    return c.json({ banners: list });
  })
  .get(
    "/:code/:id/image",
    validate("param", z.object({ code, id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, NOT_FOUND) })),
    async (c) => {
      const { db, files } = c.var.scope;
      const { code, id } = c.req.valid("param");
      const key = await activeBannerImageKey(db, code, id);
      const object = key ? await files.get(key) : null;
      if (!object) throw new ApiError(404, NOT_FOUND);
      return objectResponse(object, "public, max-age=300");
    },
  );
