import { Hono } from "hono";
import {
  deleteRegistration,
  exportRegistrations,
  listRegistrations,
  type RegistrationRow,
  viewRegistration,
} from "../../../app/features/registration/registration-console.server";
import {
  registrationExportSchema,
  registrationFilterSchema,
} from "../../../app/features/registration/registration-filters";
import { formatDate } from "../../../app/lib/format";
import { createI18n } from "../../../app/lib/i18n/i18n.server";
import { xlsxResponse } from "../../../app/lib/xlsx.server";
import type { ApiEnv } from "../types";
import { idParam, validate } from "../validate";
import { actorOf, requireArea } from "./guard";

/** A registration in full (detail only): instants as ISO strings. */
const registrationJson = (r: RegistrationRow) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  supersededAt: r.supersededAt?.toISOString() ?? null,
});

/**
 * /api/console/registration (area "registration"), the same rules as the console page:
 * GET / the current registrations, filtered and paged, names and phones masked; GET /:id one
 * in full with its history (a personal-data view, audited); DELETE /:id the registrant and
 * their history; POST /export the filtered list as xlsx after the sub-password (audited with
 * the filter and the count).
 */
export const consoleRegistrationsApi = new Hono<ApiEnv>()
  .use(requireArea("registration"))
  .get("/", validate("query", registrationFilterSchema), async (c) => {
    const page = await listRegistrations(c.var.scope.db, c.req.valid("query"));
    return c.json({ ...page, items: page.items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
  })
  .post("/export", validate("json", registrationExportSchema), async (c) => {
    const actor = actorOf(c);
    const { t } = createI18n(c.var.scope.lang);
    const { sheet } = await exportRegistrations(c.var.scope.db, c.req.valid("json"), actor, t);
    return xlsxResponse(`registrations-${formatDate(actor.now).replaceAll("-", "")}.xlsx`, sheet);
  })
  .get("/:id", validate("param", idParam), async (c) => {
    const detail = await viewRegistration(c.var.scope.db, c.req.valid("param").id, actorOf(c));
    return c.json({
      registration: registrationJson(detail.registration),
      history: detail.history.map(registrationJson),
    });
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    await deleteRegistration(c.var.scope.db, c.req.valid("param").id, actorOf(c));
    return c.body(null, 204);
  });
