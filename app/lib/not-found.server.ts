import { data } from "react-router";
import { DomainError } from "./domain-error";

/*
 * The one way a page says "not found": a loader (or action) throws the 404 response, and the
 * route's error boundary renders the not-found page (ErrorPage, "errorPage.notFoundTitle").
 * A resource route answers fileNotFound() instead.
 */

/** The 404 page, for a page that does not exist (an unknown id, a hidden version, a closed door). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * The 404 of a resource route, a file rather than a page (an .ics, the draw's audit file):
 * React Router renders no error page for those, so it is answered as plain text.
 */
export function fileNotFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}

/** A DomainError 404 (unknown board, post, notice…) becomes the 404 page; any other error is left to the caller. */
export function throwIfNotFound(error: unknown): void {
  if (error instanceof DomainError && error.status === 404) notFound();
}

/** Runs a page's read; a DomainError 404 becomes the 404 page, anything else is thrown on. */
export async function orNotFound<T>(read: Promise<T> | (() => Promise<T>)): Promise<T> {
  try {
    return await (typeof read === "function" ? read() : read);
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
}

/** A record id from a page's URL; a malformed one is the 404 page (ids are server-built). */
export function recordIdParam(raw: string | undefined): string {
  if (!raw || !/^[A-Za-z0-9_-]{1,64}$/.test(raw)) notFound();
  return raw;
}
