/**
 * A copy of `response` (same status and body) with its headers changed by `edit`: responses
 * from fetch() or R2 and those of Response.redirect carry immutable headers, so every place
 * that adds a header to a response it did not make goes through here.
 */
export function withHeaders(response: Response, edit: (headers: Headers) => void): Response {
  const copy = new Response(response.body, response);
  edit(copy.headers);
  return copy;
}
