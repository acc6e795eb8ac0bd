import { describe, expect, it } from "vitest";
import { popupSchema } from "../../../app/features/popups/popup-schema";
import { footerLinkSchema, internalPathSchema } from "../../../app/features/settings/site-settings";

const popup = (linkUrl: string) => ({
  title: "안내",
  linkUrl,
  startsAt: "2026-03-01T00:00:00+09:00",
  endsAt: "2026-03-31T00:00:00+09:00",
});

describe("internal links cannot leave the site", () => {
  it("footer links take site paths but not protocol-relative //host ones", () => {
    for (const ok of ["/", "/privacy-policy", "/center/notice"])
      expect(internalPathSchema.safeParse(ok).success).toBe(true);
    for (const bad of ["//evil.example", "//evil.example/path", "///evil.example"]) {
      expect(internalPathSchema.safeParse(bad).success).toBe(false);
      expect(footerLinkSchema.safeParse({ title: "링크", to: bad }).success).toBe(false);
    }
  });

  it("popup links take site paths and https URLs but not //host", () => {
    for (const ok of ["/application", "/center/notice?page=2", "https://example.com/a"]) {
      expect(popupSchema.safeParse(popup(ok)).success).toBe(true);
    }
    for (const bad of ["//evil.example", "//evil.example/a?b=c", "http://example.com"]) {
      expect(popupSchema.safeParse(popup(bad)).success).toBe(false);
    }
  });
});
