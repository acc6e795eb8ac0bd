import { describe, expect, it } from "vitest";
import { listHref } from "../../../app/lib/list-href";

describe("list addresses", () => {
  it("is the list's own path for the first page without filters", () => {
    expect(listHref("/console/logs", {})).toBe("/console/logs");
    expect(listHref("/console/logs", { actor: "", action: undefined, from: null, page: 1 })).toBe("/console/logs");
  });

  it("drops empty values and page 1, keeps the others in their order, the page last", () => {
    expect(listHref("/console/logs", { actor: "developer", action: "", from: "2025-01-01", page: 1 })).toBe(
      "/console/logs?actor=developer&from=2025-01-01",
    );
    expect(listHref("/console/boards", { board: "free", status: "hidden", q: "", page: 3 })).toBe(
      "/console/boards?board=free&status=hidden&page=3",
    );
  });

  it("leaves out a value equal to the list's default", () => {
    expect(listHref("/center/inquiry", { q: "", status: "all", page: 2 }, { status: "all" })).toBe(
      "/center/inquiry?page=2",
    );
    expect(listHref("/center/inquiry", { q: "", status: "answered" }, { status: "all" })).toBe(
      "/center/inquiry?status=answered",
    );
    expect(
      listHref(
        "/console/application",
        { status: "", sort: "submittedAt", dir: "desc" },
        { sort: "submittedAt", dir: "desc" },
      ),
    ).toBe("/console/application");
  });

  it("builds the console centre lists' addresses as before: filters in order, the page last", () => {
    expect(listHref("/console/center/faqs", { q: "", status: "all", page: 1 }, { status: "all" })).toBe(
      "/console/center/faqs",
    );
    expect(
      listHref("/console/center/faqs", { q: "신청", status: "hidden", category: "c1", page: 3 }, { status: "all" }),
    ).toBe("/console/center/faqs?q=%EC%8B%A0%EC%B2%AD&status=hidden&category=c1&page=3");
  });

  it("encodes Korean text and reserved characters as a form would", () => {
    expect(listHref("/center/notices", { q: "신청 안내", page: 2 })).toBe(
      "/center/notices?q=%EC%8B%A0%EC%B2%AD+%EC%95%88%EB%82%B4&page=2",
    );
    expect(listHref("/console/registration", { q: "김&이=?#" })).toBe(
      "/console/registration?q=%EA%B9%80%26%EC%9D%B4%3D%3F%23",
    );
    const href = listHref("/center/faqs", { category: "c1", q: "입주 자격" });
    expect(new URL(href, "http://x").searchParams.get("q")).toBe("입주 자격");
  });
});
