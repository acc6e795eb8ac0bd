import { describe, expect, it } from "vitest";
import { withHeaders } from "../../../app/lib/response-headers";

describe("withHeaders", () => {
  it("answers a copy with the headers edited, the same status and body, the original untouched", async () => {
    const made = new Response("page", { status: 201, headers: { "content-type": "text/html" } });
    const edited = withHeaders(made, (h) => h.set("x-one", "1"));
    expect(edited).not.toBe(made);
    expect(edited.status).toBe(201);
    expect(edited.headers.get("x-one")).toBe("1");
    expect(made.headers.get("x-one")).toBeNull();
    expect(await edited.text()).toBe("page");

    // Response.redirect's headers are immutable: the copy's are not.
    const redirect = Response.redirect("https://example.com/next", 303);
    const copied = withHeaders(redirect, (h) => h.append("Set-Cookie", "a=1"));
    expect(copied.status).toBe(303);
    expect(copied.headers.get("location")).toBe("https://example.com/next");
    expect(copied.headers.get("set-cookie")).toBe("a=1");
  });
});
