import { data, type RouterContextProvider, redirect } from "react-router";
import type { Db } from "../../db/client";
import type { AuditActor } from "../features/audit/audit.server";
import type { ConsoleArea } from "../features/auth/scopes";
import { flagsFromForm } from "../features/managed-content/managed-actions.server";
import type { ManagedListData, ManagedTitle } from "../features/managed-content/managed-list";
import type { ManagedFlags } from "../features/managed-content/managed-schema";
import {
  type ConsoleListQuery,
  consoleListQuerySchema,
  listQueryOfUrl,
} from "../features/managed-content/managed-schema";
import { formatDate } from "../lib/format";
import type { Page } from "../lib/pagination";
import { readForm } from "../lib/read-form.server";
import { consolePage } from "./console-page.server";
import { withParam } from "./flash-url";

type Args = { request: Request; context: Readonly<RouterContextProvider> };
type Item = { id: string; title: string; publishedAt: Date; pinned: boolean; published: boolean; sample: boolean };

/** A dated, pinnable, publishable content kind of the centre (notices, form downloads). */
export type ManagedKind<T extends Item> = {
  area: ConsoleArea;
  title: ManagedTitle;
  list: (db: Db, query: ConsoleListQuery) => Promise<Page<T>>;
  /** How many files an item has, for the list's files column. */
  files: (item: T) => number;
  setFlags: (db: Db, id: string, flags: ManagedFlags, by: AuditActor) => Promise<{ title: string }>;
};

/** The console list of a kind: filters from the URL, a page of rows. */
export async function managedListLoader<T extends Item>({ request, context }: Args, kind: ManagedKind<T>) {
  const { db, t, i18n, meta } = consolePage(context, kind.area);
  const query = listQueryOfUrl(consoleListQuerySchema, request.url);
  const page = await kind.list(db, query);
  const list: ManagedListData = {
    query,
    rows: page.items.map((n) => ({
      id: n.id,
      title: n.title,
      pinned: n.pinned,
      published: n.published,
      sample: n.sample,
      date: formatDate(n.publishedAt),
      files: kind.files(n),
    })),
    total: page.total,
    page: page.page,
    totalPages: page.totalPages,
  };
  return { i18n, meta: meta(t(kind.title)), ...list };
}

/** The rows' pin / publish buttons; back to the list saying what changed. */
export async function managedListAction<T extends Item>({ request, context }: Args, kind: ManagedKind<T>) {
  const { db, actor, failure } = consolePage(context, kind.area);
  const form = await readForm(request);
  try {
    const { id, flags } = flagsFromForm(form);
    const item = await kind.setFlags(db, id, flags, actor(request));
    return redirect(withParam(request.url, "changed", item.title));
  } catch (error) {
    const refused = failure(error);
    return data(refused, refused.status);
  }
}
