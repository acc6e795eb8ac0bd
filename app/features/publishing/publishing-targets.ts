import type { ConsoleArea } from "../auth/scopes";

/*
 * The kinds of content the leak scan guards (docs/product/publishing.md), and the console
 * area whose managers may approve an override for each: the people who may publish it
 * themselves. Client-safe: the approvals screen names them.
 */
export const PUBLISH_TARGET_AREAS = {
  notice: "notifications",
  download: "downloads",
  faq: "faqs",
  question: "questions",
  popup: "popups",
  banner: "banners",
} as const satisfies Record<string, ConsoleArea>;

export type PublishTarget = keyof typeof PUBLISH_TARGET_AREAS;

export const PUBLISH_TARGETS = Object.keys(PUBLISH_TARGET_AREAS) as PublishTarget[];

/** How long a refused part's override request waits for a second manager. */
export const OVERRIDE_REQUEST_MS = 7 * 86_400_000;
/** How long an approved override may be used (once). */
export const OVERRIDE_APPROVAL_MS = 86_400_000;
