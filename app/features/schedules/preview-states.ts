/** The states a manager can preview a round in (a hidden round is previewed as if shown). Client-safe. */
export const PREVIEW_STATES = ["beforeOpen", "open", "closed", "stopped"] as const;
export type PreviewState = (typeof PREVIEW_STATES)[number];

export function isPreviewState(value: unknown): value is PreviewState {
  return PREVIEW_STATES.includes(value as PreviewState);
}
