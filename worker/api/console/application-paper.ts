import { Hono } from "hono";
import { z } from "zod";
import {
  createPaperDraft,
  loadPaperApplication,
  paperDocuments,
  parsePaper,
  replacePaperDocument,
  submitPaperApplication,
  uploadPaperDocument,
} from "../../../app/features/application-review/paper-entry.server";
import { paperValuesOfJson } from "../../../app/features/application-review/paper-schema";
import { documentView } from "../../../app/features/applications/documents.server";
import { inquiryPath } from "../../../app/features/applications/paths";
import type { ApiEnv } from "../types";
import { idParam, validate } from "../validate";
import { actorOf, requireArea } from "./guard";

/** The body is read as JSON here (malformed JSON or another type: 400); the paper schema checks its fields. */
const jsonObject = z.record(z.string(), z.unknown(), { error: "validation.invalidInput" });

/**
 * Paper applications (area "application"), in the journey's two steps:
 * - POST /api/console/application (JSON, the paper form's fields; booleans may be JSON
 *   booleans) makes the paper draft: 201 with its id and the documents it needs;
 * - POST /api/console/application/:id/documents (multipart/form-data: `name` = the slot,
 *   then `upload` = the file, last; one file a request, streamed into R2): a draft's document,
 *   or, once registered, a new file for a flagged document (the applicant's fix rules);
 * - POST /api/console/application/:id/submit registers it: 200 { id, receiptNo, version }.
 * Each route carries its own guard, so this sub-app guards nothing else mounted at the same base.
 */
export const consolePaperApi = new Hono<ApiEnv>()
  .post("/", requireArea("application"), validate("json", jsonObject), async (c) => {
    const scope = c.var.scope;
    const input = await parsePaper(scope, paperValuesOfJson(c.req.valid("json")));
    const row = await createPaperDraft(scope, input, actorOf(c));
    const { items, documents, missing } = await paperDocuments(scope, row);
    return c.json(
      {
        application: {
          id: row.id,
          status: row.status,
          channel: row.channel,
          checklist: items,
          documents: documents.map(documentView),
          missing,
        },
      },
      201,
    );
  })
  .post("/:id/documents", requireArea("application"), validate("param", idParam), async (c) => {
    const scope = c.var.scope;
    const row = await loadPaperApplication(scope, c.req.valid("param").id);
    const document =
      row.status === "DRAFT"
        ? await uploadPaperDocument(scope, c.req.raw, row)
        : await replacePaperDocument(scope, c.req.raw, row, actorOf(c));
    return c.json({ document: documentView(document) }, 201);
  })
  .post("/:id/submit", requireArea("application"), validate("param", idParam), async (c) => {
    const url = (id: string) => new URL(inquiryPath(id), c.req.url).href;
    return c.json(await submitPaperApplication(c.var.scope, c.req.valid("param").id, actorOf(c), url));
  });
