import { describe, expect, it } from "vitest";
import { withParam } from "../../../app/controllers/flash-url";

describe("console centre list addresses", () => {
  it("sends a flash back to the page, with its filters, also from a submission's .data address", () => {
    expect(withParam("http://x/console/center/downloads.data?q=a&changed=old", "changed", "새 제목")).toBe(
      "/console/center/downloads?q=a&changed=%EC%83%88+%EC%A0%9C%EB%AA%A9",
    );
    expect(withParam("http://x/console/center/notifications?page=2&index", "deleted", "t")).toBe(
      "/console/center/notifications?page=2&deleted=t",
    );
  });
});
