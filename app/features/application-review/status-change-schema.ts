import { z } from "zod";
import { NOTE_REQUIRED, TARGET_STATUSES, type TargetStatus } from "./status-workflow";

/*
 * A status change as the console page and the API take it (client-safe: the page checks
 * with it in the browser too). Fields in the order the page shows them.
 */

/** A history note: a few sentences, kept with the change and shown to managers only. */
export const STATUS_NOTE_MAX = 500;
/**
 * How many applications one bulk change may take: it is one D1 batch of up to five statements
 * each (status, history, e-mail, SMS, audit), well inside a Worker's query limits.
 */
export const BULK_MAX = 50;

const applicationId = z
  .string({ error: "validation.applicationFlow.ids" })
  .regex(/^[0-9a-f]{32}$/, "validation.applicationFlow.ids");

/** The selected applications: at least one, at most BULK_MAX, each an application id. */
export const statusIdsSchema = z
  .array(applicationId, { error: "validation.applicationFlow.ids" })
  .min(1, "validation.applicationFlow.ids")
  .max(BULK_MAX, "validation.applicationFlow.tooMany")
  .transform((ids) => [...new Set(ids)]);

const noteRequired = (to: TargetStatus) => NOTE_REQUIRED.includes(to);

const changeFields = {
  to: z.enum(TARGET_STATUSES, { error: "validation.applicationFlow.to" }),
  note: z
    .string({ error: "validation.applicationFlow.note" })
    .trim()
    .max(STATUS_NOTE_MAX, "validation.applicationFlow.note")
    .default(""),
};

const withNote = { path: ["note"], message: "validation.applicationFlow.noteRequired" };

/** The target status and the note; the note is required where NOTE_REQUIRED says so. */
export const statusChangeSchema = z
  .object(changeFields)
  .refine((v) => !noteRequired(v.to) || v.note.length > 0, withNote);

export type StatusChangeInput = z.output<typeof statusChangeSchema>;

/** The bulk API's body: the ids with the change. */
export const bulkStatusChangeSchema = z
  .object({ ids: statusIdsSchema, ...changeFields })
  .refine((v) => !noteRequired(v.to) || v.note.length > 0, withNote);
