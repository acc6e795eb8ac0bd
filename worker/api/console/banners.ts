import { Hono } from "hono";
import { z } from "zod";
import { BANNER_CODE_PATTERN, bannerSchema, HERO_BANNER_CODE } from "../../../app/features/banners/banner-schema";
import {
  bannerJson,
  createBanner,
  deleteBanner,
  getBannerForConsole,
  listBannersForConsole,
  updateBanner,
} from "../../../app/features/banners/banners.server";
import type { ApiEnv } from "../types";
import { idParam, validate } from "../validate";
import { actorOf, requireArea } from "./guard";

const listQuery = z.object({
  code: z.string().regex(BANNER_CODE_PATTERN, "validation.banners.code").default(HERO_BANNER_CODE),
});

/**
 * /api/console/banners (area "banners", the popups' scope): the banners of a code (`?code=`,
 * the home hero's "main" by default), create, read, replace, delete, each change audited.
 * Photos come from POST /api/editor/photos (their key), or a site illustration is named.
 */
export const consoleBannersApi = new Hono<ApiEnv>()
  .use(requireArea("banners"))
  .get("/", validate("query", listQuery), async (c) => {
    const list = await listBannersForConsole(c.var.scope.db, c.req.valid("query").code);
    return c.json({ banners: list.map(bannerJson) });
  })
  .post("/", validate("json", bannerSchema), async (c) => {
    return c.json({ banner: bannerJson(await createBanner(c.var.scope.db, c.req.valid("json"), actorOf(c))) }, 201);
  })
  .get("/:id", validate("param", idParam), async (c) => {
    return c.json({ banner: bannerJson(await getBannerForConsole(c.var.scope.db, c.req.valid("param").id)) });
  })
  .put("/:id", validate("param", idParam), validate("json", bannerSchema), async (c) => {
    const banner = await updateBanner(c.var.scope.db, c.req.valid("param").id, c.req.valid("json"), actorOf(c));
    return c.json({ banner: bannerJson(banner) });
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    await deleteBanner(c.var.scope.db, c.req.valid("param").id, actorOf(c));
    return c.body(null, 204);
  });
