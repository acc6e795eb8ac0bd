import { describe, expect, it } from "vitest";
import { listHref, withParam } from "../../app/routes/console/center/paths";

describe("console centre list addresses", () => {
  it("leaves defaults out of a list's address", () => {
    expect(listHref("/console/center/faqs", { q: "", status: "all" })).toBe("/console/center/faqs");
    expect(listHref("/console/center/faqs", { q: "신청", status: "hidden", category: "c1" }, 3)).toBe(
      "/console/center/faqs?q=%EC%8B%A0%EC%B2%AD&status=hidden&category=c1&page=3",
    );
  });

  it("sends a flash back to the page, with its filters, also from a submission's .data address", () => {
    expect(withParam("http://x/console/center/downloads.data?q=a&changed=old", "changed", "새 제목")).toBe(
      "/console/center/downloads?q=a&changed=%EC%83%88+%EC%A0%9C%EB%AA%A9",
    );
    expect(withParam("http://x/console/center/notifications?page=2&index", "deleted", "t")).toBe(
      "/console/center/notifications?page=2&deleted=t",
    );
  });
});
