import type { Db } from "../../../db/client";
import { DomainError } from "../../lib/domain-error";
import { verifyPassword } from "../auth/password.server";
import { consume, countAttempt, RATE_LIMITS, uncountEvent } from "../rate-limit/rate-limit.server";

/**
 * A post's or comment's password check, limited per post (its comments count with it): after
 * 10 wrong passwords in 15 minutes the password is not even checked until the window ends.
 * The attempt is counted before the check (parallel guesses cannot all pass a read of the
 * counter) and taken back when the password was right, so the author's edits never use it up.
 * Throws DomainError 403 "board.wrongPassword", or 429 once limited.
 */
export async function checkBoardPassword(db: Db, postId: string, password: string, hash: string, now: Date) {
  const subject = `post:${postId}`;
  await countAttempt(db, RATE_LIMITS.boardPassword, subject, now);
  if (await verifyPassword(password, hash)) {
    await uncountEvent(db, RATE_LIMITS.boardPassword, subject);
    return;
  }
  throw new DomainError(403, "board.wrongPassword", "password");
}

/** Counts a new post or comment from a client (each costs a password hash); throws DomainError 429. */
export function countBoardWrite(db: Db, ip: string, now: Date): Promise<void> {
  return consume(db, [[RATE_LIMITS.boardWrite, ip]], now);
}
