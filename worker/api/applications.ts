import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { openSession } from "../../app/features/applications/applicant-verification.server";
import { applicantApplication, requireSession } from "../../app/features/applications/application-access.server";
import { discardEdit, saveSteps } from "../../app/features/applications/application-draft.server";
import { FORM_STEPS } from "../../app/features/applications/application-form";
import { type ApplicationParts, loadApplication } from "../../app/features/applications/application-records.server";
import { startApplication } from "../../app/features/applications/application-start.server";
import { saveEdit, submitApplication, tokenSchema } from "../../app/features/applications/application-submit.server";
import {
  applicationsOfPerson,
  applicationView,
  versionViews,
} from "../../app/features/applications/application-views.server";
import { uploadDocument } from "../../app/features/applications/document-upload.server";
import { deleteDocument, documentView } from "../../app/features/applications/documents.server";
import { inquiryPath } from "../../app/features/applications/paths";
import { ID_PATTERN } from "../../app/features/identity/verification-input";
import { SUBMITTED_HEADER } from "../../app/features/waiting-room/waiting-room.server";
import { setCookiesOn } from "../../app/lib/cookies";
import { errorJson } from "./errors";
import { checkOrigin } from "./same-origin";
import type { ApiEnv } from "./types";
import { validate } from "./validate";

/** Every write here rides on the applicant's cookies: it must come from a page of this site. */
const sameSiteWrites = createMiddleware<ApiEnv>(async (c, next) => {
  checkOrigin(c.req.raw, { requireHeader: true });
  await next();
});

const listQuery = z.object({
  verification: z.string().regex(ID_PATTERN, "validation.invalidInput").optional(),
});

const startBody = z.object({
  verificationId: z.string({ error: "validation.invalidInput" }).regex(ID_PATTERN, "validation.invalidInput"),
  terms: z.array(z.string().max(40), { error: "validation.agreement.unknown" }).max(10),
});

/** A step's fields as JSON: strings as the form posts them; booleans and numbers are taken as their text. */
const stepValues = z.record(z.string(), z.union([z.string().max(300), z.boolean(), z.number()]));

const putBody = z
  .object({
    steps: z.partialRecord(z.enum(FORM_STEPS), stepValues).optional(),
    /** Submit a draft, or save the edit of a submitted application, with this attempt's token. */
    submit: tokenSchema.optional(),
    /** Drop the edit in progress of a submitted application. */
    discard: z.literal(true).optional(),
  })
  .strict();

const nameParam = z.object({
  id: z.string(),
  name: z.string().regex(/^[a-zA-Z]{1,20}(-\d{1,2})?$/, "validation.application.documentName"),
});

/** A step's field errors under the step's name ("details.email"), as the whole body names them. */
function prefixed(error: unknown, step: string): unknown {
  // The issues are plain objects; zod types their paths read-only.
  if (error instanceof z.core.$ZodError) for (const issue of error.issues) (issue.path as PropertyKey[]).unshift(step);
  return error;
}

/**
 * The applicant's API (docs/product.md §7.2: application GET, GET /{id}, POST, PUT /{id} and the
 * uploads), on the same server functions as the pages. Start with POST (a verification this
 * browser completed, and the terms agreed): it sets the applicant-session cookie that every
 * other call needs; later, GET /?verification= (a new verification for "inquiry") sets it
 * again. Another person's application answers 404 like one that does not exist.
 */
export const applicationsApi = new Hono<ApiEnv>()
  .use(sameSiteWrites)
  .get("/", validate("query", listQuery), async (c) => {
    const { db, now } = c.var.scope;
    const { verification } = c.req.valid("query");
    let personKey: string | undefined;
    if (verification) {
      // Coming back later: a new verification (for "inquiry") opens the session again.
      const opened = await openSession(c.var.scope, c.req.raw, verification, "inquiry", (rows) => rows[0]);
      setCookiesOn(c, [opened.setCookie]);
      personKey = opened.row.personKey;
    } else {
      const session = await requireSession(c.var.scope, c.req.raw);
      personKey = (await loadApplication(db, session.applicationId))?.personKey;
    }
    const rows = personKey ? await applicationsOfPerson(db, personKey) : [];
    return c.json({ items: await Promise.all(rows.map((row) => applicationView(db, row, now()))) });
  })
  .post("/", validate("json", startBody), async (c) => {
    const scope = c.var.scope;
    const body = c.req.valid("json");
    const started = await startApplication(scope, c.req.raw, {
      verificationId: body.verificationId,
      agreed: body.terms.map((code) => ({ code })),
    });
    setCookiesOn(c, [started.setCookie]);
    c.header("Location", `/api/v1/application/${started.row.id}`);
    // One application per person per round: the way to the existing one is its Location
    // (and the session just set opens it).
    if (started.kind === "existing") return errorJson(c, "application.duplicate", 409);
    return c.json(
      await applicationView(scope.db, started.row, scope.now(), started.parts),
      started.kind === "created" ? 201 : 200,
    );
  })
  .get("/:id", async (c) => {
    const { db, now } = c.var.scope;
    const { row, parts } = await applicantApplication(c.var.scope, c.req.raw, c.req.param("id"));
    const [view, versions] = await Promise.all([applicationView(db, row, now(), parts), versionViews(db, row.id)]);
    return c.json({ ...view, versions });
  })
  .put("/:id", validate("json", putBody), async (c) => {
    const scope = c.var.scope;
    const body = c.req.valid("json");
    const found = await applicantApplication(scope, c.req.raw, c.req.param("id"));
    let { row } = found;
    // The parts read with the row stay true through the steps and a submit (neither touches
    // documents or the round); a discard reads them again.
    let known: Partial<ApplicationParts> = found.parts;
    if (body.discard) {
      await discardEdit(scope, row);
      known = {};
    }
    // The steps in the form's order, all in one statement (each checked given those before it).
    const steps = FORM_STEPS.flatMap((step) => {
      const values = body.steps?.[step];
      return values
        ? [[step, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]))] as const]
        : [];
    });
    if (steps.length) ({ row } = await saveSteps(scope, row, steps, prefixed, known.round));
    if (body.submit) {
      const url = (id: string) => new URL(inquiryPath(id), c.req.url).href;
      const saved =
        row.status === "DRAFT"
          ? await submitApplication(scope, row, body.submit, url, known)
          : await saveEdit(scope, row, body.submit, url, known);
      row = saved.row ?? (await loadApplication(scope.db, saved.id)) ?? row;
      // The waiting room's gate frees this applicant's place on it (and removes it).
      c.header(SUBMITTED_HEADER, "1");
    } else if (body.discard) {
      row = (await loadApplication(scope.db, row.id)) ?? row;
    }
    return c.json(await applicationView(scope.db, row, scope.now(), known));
  })
  .post("/:id/upload", async (c) => {
    const scope = c.var.scope;
    const { row, parts } = await applicantApplication(scope, c.req.raw, c.req.param("id"));
    const doc = await uploadDocument(scope, c.req.raw, row, { known: parts });
    return c.json(documentView(doc), 201);
  })
  .delete("/:id/upload/:name", validate("param", nameParam), async (c) => {
    const scope = c.var.scope;
    const { row } = await applicantApplication(scope, c.req.raw, c.req.param("id"));
    await deleteDocument(scope, row, c.req.valid("param").name);
    return c.body(null, 204);
  });
