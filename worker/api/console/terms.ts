import { Hono } from "hono";
import { z } from "zod";
import { createTermSchema, publishTermVersionSchema, updateTermSchema } from "../../../app/features/terms/term-schema";
import {
  createTerm,
  getTermForConsole,
  listTermsForConsole,
  publishTermVersion,
  type TermSummary,
  updateTerm,
  withdrawScheduledVersion,
} from "../../../app/features/terms/terms-console.server";
import type { ApiEnv } from "../types";
import { idParam, validate } from "../validate";
import { actorOf, requireArea } from "./guard";

const versionNumber = z.coerce
  .number({ error: "validation.recordId" })
  .int("validation.recordId")
  .min(1, "validation.recordId");

type Detail = Awaited<ReturnType<typeof getTermForConsole>>;
type Version = Detail["versions"][number];

const versionJson = (v: Version) => ({
  version: v.version,
  body: v.body,
  effectiveAt: v.effectiveAt.toISOString(),
  createdAt: v.createdAt.toISOString(),
});

function detailJson({ term, versions }: Detail) {
  return {
    term: {
      id: term.id,
      code: term.code,
      title: term.title,
      required: term.required,
      createdAt: term.createdAt.toISOString(),
      updatedAt: term.updatedAt.toISOString(),
    },
    versions: versions.map(versionJson),
  };
}

/**
 * /api/console/terms (area "terms"): list, create a term with its first version, change a
 * term's title or required flag, publish a new version, withdraw the latest version while it
 * still waits for its date. A version once in force is never edited or deleted.
 */
export const consoleTermsApi = new Hono<ApiEnv>()
  .use(requireArea("terms"))
  .get("/", async (c) => {
    const { db, now } = c.var.scope;
    const terms = await listTermsForConsole(db, now());
    const ref = (v: TermSummary["inForce"]) => v && { version: v.version, effectiveAt: v.effectiveAt.toISOString() };
    return c.json({
      terms: terms.map((t) => ({
        ...t,
        inForce: ref(t.inForce),
        scheduled: ref(t.scheduled),
        updatedAt: t.updatedAt.toISOString(),
      })),
    });
  })
  .post("/", validate("json", createTermSchema), async (c) => {
    return c.json(detailJson(await createTerm(c.var.scope.db, c.req.valid("json"), actorOf(c))), 201);
  })
  .get("/:id", validate("param", idParam), async (c) => {
    return c.json(detailJson(await getTermForConsole(c.var.scope.db, c.req.valid("param").id)));
  })
  .put("/:id", validate("param", idParam), validate("json", updateTermSchema), async (c) => {
    const updated = await updateTerm(c.var.scope.db, c.req.valid("param").id, c.req.valid("json"), actorOf(c));
    return c.json(detailJson(updated));
  })
  .post("/:id/versions", validate("param", idParam), validate("json", publishTermVersionSchema), async (c) => {
    const { id } = c.req.valid("param");
    const version = await publishTermVersion(c.var.scope.db, id, c.req.valid("json"), actorOf(c));
    return c.json({ version: versionJson(version) }, 201);
  })
  .delete("/:id/versions/:version", validate("param", idParam.extend({ version: versionNumber })), async (c) => {
    const { id, version } = c.req.valid("param");
    await withdrawScheduledVersion(c.var.scope.db, id, version, actorOf(c));
    return c.body(null, 204);
  });
