import { type RoundStatus, roundStatusOf } from "../applications/round-status.server";
import { type ApplicationWindow, applicationWindow, formWindow, windowState } from "./application-window";
import type { PreviewState } from "./preview-states";
import type { Round, ShownWindow } from "./rounds.server";

/** How the public pages would show a round in one state, decided by the same rules they use. */
export type RoundPreview = {
  state: PreviewState;
  /** /application and home (the apply call). */
  status: RoundStatus;
  /** The new application form (/form/application). */
  apply: ApplicationWindow;
  /** A submitted application's edit and fix pages (/form/application/{id}, /form/application-fix). */
  amend: ApplicationWindow;
};

/** The state the round is in now, as visitors would see it once it is shown. */
export function stateNow(round: Round, now: Date): PreviewState {
  return windowState({ ...round, shows: true }, now) as PreviewState;
}

/**
 * A round as the public pages would show it in `state`: the round shown, stopped only for
 * "stopped", at a moment its own dates put in that state (just before it opens, the minute it
 * opens, the moment it closes).
 */
export function roundPreview(round: Round, state: PreviewState, now: Date): RoundPreview {
  const shown = { ...round, shows: true, stops: state === "stopped" };
  const at =
    state === "beforeOpen"
      ? new Date(round.openAt.getTime() - 1)
      : state === "open"
        ? round.openAt
        : state === "closed"
          ? round.deadAt
          : now;
  // Shown, so never "hidden".
  const window = applicationWindow(shown, at) as ShownWindow;
  return {
    state,
    status: roundStatusOf(round, window),
    apply: formWindow(shown, at, "apply"),
    amend: formWindow(shown, at, "amend"),
  };
}
