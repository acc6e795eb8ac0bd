import { data } from "react-router";
import { DomainError } from "./domain-error";

/** Runs a page's read; a DomainError 404 (unknown board, post, notice…) becomes the 404 page. */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** A record id from a page's URL; a malformed one is the 404 page (ids are server-built). */
export function recordIdParam(raw: string | undefined): string {
  if (!raw || !/^[A-Za-z0-9_-]{1,64}$/.test(raw)) throw data(null, { status: 404 });
  return raw;
}
