import { z } from "zod";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  readPhoto,
  storePhotos,
} from "../../app/features/photos/photos.server";
import { actorOf, consoleApp } from "./console/admin-errors";
import { requireArea } from "./console/guard";
import { ApiError } from "./errors";
import { objectResponse } from "./object-response";
import { validate } from "./validate";

const NO_FILES = "올릴 사진을 선택해주세요";
const TOO_LARGE = "한 번에 올릴 수 있는 크기를 넘었습니다";
const NOT_FOUND = "사진을 찾을 수 없습니다";

const file = z.instanceof(File, { error: NO_FILES });
/** `files[]` (as SPEC.md names it) or repeated `files`. */
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
export const editorApi = consoleApp()
  .post(
    "/photos",
    requireArea("dashboard"),
    async (c, next) => {
      // Refuse an oversized body before reading it.
      const length = Number(c.req.header("content-length") ?? 0);
      if (length > MAX_PHOTOS_PER_UPLOAD * MAX_PHOTO_BYTES + 1024 * 1024) throw new ApiError(413, TOO_LARGE);
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
    if (!object) throw new ApiError(404, NOT_FOUND);
    return objectResponse(object, "public, max-age=31536000, immutable", { "content-disposition": "inline" });
  });
