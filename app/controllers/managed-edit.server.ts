import { data, type RouterContextProvider, redirect } from "react-router";
import type { Db } from "../../db/client";
import type { AuditActor } from "../features/audit/audit.server";
import type { ConsoleArea } from "../features/auth/scopes";
import type { FileChanges } from "../features/managed-content/attachments.server";
import { removalsFromForm, uploadsFromForm } from "../features/managed-content/managed-actions.server";
import type { ManagedEditForm, ManagedFields } from "../features/managed-content/managed-edit";
import type { FormFailure } from "../lib/form-failure.server";
import { orNotFound, recordIdParam } from "../lib/not-found.server";
import { readForm } from "../lib/read-form.server";
import { consolePage } from "./console-page.server";

/** A refused upload names its file (`files.2`); the form shows it under its one file input. */
export function fileErrorsOnField(failure: FormFailure): FormFailure {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(failure.errors)) {
    errors[key.startsWith("files.") || key === "remove" ? "files" : key] ??= message;
  }
  return { ...failure, errors };
}

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

/**
 * A dated, pinnable, publishable content kind of the centre (notices, form downloads) as its
 * edit screen reads and writes it: `Stored` as read, `Json` as the page receives it, `Values`
 * as the form posts it, `Input` once its schema has checked them.
 */
export type ManagedEditKind<
  Stored,
  Json extends { title: string },
  Values extends ManagedFields,
  Input,
> = ManagedEditForm<Values> & {
  area: ConsoleArea;
  /** The form's schema (ManagedEditForm), read on the server too. */
  schema: { parse: (values: Values) => Input };
  get: (db: Db, id: string) => Promise<Stored>;
  json: (item: Stored) => Json;
  create: (db: Db, bucket: R2Bucket, input: Input, uploads: File[], by: AuditActor) => Promise<{ title: string }>;
  update: (
    db: Db,
    bucket: R2Bucket,
    id: string,
    input: Input,
    changes: FileChanges,
    by: AuditActor,
  ) => Promise<unknown>;
  delete: (db: Db, bucket: R2Bucket, id: string, by: AuditActor) => Promise<{ title: string }>;
};

/** `<base>/new` (no id) and `<base>/:id`: the stored item, if any (404 when there is none). */
export async function managedEditLoader<Stored, Json extends { title: string }, Values extends ManagedFields, Input>(
  { params, context }: Omit<Args, "request">,
  kind: ManagedEditKind<Stored, Json, Values, Input>,
) {
  const { db, t, i18n, meta } = consolePage(context, kind.area);
  const item = params.id ? kind.json(await orNotFound(() => kind.get(db, recordIdParam(params.id)))) : null;
  const title = item ? t(kind.titles.edit) : t(kind.titles.new);
  return { i18n, meta: meta(item ? `${title}: ${item.title}` : title), item };
}

/**
 * Creates, saves or (`intent=delete`) deletes; back to the list, or to the saved item. A
 * refused post comes back with what was sent and its errors (a file's under `files`).
 */
export async function managedEditAction<Stored, Json extends { title: string }, Values extends ManagedFields, Input>(
  { request, params, context }: Args,
  kind: ManagedEditKind<Stored, Json, Values, Input>,
) {
  const { db, scope, actor, failure } = consolePage(context, kind.area);
  const form = await readForm(request);
  const values = kind.read(form);
  try {
    if (params.id && form.get("intent") === "delete") {
      const removed = await kind.delete(db, scope.files, recordIdParam(params.id), actor(request));
      return redirect(`${kind.base}?deleted=${encodeURIComponent(removed.title)}`);
    }
    const input = kind.schema.parse(values);
    const uploads = uploadsFromForm(form);
    if (!params.id) {
      const created = await kind.create(db, scope.files, input, uploads, actor(request));
      return redirect(`${kind.base}?created=${encodeURIComponent(created.title)}`);
    }
    const id = recordIdParam(params.id);
    await kind.update(db, scope.files, id, input, { uploads, remove: removalsFromForm(form) }, actor(request));
    return redirect(`${kind.base}/${id}?saved=1`);
  } catch (error) {
    const refused = fileErrorsOnField(failure(error));
    return data({ values, ...refused }, refused.status);
  }
}
