import { describe, expect, it } from "vitest";
import { withHeaders } from "../../../app/lib/response-headers";

describe("withHeaders", () => {
  it("edits a response made here in place: same status and body, no copy", async () => {
    const made = new Response("page", { status: 201, headers: { "content-type": "text/html" } });
    const edited = withHeaders(made, (h) => h.set("x-one", "1"));
    expect(edited).toBe(made);
    expect(edited.status).toBe(201);
    expect(edited.headers.get("x-one")).toBe("1");
    expect(edited.headers.get("content-type")).toBe("text/html");
    expect(await edited.text()).toBe("page");
  });

  it("copies a response with immutable headers (Response.redirect's) and edits the copy whole", async () => {
    const redirect = Response.redirect("https://example.com/next", 303);
    const copied = withHeaders(redirect, (h) => {
      h.append("Set-Cookie", "a=1");
      h.set("x-two", "2");
    });
    expect(copied).not.toBe(redirect);
    expect(copied.status).toBe(303);
    expect(copied.headers.get("location")).toBe("https://example.com/next");
    expect(copied.headers.get("set-cookie")).toBe("a=1");
    expect(copied.headers.get("x-two")).toBe("2");
    expect(redirect.headers.get("set-cookie")).toBeNull();
  });

  it("lets an edit's own error through", () => {
    const made = new Response("page");
    expect(() =>
      withHeaders(made, () => {
        throw new RangeError("bad");
      }),
    ).toThrow(RangeError);
  });
});
