import { UPLOAD_BODY_MAX } from "../app/features/applications/document-upload.server";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES } from "../app/features/managed-content/attachment-rules";
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_UPLOAD } from "../app/features/photos/photos.server";
import { BodyTooLargeError } from "../app/lib/body-too-large";
import type { ErrorCode } from "../app/lib/domain-error";

/*
 * The size limit of every request body, decided once in the worker before React Router or
 * Hono see the request: pages' `formData()` and the API's JSON and form parsers hold a body
 * whole in memory, so an unbounded one (a chunked body announces no length) could fill the
 * isolate and fail every request on it.
 */

const KB = 1024;
const MB = 1024 * KB;

/** A form or JSON without files: the longest public text (5,000 Korean characters) percent-encoded, and room. */
export const FORM_BODY_MAX = 64 * KB;
/** A console form or JSON without files: a term or notice body of 100,000 characters percent-encoded. */
export const CONSOLE_BODY_MAX = MB;
/** What a file post carries besides its files (the other fields, the multipart framing). */
const FILE_POST_EXTRA = MB;

export type BodyRule = {
  /** Bytes a body may have. */
  limit: number;
  /** The refusal's message. */
  code: ErrorCode;
  /**
   * The route streams the body and refuses a declared length past `limit` itself, with its
   * own message (application documents): the worker only counts what is read.
   */
  streamed?: boolean;
};

const FORM: BodyRule = { limit: FORM_BODY_MAX, code: "api.bodyTooLarge" };
const CONSOLE: BodyRule = { limit: CONSOLE_BODY_MAX, code: "api.bodyTooLarge" };
/** An application document, streamed into R2 (document-upload.server.ts). */
const DOCUMENT: BodyRule = { limit: UPLOAD_BODY_MAX, code: "application.fileTooLarge", streamed: true };
/** A notice's or download's attachments, read whole (attachments.server.ts). */
const ATTACHMENTS: BodyRule = {
  limit: ATTACHMENT_MAX_FILES * ATTACHMENT_MAX_BYTES + FILE_POST_EXTRA,
  code: "api.tooLarge",
};
/** The editors' photos, read whole (photos.server.ts). */
const PHOTOS: BodyRule = { limit: MAX_PHOTOS_PER_UPLOAD * MAX_PHOTO_BYTES + FILE_POST_EXTRA, code: "api.tooLarge" };
/** A banner's or popup's form with its one picture. */
const PHOTO_FORM: BodyRule = { limit: MAX_PHOTO_BYTES + FILE_POST_EXTRA, code: "api.tooLarge" };

/**
 * The routes that take more than a form, first match wins; files come as multipart only, so
 * another body to the same path gets the rule below it. Any other write: CONSOLE under
 * /console and /api/console (after login), FORM everywhere else.
 */
const RULES: { path: RegExp; files?: true; rule: BodyRule }[] = [
  // The application's documents step, its edit and fix pages, the paper entry's documents and
  // the replacement of a paper application's flagged document (its review page).
  { path: /^\/form\/application(\/[^/]+)?$/, files: true, rule: DOCUMENT },
  { path: /^\/form\/application-fix$/, files: true, rule: DOCUMENT },
  { path: /^\/console\/application\/new\/[^/]+$/, files: true, rule: DOCUMENT },
  { path: /^\/console\/application\/[^/]+\/documents\/[^/]+\/review$/, files: true, rule: DOCUMENT },
  { path: /^\/api\/v1\/application\/[^/]+\/upload$/, files: true, rule: DOCUMENT },
  { path: /^\/api\/console\/application\/[^/]+\/documents$/, files: true, rule: DOCUMENT },
  // Notices and downloads with their attachments.
  { path: /^\/console\/center\/(notifications|downloads)\/[^/]+$/, files: true, rule: ATTACHMENTS },
  {
    path: /^\/api\/console\/center\/(notifications\/[^/]+\/attachments|downloads\/[^/]+\/files)$/,
    files: true,
    rule: ATTACHMENTS,
  },
  // Photos: the editors' upload, and the banner and popup forms with their picture.
  { path: /^\/api\/editor\/photos$/, files: true, rule: PHOTOS },
  { path: /^\/console\/(banners|popups)(\/[^/]+)?$/, files: true, rule: PHOTO_FORM },
  // Before login: a form like any public one.
  { path: /^\/console\/login$/, rule: FORM },
  { path: /^\/(api\/)?console(\/|$)/, rule: CONSOLE },
];

