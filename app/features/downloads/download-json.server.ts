import { fileJson } from "../managed-content/file-json";
import type { DownloadDetail, DownloadSummary } from "./downloads.server";

const segment = encodeURIComponent;

/** Where a visitor downloads a published entry's file. */
export function downloadFileUrl(downloadId: string, fileId: string): string {
  return `/api/v1/center/downloads/${segment(downloadId)}/files/${segment(fileId)}`;
}

/** Where a manager downloads any entry's file. */
export function consoleDownloadFileUrl(downloadId: string, fileId: string): string {
  return `/api/console/center/downloads/${segment(downloadId)}/files/${segment(fileId)}`;
}

/** What a visitor sees of an entry in the list and on its page. */
function entryJson(d: DownloadSummary | DownloadDetail) {
  return {
    id: d.id,
    title: d.title,
    description: d.description,
    pinned: d.pinned,
    publishedAt: d.publishedAt.toISOString(),
  };
}

export function downloadSummaryJson(d: DownloadSummary) {
  return { ...entryJson(d), fileCount: d.fileCount };
}

export function downloadDetailJson(d: DownloadDetail) {
  return { ...entryJson(d), files: d.files.map((f) => fileJson(f, downloadFileUrl(d.id, f.id))) };
}

export function consoleDownloadListJson(d: DownloadSummary) {
  return { ...downloadSummaryJson(d), published: d.published, sample: d.sample };
}

export function consoleDownloadJson(d: DownloadDetail) {
  return {
    ...downloadDetailJson(d),
    published: d.published,
    sample: d.sample,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    files: d.files.map((f) => fileJson(f, consoleDownloadFileUrl(d.id, f.id))),
  };
}
