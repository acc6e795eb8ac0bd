import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { DeleteSection } from "../../../components/console/delete-section";
import { FilesField } from "../../../components/console/files-field";
import { Checkbox, FormError, StatusMessage, TextField } from "../../../components/forms/fields";
import { useValidatedForm } from "../../../components/forms/use-validated-form";
import { CONSOLE_PATHS } from "../../../features/auth/console-paths";
import { ATTACHMENT_ACCEPT, attachmentLimits } from "../../../features/content/attachment-rules";
import { removalsFromForm, uploadsFromForm } from "../../../features/content/content-actions.server";
import { RichTextField } from "../../../features/content/rich-text-field";
import { consoleNoticeJson } from "../../../features/notices/notice-json.server";
import { noticeFromForm, noticeInputSchema } from "../../../features/notices/notice-schema";
import {
  createNotice,
  deleteNotice,
  getNoticeForConsole,
  updateNotice,
} from "../../../features/notices/notices.server";
import { useT } from "../../../lib/i18n/client";
import { orNotFound, recordIdParam } from "../../../lib/not-found.server";
import { consoleMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import { consolePage } from "../page.server";
import type { Route } from "./+types/notice-edit";
import { fileErrorsOnField } from "./form-failure";
import "../../../components/console/content-screens.css";

const BASE = CONSOLE_PATHS.notifications;

/** /console/center/notifications/new (no id) and /console/center/notifications/:id. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = consolePage(context, "notifications");
  const notice = params.id
    ? consoleNoticeJson(await orNotFound(() => getNoticeForConsole(db, recordIdParam(params.id))))
    : null;
  const title = notice ? t("console.center.notices.editTitle") : t("console.center.notices.newTitle");
  return { i18n, meta: meta(notice ? `${title}: ${notice.title}` : title), notice };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, scope, actor, failure } = consolePage(context, "notifications");
  const form = await readForm(request);
  const values = noticeFromForm(form);
  try {
    if (params.id && form.get("intent") === "delete") {
      const removed = await deleteNotice(db, scope.files, recordIdParam(params.id), actor(request));
      return redirect(`${BASE}?deleted=${encodeURIComponent(removed.title)}`);
    }
    const input = noticeInputSchema.parse(values);
    const uploads = uploadsFromForm(form);
    if (!params.id) {
      const created = await createNotice(db, scope.files, input, uploads, actor(request));
      return redirect(`${BASE}?created=${encodeURIComponent(created.title)}`);
    }
    const id = recordIdParam(params.id);
    await updateNotice(db, scope.files, id, input, { uploads, remove: removalsFromForm(form) }, actor(request));
    return redirect(`${BASE}/${id}?saved=1`);
  } catch (error) {
    const refused = fileErrorsOnField(failure(error));
    return data({ values, ...refused }, refused.status);
  }
}

export default function NoticeEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const { notice } = loaderData;
  const values = actionData?.values ?? notice;
  const form = useValidatedForm({ schema: noticeInputSchema, read: noticeFromForm, serverErrors: actionData?.errors });
  return (
    <>
      <p>
        <Link to={BASE}>{t("console.common.backToList")}</Link>
      </p>
      <h1>{notice ? t("console.center.notices.editTitle") : t("console.center.notices.newTitle")}</h1>
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
        <RichTextField
          form={form}
          name="body"
          label={t("console.center.form.body")}
          hint={t("console.center.form.bodyHint")}
          defaultValue={values?.body}
          required
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
          current={notice?.attachments ?? []}
        />
        <p>
          <button type="submit" className="console-button console-button--primary">
            {notice ? t("console.center.form.save") : t("console.center.form.create")}
          </button>
        </p>
      </Form>
      {notice && <DeleteSection title={notice.title} />}
    </>
  );
}
