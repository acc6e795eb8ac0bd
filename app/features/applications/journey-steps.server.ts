import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { type DraftValues, isFormStep, readDraft, type Step, stepsOf } from "./application-form";
import { type ApplicationRow, workingDraft } from "./application-records.server";
import { applicationView } from "./application-views.server";
import type { ApplicationView, JourneyMode, StepState } from "./views";

/** What a step of the form shows: the application, the steps and where this one stands. */
export type StepPage = {
  view: "step";
  mode: JourneyMode;
  step: Step;
  steps: StepState[];
  application: ApplicationView;
  /** The step's values as last saved (strings, as its form posts them). */
  values: Record<string, string>;
  /** A fresh token for this attempt at submitting (the review step). */
  token: string;
};

function stepStates(steps: Step[], app: ApplicationView): StepState[] {
  return steps.map((name) => ({
    name,
    done:
      name === "identity" ||
      (isFormStep(name) && app.steps[name] === true) ||
      (name === "documents" && app.missingDocuments.length === 0 && app.steps.answers === true),
  }));
}

/**
 * The step to show: the one asked for when every step before it is done, else the first not
 * done (where a returning applicant left off). A fresh draft starts at the identity.
 */
function chosenStep(states: StepState[], asked: string | null, fresh: boolean): Step {
  const index = states.findIndex((s) => s.name === asked);
  const firstOpen = states.findIndex((s) => !s.done);
  if (index !== -1 && (firstOpen === -1 || index <= firstOpen)) return states[index]?.name ?? "identity";
  if (fresh) return "identity";
  return states[firstOpen === -1 ? states.length - 1 : firstOpen]?.name ?? "review";
}

/** The step after `step` in this application (the review is the last). */
export function nextStep(draft: DraftValues, step: Step): Step {
  const steps = stepsOf(readDraft(draft).answers);
  return steps[steps.indexOf(step) + 1] ?? "review";
}

export async function stepPage(
  db: Db,
  row: ApplicationRow,
  mode: JourneyMode,
  asked: string | null,
  now: Date,
): Promise<StepPage> {
  const application = await applicationView(db, row, now);
  const draft = workingDraft(row);
  const states = stepStates(stepsOf(readDraft(draft).answers), application);
  const fresh = mode === "apply" && Object.keys(draft).length === 0 && application.documents.length === 0;
  const step = chosenStep(states, asked, fresh);
  return {
    view: "step",
    mode,
    step,
    steps: states,
    application,
    values: isFormStep(step) ? (draft[step] ?? {}) : {},
    token: newId(),
  };
}
