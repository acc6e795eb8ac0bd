import { Hono } from "hono";
import { z } from "zod";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  readPhoto,
  storePhotos,
} from "../../app/features/photos/photos.server";
import { DomainError } from "../../app/lib/domain-error";
import { actorOf, requireArea } from "./console/guard";
import { objectResponse } from "./object-response";
import type { ApiEnv } from "./types";
import { validate } from "./validate";

const NO_FILES = "photo.noFiles";
const file = z.instanceof(File, { error: NO_FILES });
/** `files[]` (as the old site named it, docs/product.md §7.2) or repeated `files`. */
const uploadSchema = z
  .object({
    "files[]": z.array(file, { error: NO_FILES }).optional(),
    files: z.union([file, z.array(file)], { error: NO_FILES }).optional(),
  })
  .transform((v) => [...(v["files[]"] ?? []), ...[v.files ?? []].flat()]);

const nameParam = z.object({ name: z.string().max(64) });

/**
 * POST /api/editor/photos: images for the console's editors, for any console manager (area
 * "dashboard": the console scope), checked by their bytes and stored under server-built
 * keys. GET /api/editor/photos/:name serves them to everyone: they appear on public pages.
 */
export const editorApi = new Hono<ApiEnv>()
  .post(
    "/photos",
    requireArea("dashboard"),
    async (c, next) => {
      // Refuse an oversized body before reading it.
      const length = Number(c.req.header("content-length") ?? 0);
      if (length > MAX_PHOTOS_PER_UPLOAD * MAX_PHOTO_BYTES + 1024 * 1024) throw new DomainError(413, "api.tooLarge");
      await next();
    },
    validate("form", uploadSchema),
    async (c) => {
      const { db, files } = c.var.scope;
      const stored = await storePhotos(db, files, c.req.valid("form"), actorOf(c));
      return c.json({ urls: stored.map((p) => p.url), files: stored }, 201);
    },
  )
  .get("/photos/:name", validate("param", nameParam), async (c) => {
    const object = await readPhoto(c.var.scope.files, c.req.valid("param").name);
    if (!object) throw new DomainError(404, "photo.notFound");
    return objectResponse(object, "public, max-age=31536000, immutable", { "content-disposition": "inline" });
  });
