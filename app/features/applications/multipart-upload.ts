/*
 * A streaming reader of one file upload (multipart/form-data), so that a file goes into R2
 * without ever being held whole in memory (docs/applications.md "Uploads").
 *
 * Why not request.formData() or a multipart library: formData() buffers the whole body, and
 * the streaming parsers that run on Workers either buffer each part too or stream a part of
 * unknown length, which R2 cannot take (its put needs a known length: a FixedLengthStream).
 * So this reader accepts the shape every browser and HTTP client sends for a form of text
 * fields followed by one file: the text fields first (read whole, a few hundred bytes), the
 * file LAST, and a Content-Length. The file's size is then Content-Length minus what came
 * before it minus the closing delimiter, known before a byte of the file is read: an oversize
 * file is refused at once, and R2 gets a stream of known length. One wrinkle: the CRLF after
 * the closing delimiter is optional (RFC 2046). Browsers, curl and most clients send it, and
 * the size assumes it; a body without it (Workers' own fetch) has its file's last two bytes
 * where the CRLF would be, and pipeTo hands them back for the caller to append.
 *
 * The file's bytes are checked on the way (no delimiter inside them: nothing may follow the
 * file) and the closing delimiter must be exactly what is left at the end, else the upload is
 * refused and the caller aborts the R2 write. Runtime-agnostic (web streams only).
 */

export type UploadFailure =
  | "notMultipart" // not multipart/form-data with a usable boundary
  | "lengthRequired" // no Content-Length (a chunked body)
  | "headTooLarge" // the text fields before the file are too long
  | "noFile" // the body ended without the file field
  | "malformed" // not the multipart syntax, or something follows the file
  | "truncated"; // the body ended before the announced length

export class UploadBodyError extends Error {
  constructor(readonly reason: UploadFailure) {
    super(`upload body: ${reason}`);
    this.name = "UploadBodyError";
  }
}

export type UploadHead = {
  /** The text fields that came before the file (the first of each name). */
  fields: Record<string, string>;
  /** The file's name as the client gave it (path stripped); only ever displayed. */
  filename: string;
  /**
   * The file's size in bytes, known before it is read, for a body ending with the usual CRLF;
   * without it the file has up to 2 more bytes (see pipeTo).
   */
  size: number;
};

export type UploadReader = {
  head: UploadHead;
  /** The file's first `n` bytes (fewer for a shorter file), without consuming them. */
  peek(n: number): Promise<Uint8Array>;
  /**
   * Writes the first `size` bytes of the file, in order, to `write` (awaiting it: backpressure),
   * then checks the end of the body. Answers the file's remaining bytes: none, or (a body
   * without the final CRLF) its last one or two.
   */
  pipeTo(write: (chunk: Uint8Array) => Promise<void>): Promise<Uint8Array>;
  /** Stops reading the body (after a refusal). */
  cancel(): Promise<void>;
};

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const CRLF = encoder.encode("\r\n");
const HEADER_END = encoder.encode("\r\n\r\n");
// RFC 2046 boundary characters, 1 to 70 of them.
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

export function boundaryOf(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? null;
  return boundary && BOUNDARY.test(boundary) ? boundary : null;
}

