import type { Db } from "../../db/client";
import { downloadDetailJson, downloadSummaryJson } from "../features/downloads/download-json.server";
import { getPublishedDownload, listPublishedDownloads } from "../features/downloads/downloads.server";
import {
  listQueryOfUrl,
  type PublicListQuery,
  publicListQuerySchema,
} from "../features/managed-content/managed-schema";
import { richTextToPlain } from "../features/managed-content/sanitize.server";
import { noticeDetailJson, noticeSummaryJson } from "../features/notices/notice-json.server";
import { getPublishedNotice, listPublishedNotices } from "../features/notices/notices.server";
import { formatDate } from "../lib/format";
import { orNotFound, recordIdParam } from "../lib/not-found.server";
import type { Page } from "../lib/pagination";
import type { sitePage } from "./site-page.server";

/** A dated item of the centre as its public pages read it. */
type Dated = { title: string; publishedAt: Date };

/**
 * A managed kind with public list and detail pages (`/center/<name>`, `/center/<name>/:id`):
 * its published items, how a row and an item go to the page, and the page's description.
 */
export type CenterKind<Item extends Dated, Row, Detail extends Dated, Json> = {
  name: "notice" | "download";
  list: (db: Db, query: PublicListQuery, now: Date) => Promise<Page<Item>>;
  row: (item: Item) => Row;
  get: (db: Db, id: string, now: Date) => Promise<Detail>;
  json: (item: Detail) => Json;
  /** The page's meta description (its first 120 characters are used). */
  describe: (item: Detail) => string;
};

export const NOTICE_PAGES = {
  name: "notice",
  list: listPublishedNotices,
  row: noticeSummaryJson,
  get: getPublishedNotice,
  json: noticeDetailJson,
  describe: (notice) => richTextToPlain(notice.body),
} satisfies CenterKind<
  Awaited<ReturnType<typeof listPublishedNotices>>["items"][number],
  ReturnType<typeof noticeSummaryJson>,
  Awaited<ReturnType<typeof getPublishedNotice>>,
  ReturnType<typeof noticeDetailJson>
>;

export const DOWNLOAD_PAGES = {
  name: "download",
  list: listPublishedDownloads,
  row: downloadSummaryJson,
  get: getPublishedDownload,
  json: downloadDetailJson,
  describe: (download) => download.description,
} satisfies CenterKind<
  Awaited<ReturnType<typeof listPublishedDownloads>>["items"][number],
  ReturnType<typeof downloadSummaryJson>,
  Awaited<ReturnType<typeof getPublishedDownload>>,
  ReturnType<typeof downloadDetailJson>
>;

/** The page's start (sitePage, called by the route with the sections it names: `center.common` and `center.<name>`). */
type CenterPage = Pick<ReturnType<typeof sitePage>, "db" | "now" | "t" | "i18n" | "meta">;

/** The public list: a page of published items for the search in the URL, numbered down from the newest. */
export async function centerListLoader<Item extends Dated, Row, Detail extends Dated, Json>(
  request: Request,
  { db, now, t, i18n, meta }: CenterPage,
  kind: CenterKind<Item, Row, Detail, Json>,
) {
  const section = `center.${kind.name}` as const;
  const query = listQueryOfUrl(publicListQuerySchema, request.url);
  const page = await kind.list(db, query, now);
  return {
    i18n,
    meta: meta(t(`${section}.title`), t(`${section}.description`)),
    list: {
      q: query.q,
      rows: page.items.map((item) => ({ ...kind.row(item), date: formatDate(item.publishedAt) })),
      page: page.page,
      total: page.total,
      totalPages: page.totalPages,
      // Numbers count down from the newest; pinned rows show "공지" instead.
      startNumber: page.total - (page.page - 1) * page.pageSize,
    },
  };
}

/** One published item (404 when there is none, or it is not published). */
export async function centerItemLoader<Item extends Dated, Row, Detail extends Dated, Json>(
  id: string | undefined,
  { db, now, t, i18n, meta }: CenterPage,
  kind: CenterKind<Item, Row, Detail, Json>,
) {
  const section = `center.${kind.name}` as const;
  const item = await orNotFound(() => kind.get(db, recordIdParam(id), now));
  return {
    i18n,
    meta: meta(`${item.title} - ${t(`${section}.title`)}`, kind.describe(item).slice(0, 120)),
    item: { ...kind.json(item), date: formatDate(item.publishedAt) },
  };
}
