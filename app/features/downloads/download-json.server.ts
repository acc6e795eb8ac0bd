import { fileJson } from "../content/file-json";
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

export function downloadSummaryJson(d: DownloadSummary) {
  return {
    id: d.id,
    title: d.title,
    description: d.description,
    pinned: d.pinned,
    publishedAt: d.publishedAt.toISOString(),
    fileCount: d.fileCount,
  };
}

export function downloadDetailJson(d: DownloadDetail) {
  return {
    id: d.id,
    title: d.title,
    description: d.description,
    pinned: d.pinned,
    publishedAt: d.publishedAt.toISOString(),
    files: d.files.map((f) => fileJson(f, downloadFileUrl(d.id, f.id))),
  };
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
