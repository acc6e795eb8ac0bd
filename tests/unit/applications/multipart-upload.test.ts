import { describe, expect, it } from "vitest";
import { openUpload, UploadBodyError } from "../../../app/features/applications/multipart-upload";

const OPTIONS = { fileField: "upload", maxHead: 16 * 1024 };

/** A body exactly as a real client encodes it (Node's fetch, the same encoder shape as browsers). */
async function encode(parts: [string, string | File][]) {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  const res = new Response(form);
  return { bytes: new Uint8Array(await res.arrayBuffer()), contentType: res.headers.get("content-type") ?? "" };
}

/** The bytes as a stream of `size`-byte chunks. */
function chunked(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function readAll(bytes: Uint8Array, contentType: string, chunk = 64 * 1024, length = bytes.length) {
  const reader = await openUpload(chunked(bytes, chunk), { contentType, contentLength: String(length) }, OPTIONS);
  const out: number[] = [];
  await reader.pipeTo(async (piece) => {
    out.push(...piece);
  });
  return { head: reader.head, file: new Uint8Array(out) };
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UploadBodyError) return error.reason;
    throw error;
  }
  return "none";
}

// Bytes that look like the start of a delimiter, to be sure only a whole delimiter counts.
const tricky = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 13, 10, 45, 45, 13, 10, 45, 0, 255, 13, 10]);

describe("the streaming upload reader", () => {
  for (const size of [1, 7, 64, 1000, 1 << 20]) {
    it(`reads the fields, the file's name, its exact size before any of it, and its bytes, in ${size}-byte chunks`, async () => {
      const { bytes, contentType } = await encode([
        ["name", "residence-2"],
        ["upload", new File([tricky], '주민등록등본 "1".pdf', { type: "text/plain" })],
      ]);
      const { head, file } = await readAll(bytes, contentType, size);
      expect(head.fields).toEqual({ name: "residence-2" });
      expect(head.filename).toBe('주민등록등본 "1".pdf');
      expect(head.size).toBe(tricky.length);
      expect(file).toEqual(tricky);
    });
  }

  it("hands back a file's last bytes when the body ends without the optional CRLF (as Workers' fetch sends it)", async () => {
    const body = (file: string) =>
      new TextEncoder().encode(
        `--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nidCard\r\n--b\r\nContent-Disposition: form-data; name="upload"; filename="a"\r\n\r\n${file}\r\n--b--`,
      );
    for (const file of ["%PDF-1.4 whole", "x", ""]) {
      const bytes = body(file);
      const reader = await openUpload(
        chunked(bytes, 4),
        { contentType: "multipart/form-data; boundary=b", contentLength: String(bytes.length) },
        OPTIONS,
      );
      expect(reader.head.size).toBe(Math.max(file.length - 2, 0));
      const out: number[] = [];
      const rest = await reader.pipeTo(async (piece) => {
        out.push(...piece);
      });
      expect(new TextDecoder().decode(new Uint8Array([...out, ...rest]))).toBe(file);
    }
  });

  it("peeks at the first bytes without losing them", async () => {
    const { bytes, contentType } = await encode([
      ["name", "idCard"],
      ["upload", new File([tricky], "a.pdf")],
    ]);
    const reader = await openUpload(chunked(bytes, 3), { contentType, contentLength: String(bytes.length) }, OPTIONS);
    expect(await reader.peek(5)).toEqual(tricky.slice(0, 5));
    const out: number[] = [];
    await reader.pipeTo(async (piece) => {
      out.push(...piece);
    });
    expect(new Uint8Array(out)).toEqual(tricky);
  });

  it("reads an empty file as size 0 (no file chosen)", async () => {
    const { bytes, contentType } = await encode([
      ["name", "idCard"],
      ["upload", new File([], "")],
    ]);
    const { head, file } = await readAll(bytes, contentType);
    expect(head.size).toBe(0);
    expect(file.length).toBe(0);
  });

  it("refuses a field after the file: nothing may follow it", async () => {
    const { bytes, contentType } = await encode([
      ["upload", new File([tricky], "a.pdf")],
      ["name", "idCard"],
    ]);
    expect(await failure(readAll(bytes, contentType, 5))).toBe("malformed");
  });

  it("refuses a body without the file field", async () => {
    const { bytes, contentType } = await encode([["name", "idCard"]]);
    expect(await failure(readAll(bytes, contentType))).toBe("noFile");
  });

  it("refuses a body shorter than its Content-Length (a dropped connection) and one longer", async () => {
    const { bytes, contentType } = await encode([
      ["name", "idCard"],
      ["upload", new File([new Uint8Array(5000)], "a.pdf")],
    ]);
    expect(await failure(readAll(bytes.slice(0, 3000), contentType, 512, bytes.length))).toBe("truncated");
    expect(await failure(readAll(bytes, contentType, 512, bytes.length - 10))).toBe("malformed");
  });

  it("needs multipart/form-data with a boundary, and a Content-Length", async () => {
    const { bytes, contentType } = await encode([["upload", new File([tricky], "a.pdf")]]);
    const body = () => chunked(bytes, 100);
    const open = (type: string | null, length: string | null) =>
      openUpload(body(), { contentType: type, contentLength: length }, OPTIONS);
    expect(await failure(open("application/octet-stream", String(bytes.length)))).toBe("notMultipart");
    expect(await failure(open("multipart/form-data", String(bytes.length)))).toBe("notMultipart");
    expect(await failure(open(contentType, null))).toBe("lengthRequired");
    expect(await failure(open(contentType, "12abc"))).toBe("lengthRequired");
  });

  it("refuses text fields longer than the limit before the file", async () => {
    const { bytes, contentType } = await encode([
      ["name", "x".repeat(20_000)],
      ["upload", new File([tricky], "a.pdf")],
    ]);
    expect(await failure(readAll(bytes, contentType, 4096))).toBe("headTooLarge");
  });

  it("streams a 10 MB file through without holding it: at most two chunks in flight", async () => {
    const size = 10 * 1024 * 1024;
    const chunk = 64 * 1024;
    const boundary = "----bench-boundary";
    const before = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nidCard\r\n--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const after = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    let pulled = 0;
    let written = 0;
    let peak = 0;
    let sent = 0;
    // A source that makes each chunk only when asked, like a socket under backpressure.
    const source = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          let piece: Uint8Array;
          if (sent === 0) piece = before;
          else if (sent < before.length + size)
            piece = new Uint8Array(Math.min(chunk, before.length + size - sent)).fill(7);
          else if (sent === before.length + size) piece = after;
          else return controller.close();
          sent += piece.length;
          pulled += piece.length;
          controller.enqueue(piece);
        },
      },
      { highWaterMark: 0 },
    );
    const reader = await openUpload(
      source,
      {
        contentType: `multipart/form-data; boundary=${boundary}`,
        contentLength: String(before.length + size + after.length),
      },
      OPTIONS,
    );
    expect(reader.head.size).toBe(size);
    await reader.pipeTo(async (piece) => {
      // A slow sink (R2 over the network): the reader must wait for it.
      await new Promise((r) => setTimeout(r, 0));
      written += piece.length;
      peak = Math.max(peak, pulled - before.length - written);
    });
    expect(written).toBe(size);
    expect(peak).toBeLessThanOrEqual(2 * chunk);
  });
});
