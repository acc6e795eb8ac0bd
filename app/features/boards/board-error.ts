import { boardMessages } from "./board-schema";

export type BoardErrorKind = "boardNotFound" | "postNotFound" | "commentNotFound" | "wrongPassword";

/**
 * A refusal of the board rules, thrown by the server functions. The API answers 404 or
 * 403 with its Korean message; the pages show it next to the form.
 */
export class BoardError extends Error {
  constructor(readonly kind: BoardErrorKind) {
    super(boardMessages[kind]);
  }

  get status(): 403 | 404 {
    return this.kind === "wrongPassword" ? 403 : 404;
  }
}
