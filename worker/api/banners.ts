import { Hono } from "hono";
import { z } from "zod";
import {
  activeBannerImageKey,
  BANNER_CODE_PATTERN,
  listActiveBanners,
} from "../../app/features/banners/banners.server";
import { DomainError } from "../../app/lib/domain-error";
import { objectResponse } from "./object-response";
import type { ApiEnv } from "./types";
import { idParam, validate } from "./validate";

const code = z.string().regex(BANNER_CODE_PATTERN, "validation.banners.code");

/** GET /api/v1/banners/{code}: the active banners of that code, in order. */
export const bannersApi = new Hono<ApiEnv>()
  .get("/:code", validate("param", z.object({ code })), async (c) => {
    const list = await listActiveBanners(c.var.scope.db, c.req.valid("param").code);
    if (!list) throw new DomainError(404, "banner.notFound");
    return c.json({ banners: list });
  })
  .get("/:code/:id/image", validate("param", idParam.extend({ code })), async (c) => {
    const { db, files } = c.var.scope;
    const { code, id } = c.req.valid("param");
    const key = await activeBannerImageKey(db, code, id);
    const object = key ? await files.get(key) : null;
    if (!object) throw new DomainError(404, "banner.notFound");
    return objectResponse(object, "public, max-age=300");
  });