/** The rule of a request with a body: by its path (a client navigation's `.data` too) and whether it posts files. */
export function bodyRuleOf(pathname: string, contentType: string | null): BodyRule {
  const path = pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");
  const files = /^multipart\/form-data\s*(;|$)/i.test(contentType ?? "");
  return RULES.find((r) => r.path.test(path) && (!r.files || files))?.rule ?? FORM;
}

/** The refusal of the bodies the worker cut off, by the request it handed on. */
const cut = new WeakMap<Request, { error: BodyTooLargeError; now: boolean; reached: boolean }>();
/** The client's own body behind a request the worker handed on with another one. */
const sources = new WeakMap<Request, ReadableStreamDefaultReader<Uint8Array>>();

/** What is left of a body no one read that the worker still takes, and drops, before it answers. */
export const SETTLE_MAX_BYTES = MB;
/** How long it waits for that rest. */
export const SETTLE_MAX_MS = 5000;

/**
 * The request as the rest of the worker sees it: a body that announces more than its rule
 * allows is refused at once (never read: the request goes on with a body that fails with
 * BodyTooLargeError as soon as it is read); a body without a Content-Length (chunked), or a
 * streamed route's body past its limit, is counted as it is read and fails with that error
 * past the limit. A declared length within the limit is the body's length: it goes on as is.
 * The client's body behind a refusal is left open for `settleBody`.
 */
export function limitBody(request: Request): Request {
  if (!request.body || request.method === "GET" || request.method === "HEAD") return request;
  const rule = bodyRuleOf(new URL(request.url).pathname, request.headers.get("content-type"));
  const declared = request.headers.get("content-length");
  const length = declared && /^\d+$/.test(declared) ? Number(declared) : null;
  // A body that came with its length has exactly that many bytes (HTTP frames it so): within
  // the limit, there is nothing to count.
  if (length !== null && length <= rule.limit) return request;
  const error = new BodyTooLargeError(rule.code, rule.limit);
  const source = request.body.getReader();
  if (!rule.streamed && length !== null) {
    const headers = new Headers(request.headers);
    headers.delete("content-length");
    const refused = new Request(request, {
      headers,
      body: new ReadableStream({ start: (controller) => controller.error(error) }),
    });
    cut.set(refused, { error, now: true, reached: true });
    sources.set(refused, source);
    return refused;
  }
  const state = { error, now: false, reached: false };
  let seen = 0;
  const counted = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await source.read();
      if (done) return controller.close();
      seen += value.byteLength;
      if (seen <= rule.limit) return controller.enqueue(value);
      state.reached = true;
      controller.error(error);
    },
    cancel: (reason) => source.cancel(reason),
  });
  const limited = new Request(request, { body: counted });
  cut.set(limited, state);
  sources.set(limited, source);
  return limited;
}

/**
 * Reads and drops what the client is still sending of a body no one read to its end (one
 * refused, or a request answered without its body), up to SETTLE_MAX_BYTES and SETTLE_MAX_MS,
 * then cancels the rest. Awaited before the answer goes out: a client that writes its whole
 * body before it reads gets the answer rather than a reset connection, and a proxy in front
 * (wrangler dev's) is not cut off mid-body.
 */
export async function settleBody(request: Request): Promise<void> {
  let reader = sources.get(request);
  if (!reader) {
    if (!request.body || request.bodyUsed || request.body.locked) return;
    reader = request.body.getReader();
  }
  const source = reader;
  let left = SETTLE_MAX_BYTES;
  const drained = (async () => {
    while (left > 0) {
      const { done, value } = await source.read();
      if (done) return true;
      left -= value.byteLength;
    }
    return false;
  })().catch(() => true);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), SETTLE_MAX_MS);
  });
  const ended = await Promise.race([drained, late]);
  clearTimeout(timer);
  if (!ended) await source.cancel().catch(() => {});
}

/**
 * Whether this request's body was refused: at once (its declared length), or once read past
 * its limit. Parsers may turn the read's error into their own (Hono's validator answers a
 * 400), so the API asks the request rather than the error.
 */
export function bodyRefusal(request: Request): { error: BodyTooLargeError; atOnce: boolean } | null {
  const state = cut.get(request);
  return state?.reached ? { error: state.error, atOnce: state.now } : null;
}
