import type { ReactNode } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { DeleteSection } from "../../components/console/delete-section";
import { type CurrentFile, FilesField } from "../../components/console/files-field";
import { FormError, StatusMessage, TextField } from "../../components/forms/fields";
import { useValidatedForm, type ValidatedForm } from "../../components/forms/use-validated-form";
import { useT } from "../../lib/i18n/client";
import { UnreadableConfirm } from "../publishing/unreadable-confirm";
import { ATTACHMENT_ACCEPT, attachmentLimits } from "./attachment-rules";
import "../../components/console/managed-screens.css";
import { PublishFlags, SaveButton } from "./center-form-parts";

/** The screens' titles (message keys): editing an item, and writing a new one. */
export type ManagedEditTitles =
  | { edit: "console.center.notices.editTitle"; new: "console.center.notices.newTitle" }
  | { edit: "console.center.downloads.editTitle"; new: "console.center.downloads.newTitle" };

/** The fields every kind's form has besides its body (and the files). */
export type ManagedFields = { title: string; pinned: boolean; published: boolean };

/** What the browser checks a post with: the action's own schema (use-validated-form.ts). */
type FormSchema = NonNullable<NonNullable<Parameters<typeof useValidatedForm>[0]>["schema"]>;

/**
 * What the edit screen of a kind knows without the server (client-safe): its list's address,
 * its titles, and the schema and form reader its action checks the post with.
 */
export type ManagedEditForm<Values extends ManagedFields> = {
  base: string;
  titles: ManagedEditTitles;
  schema: FormSchema;
  read: (form: FormData) => Values;
};

/**
 * The console's edit screen of a notice or a form download (managed-edit.server.ts loads
 * and saves it): the title, the kind's own `body` field (the values shown are the post sent
 * back, else the stored item), the pinned and published flags, the files (`files`, the stored
 * item's) and, for a stored item, its delete section.
 */
export function ManagedEditScreen<Item extends ManagedFields, Values extends ManagedFields>({
  kind,
  loaderData: { item },
  actionData,
  files,
  body,
}: {
  kind: ManagedEditForm<Values>;
  loaderData: { item: Item | null };
  actionData?: { values: Values; message?: string; errors?: Record<string, string> };
  files: CurrentFile[];
  body: (form: ValidatedForm, values: Values | Item | null) => ReactNode;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const values = actionData?.values ?? item;
  const form = useValidatedForm({ schema: kind.schema, read: kind.read, serverErrors: actionData?.errors });
  return (
    <>
      <p>
        <Link to={kind.base}>{t("console.common.backToList")}</Link>
      </p>
      <h1>{item ? t(kind.titles.edit) : t(kind.titles.new)}</h1>
      <StatusMessage>{params.get("saved") && !actionData && t("console.center.form.saved")}</StatusMessage>
      <FormError message={actionData?.message} />
      <Form method="post" encType="multipart/form-data" className="console-form console-form--wide" {...form.formProps}>
        <TextField
          form={form}
          name="title"
          label={t("console.center.form.title")}
          defaultValue={values?.title}
          required
        />
        {body(form, values)}
        <PublishFlags form={form} values={values} />
        <FilesField
          form={form}
          label={t("console.center.form.files")}
          hint={t("console.center.form.filesHint", {
            extensions: attachmentLimits.extensions,
            mb: attachmentLimits.maxMegabytes,
            max: attachmentLimits.maxFiles,
          })}
          accept={ATTACHMENT_ACCEPT}
          current={files}
        />
        <UnreadableConfirm form={form} />
        <SaveButton stored={Boolean(item)} />
      </Form>
      {item && <DeleteSection title={item.title} />}
    </>
  );
}
