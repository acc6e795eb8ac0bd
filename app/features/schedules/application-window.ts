/**
 * The state of a round's application window (docs/product.md §4.1), decided on the server from the
 * round and the current time. Writes check it too, not only pages.
 */
export type WindowState = "hidden" | "beforeOpen" | "open" | "closed" | "stopped";

export type WindowRound = {
  shows: boolean;
  stops: boolean;
  openAt: Date;
  deadAt: Date;
  messageBeforeOpen: string;
  messageDead: string;
  messageDead2: string;
  messageStop: string;
};

export type ApplicationWindow = {
  state: WindowState;
  /** The round's own text(s) for that state; empty when open or hidden. */
  messages: string[];
};

export function windowState(round: WindowRound, now: Date): WindowState {
  if (!round.shows) return "hidden";
  if (round.stops) return "stopped";
  const t = now.getTime();
  if (t < round.openAt.getTime()) return "beforeOpen";
  if (t < round.deadAt.getTime()) return "open";
  return "closed";
}

/**
 * The window as visitors see it (/application, home, the API): a closed round shows its
 * "dead" and "dead2" texts together. The form pages use formWindow (docs/product.md §4.1).
 */
export function applicationWindow(round: WindowRound, now: Date): ApplicationWindow {
  const state = windowState(round, now);
  switch (state) {
    case "beforeOpen":
      return { state, messages: nonEmpty(round.messageBeforeOpen) };
    case "closed":
      return { state, messages: nonEmpty(round.messageDead, round.messageDead2) };
    case "stopped":
      return { state, messages: nonEmpty(round.messageStop) };
    default:
      return { state, messages: [] };
  }
}

/** The pages that take applications: the new application form, or a submitted one's edit and fix pages. */
export type FormPage = "apply" | "amend";

/**
 * The window as the application form pages show it: the same state as everywhere. A closed
 * round shows its "dead" text on the new application form, and on the edit and fix pages its
 * "dead2" text, written for those who already applied (its "dead" text when dead2 is empty).
 */
export function formWindow(round: WindowRound, now: Date, page: FormPage): ApplicationWindow {
  const window = applicationWindow(round, now);
  if (window.state !== "closed") return window;
  const dead2 = nonEmpty(round.messageDead2);
  return { state: "closed", messages: page === "amend" && dead2.length ? dead2 : nonEmpty(round.messageDead) };
}

function nonEmpty(...texts: string[]): string[] {
  return texts.filter((t) => t.trim() !== "");
}

/**
 * The round a visitor sees: the open one, else the next to open, else the latest closed
 * or stopped. Hidden rounds are never chosen.
 */
export function currentRound<R extends WindowRound>(rounds: readonly R[], now: Date): R | null {
  const shown = rounds.filter((r) => r.shows);
  const open = shown.find((r) => windowState(r, now) === "open");
  if (open) return open;
  const upcoming = shown
    .filter((r) => windowState(r, now) === "beforeOpen")
    .sort((a, b) => a.openAt.getTime() - b.openAt.getTime());
  if (upcoming[0]) return upcoming[0];
  const past = [...shown].sort((a, b) => b.openAt.getTime() - a.openAt.getTime());
  return past[0] ?? null;
}