/** Index of `needle` in `hay` from `from`, or -1. */
export function indexOf(hay: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  const last = hay.length - needle.length;
  outer: for (
    let i = hay.indexOf(first as number, from);
    i !== -1 && i <= last;
    i = hay.indexOf(first as number, i + 1)
  ) {
    for (let j = 1; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

type Disposition = { name: string | null; filename: string | null };

/** The form-data name and filename of a part's headers (RFC 7578: UTF-8, quotes escaped as %22). */
export function dispositionOf(headers: string): Disposition {
  const line = headers.split("\r\n").find((l) => /^content-disposition\s*:/i.test(l));
  if (!line || !/:\s*form-data\s*(;|$)/i.test(line)) return { name: null, filename: null };
  const param = (key: string) => {
    const m =
      new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(line) ??
      new RegExp(`;\\s*${key}=([^;\\s]+)`, "i").exec(line);
    return m
      ? (m[1] as string)
          .replace(/\\(.)/g, "$1")
          .replace(/%22/g, '"')
          .replace(/%0D|%0A/gi, " ")
      : null;
  };
  const filename = param("filename");
  // Old browsers sent the whole local path.
  return { name: param("name"), filename: filename === null ? null : (filename.split(/[\\/]/).pop() ?? "") };
}

/**
 * Reads the text fields of an upload body up to its file part (named `fileField`, which must
 * be the last part) and answers the reader of the file. Throws UploadBodyError for a body of
 * the wrong shape; reads at most `maxHead` bytes before the file.
 */
export async function openUpload(
  body: ReadableStream<Uint8Array> | null,
  headers: { contentType: string | null; contentLength: string | null },
  options: { fileField: string; maxHead: number },
): Promise<UploadReader> {
  const boundary = boundaryOf(headers.contentType);
  if (!boundary || !body) throw new UploadBodyError("notMultipart");
  if (!headers.contentLength || !/^\d{1,15}$/.test(headers.contentLength)) throw new UploadBodyError("lengthRequired");
  const total = Number(headers.contentLength);
  const opening = encoder.encode(`--${boundary}\r\n`);
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  const closing = encoder.encode(`\r\n--${boundary}--\r\n`);
  const reader = body.getReader();
  let buf: Uint8Array = new Uint8Array(0);
  let ended = false;

  /** Reads one more chunk into buf; false at the end of the body. */
  async function more(limit: number): Promise<boolean> {
    if (ended) return false;
    const { done, value } = await readOrBreak(reader);
    if (done) {
      ended = true;
      return false;
    }
    buf = concat(buf, value);
    if (buf.length > limit) throw new UploadBodyError("headTooLarge");
    return true;
  }

  async function find(needle: Uint8Array, from: number): Promise<number> {
    for (;;) {
      const at = indexOf(buf, needle, from);
      if (at !== -1) return at;
      if (!(await more(options.maxHead))) throw new UploadBodyError(buf.length ? "malformed" : "noFile");
    }
  }

  try {
    while (buf.length < opening.length) if (!(await more(options.maxHead))) throw new UploadBodyError("noFile");
    if (indexOf(buf.subarray(0, opening.length), opening) !== 0) throw new UploadBodyError("malformed");
    const fields: Record<string, string> = {};
    let pos = opening.length;
    for (;;) {
      const end = await find(HEADER_END, pos);
      const part = dispositionOf(decoder.decode(buf.subarray(pos, end)));
      const start = end + HEADER_END.length;
      if (part.name === null) throw new UploadBodyError("malformed");
      // The field's name marks the file: a client may leave out an empty file's filename.
      if (part.name === options.fileField) {
        const size = total - start - closing.length;
        // Down to -2: a file of under two bytes in a body without the final CRLF.
        if (size < -2) throw new UploadBodyError("malformed");
        const head = { fields, filename: part.filename ?? "", size: Math.max(size, 0) };
        return fileReader(reader, buf.subarray(start), head, { delimiter, closing, ended });
      }
      const next = await find(delimiter, start);
      if (!(part.name in fields)) fields[part.name] = decoder.decode(buf.subarray(start, next));
      while (buf.length < next + delimiter.length + 2)
        if (!(await more(options.maxHead))) throw new UploadBodyError("malformed");
      const after = buf.subarray(next + delimiter.length, next + delimiter.length + 2);
      if (after[0] === CRLF[0] && after[1] === CRLF[1]) pos = next + delimiter.length + 2;
      else throw new UploadBodyError("noFile");
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error;
  }
}

/** A read of the body; a body that breaks off (a dropped connection) is a truncated upload. */
async function readOrBreak(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    return await reader.read();
  } catch {
    throw new UploadBodyError("truncated");
  }
}

const endsWith = (bytes: Uint8Array, suffix: Uint8Array) =>
  bytes.length >= suffix.length &&
  indexOf(bytes, suffix, bytes.length - suffix.length) === bytes.length - suffix.length;

function fileReader(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  start: Uint8Array,
  head: UploadHead,
  marks: { delimiter: Uint8Array; closing: Uint8Array; ended: boolean },
): UploadReader {
  const { delimiter, closing } = marks;
  // Bytes read from the body but not yet handed on: the start of the file, or what a peek read.
  let pending = start;
  let ended = marks.ended;

  async function read(): Promise<Uint8Array | null> {
    if (ended) return null;
    const { done, value } = await readOrBreak(reader);
    if (done) {
      ended = true;
      return null;
    }
    return value;
  }

  return {
    head,
    async peek(n) {
      const want = Math.min(n, head.size);
      while (pending.length < want) {
        const chunk = await read();
        if (!chunk) break;
        pending = concat(pending, chunk);
      }
      return pending.slice(0, want);
    },
    async pipeTo(write) {
      let remaining = head.size;
      let trailer: Uint8Array = new Uint8Array(0);
      // The last bytes handed on, to find a delimiter that straddles two chunks.
      let tail: Uint8Array = new Uint8Array(0);
      let chunk: Uint8Array | null = pending;
      pending = new Uint8Array(0);
      while (chunk) {
        const take = Math.min(chunk.length, remaining);
        if (take > 0) {
          const piece = chunk.subarray(0, take);
          const seam = concat(tail, piece.subarray(0, delimiter.length - 1));
          if (indexOf(piece, delimiter) !== -1 || indexOf(seam, delimiter) !== -1)
            throw new UploadBodyError("malformed");
          await write(piece);
          remaining -= take;
          const keep = delimiter.length - 1;
          tail = piece.length >= keep ? piece.slice(-keep) : concat(tail, piece).slice(-keep);
        }
        if (chunk.length > take) {
          trailer = concat(trailer, chunk.subarray(take));
          if (trailer.length > closing.length) throw new UploadBodyError("malformed");
        }
        chunk = await read();
      }
      if (remaining > 0) throw new UploadBodyError("truncated");
      if (trailer.length === closing.length && endsWith(trailer, closing)) return new Uint8Array(0);
      // No final CRLF: what precedes the bare closing delimiter is the end of the file.
      const bare = closing.subarray(0, closing.length - CRLF.length);
      if (!endsWith(trailer, bare) || trailer.length - bare.length > CRLF.length)
        throw new UploadBodyError("malformed");
      const rest = trailer.slice(0, trailer.length - bare.length);
      if (indexOf(concat(tail, rest), delimiter) !== -1) throw new UploadBodyError("malformed");
      return rest;
    },
    async cancel() {
      await reader.cancel().catch(() => {});
    },
  };
}
