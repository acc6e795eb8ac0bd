import { z } from "zod";
import { popupSchema } from "../../../app/features/popups-admin/popup-schema";
import {
  createPopup,
  deletePopup,
  getPopupForConsole,
  listPopupsForConsole,
  popupJson,
  updatePopup,
} from "../../../app/features/popups-admin/popups-admin.server";
import { validate } from "../validate";
import { actorOf, consoleApp } from "./admin-errors";
import { requireArea } from "./guard";

const idParam = z.object({ id: z.string().min(1).max(64) });

/** /api/console/popups (area "popups"): every popup with its period, order and active flag. */
export const popupsAdminApi = consoleApp()
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
