import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("the FILES bucket (R2)", () => {
  it("puts, gets, lists and deletes an object with its content type", async () => {
    const key = "tests/r2/sample.pdf";
    const bytes = new TextEncoder().encode("%PDF-1.4\n% sample\n");
    await env.FILES.put(key, bytes, {
      httpMetadata: { contentType: "application/pdf", contentDisposition: 'attachment; filename="sample.pdf"' },
      customMetadata: { originalName: "공고문.pdf" },
    });

    const head = await env.FILES.head(key);
    expect(head?.size).toBe(bytes.byteLength);

    const object = await env.FILES.get(key);
    expect(object).not.toBeNull();
    if (!object) return;
    expect(object.httpMetadata?.contentType).toBe("application/pdf");
    expect(object.httpMetadata?.contentDisposition).toBe('attachment; filename="sample.pdf"');
    expect(object.customMetadata).toEqual({ originalName: "공고문.pdf" });
    expect(new Uint8Array(await object.arrayBuffer())).toEqual(bytes);

    const headers = new Headers();
    object.writeHttpMetadata(headers);
    expect(headers.get("content-type")).toBe("application/pdf");

    const listed = await env.FILES.list({ prefix: "tests/r2/" });
    expect(listed.objects.map((o) => o.key)).toEqual([key]);

    await env.FILES.delete(key);
    expect(await env.FILES.get(key)).toBeNull();
    expect((await env.FILES.list({ prefix: "tests/r2/" })).objects).toEqual([]);
  });

  it("answers null for a key that does not exist", async () => {
    expect(await env.FILES.get("tests/r2/missing.pdf")).toBeNull();
    expect(await env.FILES.head("tests/r2/missing.pdf")).toBeNull();
  });
});
