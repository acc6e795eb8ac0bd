import { Hono } from "hono";
import { popupSchema } from "../../../app/features/popups/popup-schema";
import {
  createPopup,
  deletePopup,
  getPopupForConsole,
  listPopupsForConsole,
  popupJson,
  updatePopup,
} from "../../../app/features/popups/popups.server";
import type { ApiEnv } from "../types";
import { idParam, validate } from "../validate";
import { actorOf, requireArea } from "./guard";

/** /api/console/popups (area "popups"): every popup with its period, order and active flag. */
export const consolePopupsApi = new Hono<ApiEnv>()
  .use(requireArea("popups"))
  .get("/", async (c) => c.json({ popups: (await listPopupsForConsole(c.var.scope.db)).map(popupJson) }))
  .post("/", validate("json", popupSchema), async (c) => {
    return c.json({ popup: popupJson(await createPopup(c.var.scope.db, c.req.valid("json"), actorOf(c))) }, 201);
  })
  .get("/:id", validate("param", idParam), async (c) => {
    return c.json({ popup: popupJson(await getPopupForConsole(c.var.scope.db, c.req.valid("param").id)) });
  })
  .put("/:id", validate("param", idParam), validate("json", popupSchema), async (c) => {
    const popup = await updatePopup(c.var.scope.db, c.req.valid("param").id, c.req.valid("json"), actorOf(c));
    return c.json({ popup: popupJson(popup) });
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    await deletePopup(c.var.scope.db, c.req.valid("param").id, actorOf(c));
    return c.body(null, 204);
  });
