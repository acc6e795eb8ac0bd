/**
 * An R2 object as a response, with its ETag. The object's stored HTTP metadata (its content
 * type above all) wins over the defaults given here. `X-Content-Type-Options: nosniff` comes
 * with every response (worker/security-headers.ts).
 */
export function objectResponse(
  object: R2ObjectBody,
  cacheControl: string,
  extra: Record<string, string> = {},
): Response {
  const headers = new Headers({
    "content-type": "application/octet-stream",
    ...extra,
    "cache-control": cacheControl,
    etag: object.httpEtag,
  });
  object.writeHttpMetadata(headers);
  return new Response(object.body, { headers });
}
