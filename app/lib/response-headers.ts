/**
 * `response` with its headers changed by `edit`, the same status and body. A response made for
 * this request is edited in place (a copy costs a Response and a Headers on every request, and
 * each request passes through several of these). Responses from fetch(), the cache or R2, and
 * those of Response.redirect, carry immutable headers: those are copied first, so every place
 * that adds a header to a response it did not make goes through here. A response shared
 * between requests must never reach here (none is: each request makes or fetches its own).
 */
export function withHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers);
    return response;
  } catch (error) {
    // Immutable headers refuse their first change, so nothing of the edit was applied.
    if (!(error instanceof TypeError)) throw error;
  }
  const copy = new Response(response.body, response);
  edit(copy.headers);
  return copy;
}
