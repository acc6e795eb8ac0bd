import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { DeleteSection } from "../../../components/console/delete-section";
import { FilesField } from "../../../components/console/files-field";
import { Checkbox, FormError, StatusMessage, TextField } from "../../../components/forms/fields";
import { useValidatedForm } from "../../../components/forms/use-validated-form";
import { CONSOLE_PATHS } from "../../../features/auth/console-paths";
import { ATTACHMENT_ACCEPT, attachmentLimits } from "../../../features/content/attachment-rules";
import { removalsFromForm, uploadsFromForm } from "../../../features/content/content-actions.server";
import { consoleDownloadJson } from "../../../features/downloads/download-json.server";
import { downloadFromForm, downloadInputSchema } from "../../../features/downloads/download-schema";
import {
  createDownload,
  deleteDownload,
  getDownloadForConsole,
  updateDownload,
} from "../../../features/downloads/downloads.server";
import { useT } from "../../../lib/i18n/client";
import { orNotFound, recordIdParam } from "../../../lib/not-found.server";
import { consoleMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import { consolePage } from "../page.server";
import type { Route } from "./+types/download-edit";
import { fileErrorsOnField } from "./form-failure";
import "../../../components/console/content-screens.css";

const BASE = CONSOLE_PATHS.downloads;

/** /console/center/downloads/new (no id) and /console/center/downloads/:id. No rich text here: no editor loads. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = consolePage(context, "downloads");
  const download = params.id
    ? consoleDownloadJson(await orNotFound(() => getDownloadForConsole(db, recordIdParam(params.id))))
    : null;
  const title = download ? t("console.center.downloads.editTitle") : t("console.center.downloads.newTitle");
  return { i18n, meta: meta(download ? `${title}: ${download.title}` : title), download };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, scope, actor, failure } = consolePage(context, "downloads");
  const form = await readForm(request);
  const values = downloadFromForm(form);
  try {
    if (params.id && form.get("intent") === "delete") {
      const removed = await deleteDownload(db, scope.files, recordIdParam(params.id), actor(request));
      return redirect(`${BASE}?deleted=${encodeURIComponent(removed.title)}`);
    }
    const input = downloadInputSchema.parse(values);
    const uploads = uploadsFromForm(form);
    if (!params.id) {
      const created = await createDownload(db, scope.files, input, uploads, actor(request));
      return redirect(`${BASE}?created=${encodeURIComponent(created.title)}`);
    }
    const id = recordIdParam(params.id);
    await updateDownload(db, scope.files, id, input, { uploads, remove: removalsFromForm(form) }, actor(request));
    return redirect(`${BASE}/${id}?saved=1`);
  } catch (error) {
    const refused = fileErrorsOnField(failure(error));
    return data({ values, ...refused }, refused.status);
  }
}

export default function DownloadEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const { download } = loaderData;
  const values = actionData?.values ?? download;
  const form = useValidatedForm({
    schema: downloadInputSchema,
    read: downloadFromForm,
    serverErrors: actionData?.errors,
  });
  return (
    <>
      <p>
        <Link to={BASE}>{t("console.common.backToList")}</Link>
      </p>
      <h1>{download ? t("console.center.downloads.editTitle") : t("console.center.downloads.newTitle")}</h1>
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
        <TextField
          form={form}
          name="description"
          label={t("console.center.downloads.description")}
          hint={t("console.center.downloads.descriptionHint")}
          multiline
          rows={5}
          maxLength={2000}
          defaultValue={values?.description}
        />
        <Checkbox form={form} name="pinned" label={t("console.center.form.pinned")} checked={values?.pinned ?? false} />
        <Checkbox
          form={form}
          name="published"
          label={t("console.center.form.published")}
          hint={t("console.center.form.publishedHint")}
          checked={values?.published ?? true}
        />
        <FilesField
          form={form}
          label={t("console.center.form.files")}
          hint={t("console.center.form.filesHint", {
            extensions: attachmentLimits.extensions,
            mb: attachmentLimits.maxMegabytes,
            max: attachmentLimits.maxFiles,
          })}
          accept={ATTACHMENT_ACCEPT}
          current={download?.files ?? []}
        />
        <p>
          <button type="submit" className="console-button console-button--primary">
            {download ? t("console.center.form.save") : t("console.center.form.create")}
          </button>
        </p>
      </Form>
      {download && <DeleteSection title={download.title} />}
    </>
  );
}
