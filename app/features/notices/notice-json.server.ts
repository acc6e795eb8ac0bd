import { fileJson } from "../managed-content/file-json";
import type { ConsoleNotice, NoticeDetail, NoticeSummary } from "./notices.server";

/*
 * Notices as the API answers them and the pages receive them (dates as ISO strings). The
 * public shapes leave out what only managers see.
 */

const segment = encodeURIComponent;

/** Where a visitor downloads a published notice's file. */
export function noticeFileUrl(noticeId: string, fileId: string): string {
  return `/api/v1/center/notifications/${segment(noticeId)}/attachments/${segment(fileId)}`;
}

/** Where a manager downloads any notice's file. */
export function consoleNoticeFileUrl(noticeId: string, fileId: string): string {
  return `/api/console/center/notifications/${segment(noticeId)}/attachments/${segment(fileId)}`;
}

export function noticeSummaryJson(n: NoticeSummary) {
  return {
    id: n.id,
    title: n.title,
    pinned: n.pinned,
    isNew: n.isNew,
    publishedAt: n.publishedAt.toISOString(),
    attachmentCount: n.attachmentCount,
  };
}

export function noticeDetailJson(n: NoticeDetail) {
  return {
    ...noticeSummaryJson(n),
    body: n.body,
    attachments: n.attachments.map((f) => fileJson(f, noticeFileUrl(n.id, f.id))),
    previous: n.previous,
    next: n.next,
  };
}

export function consoleNoticeJson(n: ConsoleNotice) {
  return {
    id: n.id,
    title: n.title,
    body: n.body,
    pinned: n.pinned,
    published: n.published,
    sample: n.sample,
    publishedAt: n.publishedAt.toISOString(),
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
    attachments: n.attachments.map((f) => fileJson(f, consoleNoticeFileUrl(n.id, f.id))),
  };
}

type ConsoleListItem = {
  id: string;
  title: string;
  pinned: boolean;
  published: boolean;
  sample: boolean;
  publishedAt: Date;
  attachmentCount: number;
};

export function consoleNoticeListJson(n: ConsoleListItem) {
  return { ...n, publishedAt: n.publishedAt.toISOString() };
}
