import { Hono } from "hono";
import { z } from "zod";
import { BANNER_CODE_PATTERN } from "../../app/features/banners/banner-schema";
import { activeBannerImageKey, listActiveBanners } from "../../app/features/banners/banners.server";
import { DomainError } from "../../app/lib/domain-error";
import { fileResponse } from "../../app/lib/file-response";
import type { ApiEnv } from "./types";
import { idParam, validate } from "./validate";

const code = z.string().regex(BANNER_CODE_PATTERN, "validation.banners.code");

/**
 * GET /api/v1/banners/{code}: the banners of that code shown now (active, within their
 * period), in order, in the request's language where translated; GET …/{id}/image their photo.
 */
export const bannersApi = new Hono<ApiEnv>()
  .get("/:code", validate("param", z.object({ code })), async (c) => {
    const { db, now, lang } = c.var.scope;
    const list = await listActiveBanners(db, c.req.valid("param").code, now(), lang);
    if (!list) throw new DomainError(404, "banner.notFound");
    return c.json({ banners: list });
  })
  .get("/:code/:id/image", validate("param", idParam.extend({ code })), async (c) => {
    const { db, files, now } = c.var.scope;
    const { code, id } = c.req.valid("param");
    const key = await activeBannerImageKey(db, code, id, now());
    const object = key ? await files.get(key) : null;
    if (!object) throw new DomainError(404, "banner.notFound");
    return fileResponse(object, { kind: "image" });
  });
