import { Hono } from "hono";
import { z } from "zod";
import { readPhoto, storePhotos } from "../../app/features/photos/photos.server";
import { DomainError } from "../../app/lib/domain-error";
import { fileResponse } from "../../app/lib/file-response";
import { actorOf, requireArea } from "./console/guard";
import type { ApiEnv } from "./types";
import { filesFormSchema } from "./upload-form";
import { validate } from "./validate";

const uploadSchema = filesFormSchema("photo.noFiles");

const nameParam = z.object({ name: z.string().max(64) });

/**
 * POST /api/editor/photos: images for the console's editors, for any console manager (area
 * "dashboard": the console scope), checked by their bytes and stored under server-built
 * keys. GET /api/editor/photos/:name serves them to everyone: they appear on public pages.
 */
export const editorApi = new Hono<ApiEnv>()
  .post("/photos", requireArea("dashboard"), validate("form", uploadSchema), async (c) => {
    const { db, files } = c.var.scope;
    const stored = await storePhotos(db, files, c.req.valid("form"), actorOf(c));
    return c.json({ urls: stored.map((p) => p.url), files: stored }, 201);
  })
  .get("/photos/:name", validate("param", nameParam), async (c) => {
    const object = await readPhoto(c.var.scope.files, c.req.valid("param").name);
    if (!object) throw new DomainError(404, "photo.notFound");
    return fileResponse(object, { kind: "photo" });
  });
