import { data, UNSAFE_ErrorResponseImpl as ErrorResponseImpl, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "../../../app/entry.server";
import { type RequestScope, scopeContext } from "../../../app/lib/context";

const PERSONAL = "params: 홍길동,01012345678,19900101,hong@example.com";

function args(aborted = false) {
  const controller = new AbortController();
  if (aborted) controller.abort();
  const request = new Request("https://example.test/form/registration", { signal: controller.signal });
  // biome-ignore lint/suspicious/noExplicitAny: only the request is read
  return { request, params: {}, context: {} as any };
}

/** The lines handleError logged, each call's arguments joined. */
function logged(error: unknown, aborted = false): string[] {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  handleError(error, args(aborted));
  return spy.mock.calls.map((call) => call.map(String).join(" "));
}

afterEach(() => vi.restoreAllMocks());

describe("handleError", () => {
  it("logs only the error's name, never its message or stack", () => {
    class DrizzleQueryError extends Error {
      override name = "DrizzleQueryError";
    }
    const calls = logged(new DrizzleQueryError(`Failed query: insert into registrations ${PERSONAL}`));
    expect(calls).toHaveLength(1);
    const text = calls.join("\n");
    expect(text).toContain("DrizzleQueryError");
    expect(text).not.toContain("홍길동");
    expect(text).not.toContain("01012345678");
    expect(text).not.toContain("hong@example.com");
    expect(text).not.toContain("at ");
  });

  it("adds an HTTP status or error code when the error has one", () => {
    const withCode = Object.assign(new Error(PERSONAL), { code: "SQLITE_CONSTRAINT" });
    expect(logged(withCode).join("\n")).toContain("Error SQLITE_CONSTRAINT");
    vi.restoreAllMocks();
    const withStatus = Object.assign(new TypeError(PERSONAL), { status: 502 });
    expect(logged(withStatus).join("\n")).toContain("TypeError 502");
  });

  it("logs the status of thrown responses and route error data, not their bodies", () => {
    const calls = logged(new Response(PERSONAL, { status: 503 }));
    expect(calls.join("\n")).toContain("503");
    expect(calls.join("\n")).not.toContain("홍길동");
    vi.restoreAllMocks();
    const fromData = logged(data({ message: PERSONAL }, { status: 400 }));
    expect(fromData.join("\n")).not.toContain("홍길동");
  });

  it("logs nothing for a visitor's 4xx: no such route, no action for a POST", () => {
    expect(logged(new Response(PERSONAL, { status: 404 }))).toHaveLength(0);
    vi.restoreAllMocks();
    expect(logged(new ErrorResponseImpl(405, "Method Not Allowed", null))).toHaveLength(0);
    vi.restoreAllMocks();
    expect(logged(new ErrorResponseImpl(500, "Internal Server Error", null))).toHaveLength(1);
  });

  it("logs nothing for aborted requests", () => {
    expect(logged(new Error(PERSONAL), true)).toHaveLength(0);
  });

  it("does not echo a crafted name or a non-error value", () => {
    const crafted = new Error("x");
    crafted.name = `Error ${PERSONAL}`;
    expect(logged(crafted).join("\n")).not.toContain("홍길동");
    vi.restoreAllMocks();
    expect(logged(PERSONAL).join("\n")).not.toContain("홍길동");
  });

  it("logs the request's id from its scope, as the request's line and error page carry it", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const context = new RouterContextProvider();
    context.set(scopeContext, { requestId: "8f1a2b3c4d5e6f70-ICN" } as RequestScope);
    handleError(new Error(PERSONAL), { ...args(), context });
    const [line] = spy.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
    expect(line).toEqual({ event: "request error", requestId: "8f1a2b3c4d5e6f70-ICN", error: "Error" });
  });
});
