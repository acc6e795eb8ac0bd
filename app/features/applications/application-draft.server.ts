import { and, eq, inArray, sql } from "drizzle-orm";
import { bound, preparedRows } from "../../../db/prepared";
import { applications } from "../../../db/schema";
import type { RequestScope } from "../../lib/context";
import { DomainError } from "../../lib/domain-error";
import { APPLICANT_EDITABLE, assertWindowOpen } from "./application-access.server";
import { type DraftValues, type FormStep, readDraft, STEP_FIELDS, stepSchema } from "./application-form";
import { type ApplicationRow, loadRound, type RoundRow, workingDraft } from "./application-records.server";

/** Whether the applicant writes a new application (a draft) or edits a submitted one. */
export type WriteMode = "apply" | "edit";

/**
 * The mode an application is written in, and its round, after the rules every write obeys:
 * a draft or a submitted application still before a decision, and the round open now
 * (`known`: the round when the caller read it already).
 */
export async function writable(
  scope: RequestScope,
  row: ApplicationRow,
  known?: RoundRow,
): Promise<{ mode: WriteMode; round: RoundRow }> {
  const mode: WriteMode | null =
    row.status === "DRAFT" ? "apply" : APPLICANT_EDITABLE.includes(row.status) ? "edit" : null;
  if (!mode) throw new DomainError(409, "application.notEditable");
  const round = known?.id === row.roundId ? known : await loadRound(scope.db, row.roundId);
  if (!round) throw new DomainError(404, "application.notFound");
  assertWindowOpen(round, scope.now());
  return { mode, round };
}

/**
 * Saves one step of the form: checked with the step's schema (given the earlier steps), then
 * written into the draft in one statement (json_set), so two tabs saving different steps do
 * not undo each other. An edit of a submitted application is staged the same way and lands
 * with a new version when saved (application-submit.server.ts). Answers the draft as saved.
 */
export async function saveStep(
  scope: RequestScope,
  row: ApplicationRow,
  step: FormStep,
  posted: Record<string, unknown>,
): Promise<DraftValues> {
  const saved = await saveSteps(scope, row, [[step, posted]]);
  return saved.row.draft as DraftValues;
}

/**
 * Saves several steps in order, as saveStep would one after the other, in one statement: each
 * is checked given the steps before it (saved or posted with it), and all are written in one
 * UPDATE of nested json_set. When a step does not pass, the steps before it are saved and the
 * step's error is thrown (through `invalid`, which may name the step). Answers the application
 * as written and its round (read once for the window check).
 */
export async function saveSteps(
  scope: RequestScope,
  row: ApplicationRow,
  steps: readonly (readonly [FormStep, Record<string, unknown>])[],
  invalid: (error: unknown, step: FormStep) => unknown = (error) => error,
  known?: RoundRow,
): Promise<{ row: ApplicationRow; round: RoundRow }> {
  const { round } = await writable(scope, row, known);
  const current = workingDraft(row);
  const merged: DraftValues = { ...current };
  const valid: [FormStep, Record<string, string>][] = [];
  let failure: unknown = null;
  for (const [step, posted] of steps) {
    const checked = stepSchema(step, readDraft(merged).answers.qualificationType).safeParse(posted);
    if (!checked.success) {
      failure = invalid(checked.error, step);
      break;
    }
    const values: Record<string, string> = {};
    for (const field of STEP_FIELDS[step]) {
      const value = posted[field];
      if (typeof value === "string") values[field] = value;
    }
    merged[step] = values;
    valid.push([step, values]);
  }
  if (valid.length === 0) {
    if (failure) throw failure;
    return { row, round };
  }
  const values: Record<string, unknown> = {
    id: row.id,
    status: row.status,
    now: scope.now(),
    current: JSON.stringify(current),
  };
  // Each step's values under the step's name (details, supply, answers, spouse).
  for (const [step, stepValues] of valid) values[step] = JSON.stringify(stepValues);
  const [saved] = await stepsWrite(valid.map(([step]) => step))(scope.db, values);
  // The status moved meanwhile (submitted in another tab, or decided by a manager).
  if (!saved)
    throw new DomainError(409, row.status === "DRAFT" ? "application.alreadySubmitted" : "application.notEditable");
  if (failure) throw failure;
  return { row: saved, round };
}

const stepsWrites = new Map<string, ReturnType<typeof stepsWriteOf>>();

/** The write of these steps (in this order), built once per isolate and list (db/prepared.ts). */
function stepsWrite(steps: readonly FormStep[]) {
  const key = steps.join(",");
  const known = stepsWrites.get(key);
  if (known) return known;
  const write = stepsWriteOf(steps);
  stepsWrites.set(key, write);
  return write;
}

/**
 * One UPDATE of nested `json_set`s: each step's values (placeholders named by the step) set
 * over the stored draft, or over `current` when none is stored; only while the row still has
 * the status read (`status`). Answers the row as written.
 */
function stepsWriteOf(steps: readonly FormStep[]) {
  return preparedRows((db) => {
    let draft = sql`coalesce(${applications.draft}, json(${sql.placeholder("current")}))`;
    for (const step of steps) draft = sql`json_set(${draft}, ${`$.${step}`}, json(${sql.placeholder(step)}))`;
    return db
      .update(applications)
      .set({ draft, updatedAt: sql`${bound("now", applications.updatedAt)}` })
      .where(and(eq(applications.id, sql.placeholder("id")), eq(applications.status, sql.placeholder("status"))))
      .returning()
      .prepare();
  });
}

/** Drops an edit not yet saved: the submitted answers stand as they were. */
export async function discardEdit(scope: RequestScope, row: ApplicationRow): Promise<void> {
  await scope.db
    .update(applications)
    .set({ draft: null, updatedAt: scope.now() })
    .where(and(eq(applications.id, row.id), inArray(applications.status, [...APPLICANT_EDITABLE])));
}
