import { type ManagedEditKind, managedEditAction, managedEditLoader } from "../../../controllers/managed-edit.server";
import { CONSOLE_PATHS } from "../../../features/auth/console-paths";
import { type ManagedEditForm, ManagedEditScreen } from "../../../features/managed-content/managed-edit";
import { RichTextField } from "../../../features/managed-content/rich-text-field";
import { consoleNoticeJson } from "../../../features/notices/notice-json.server";
import { type NoticeInput, noticeFromForm, noticeInputSchema } from "../../../features/notices/notice-schema";
import {
  type ConsoleNotice,
  createNotice,
  deleteNotice,
  getNoticeForConsole,
  updateNotice,
} from "../../../features/notices/notices.server";
import { useT } from "../../../lib/i18n/client";
import { consoleMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/notice-edit";

type NoticeValues = ReturnType<typeof noticeFromForm>;

/** What the screen needs as well as the server (client-safe). */
const NOTICE_FORM = {
  base: CONSOLE_PATHS.notifications,
  titles: { edit: "console.center.notices.editTitle", new: "console.center.notices.newTitle" },
  schema: noticeInputSchema,
  read: noticeFromForm,
} satisfies ManagedEditForm<NoticeValues>;

const NOTICES: ManagedEditKind<ConsoleNotice, ReturnType<typeof consoleNoticeJson>, NoticeValues, NoticeInput> = {
  ...NOTICE_FORM,
  area: "notifications",
  get: getNoticeForConsole,
  json: consoleNoticeJson,
  create: createNotice,
  update: updateNotice,
  delete: deleteNotice,
};

/** /console/center/notifications/new (no id) and /console/center/notifications/:id. */
export const loader = (args: Route.LoaderArgs) => managedEditLoader(args, NOTICES);

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export const action = (args: Route.ActionArgs) => managedEditAction(args, NOTICES);

export default function NoticeEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ManagedEditScreen
      kind={NOTICE_FORM}
      loaderData={loaderData}
      actionData={actionData}
      files={loaderData.item?.attachments ?? []}
      body={(form, values) => (
        <RichTextField
          form={form}
          name="body"
          label={t("console.center.form.body")}
          hint={t("console.center.form.bodyHint")}
          defaultValue={values?.body}
          required
        />
      )}
    />
  );
}
