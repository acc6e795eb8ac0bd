import { TextField } from "../../../components/forms/fields";
import { type ManagedEditKind, managedEditAction, managedEditLoader } from "../../../controllers/managed-edit.server";
import { CONSOLE_PATHS } from "../../../features/auth/console-paths";
import { consoleDownloadJson } from "../../../features/downloads/download-json.server";
import { type DownloadInput, downloadFromForm, downloadInputSchema } from "../../../features/downloads/download-schema";
import {
  createDownload,
  type DownloadDetail,
  deleteDownload,
  getDownloadForConsole,
  updateDownload,
} from "../../../features/downloads/downloads.server";
import { type ManagedEditForm, ManagedEditScreen } from "../../../features/managed-content/managed-edit";
import { useT } from "../../../lib/i18n/client";
import { consoleMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/download-edit";

type DownloadValues = ReturnType<typeof downloadFromForm>;

/** What the screen needs as well as the server (client-safe). */
const DOWNLOAD_FORM = {
  base: CONSOLE_PATHS.downloads,
  titles: { edit: "console.center.downloads.editTitle", new: "console.center.downloads.newTitle" },
  schema: downloadInputSchema,
  read: downloadFromForm,
} satisfies ManagedEditForm<DownloadValues>;

const DOWNLOADS: ManagedEditKind<
  DownloadDetail,
  ReturnType<typeof consoleDownloadJson>,
  DownloadValues,
  DownloadInput
> = {
  ...DOWNLOAD_FORM,
  area: "downloads",
  get: getDownloadForConsole,
  json: consoleDownloadJson,
  create: createDownload,
  update: updateDownload,
  delete: deleteDownload,
};

/** /console/center/downloads/new (no id) and /console/center/downloads/:id. No rich text here: no editor loads. */
export const loader = (args: Route.LoaderArgs) => managedEditLoader(args, DOWNLOADS);

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export const action = (args: Route.ActionArgs) => managedEditAction(args, DOWNLOADS);

export default function DownloadEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ManagedEditScreen
      kind={DOWNLOAD_FORM}
      loaderData={loaderData}
      actionData={actionData}
      files={loaderData.item?.files ?? []}
      body={(form, values) => (
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
      )}
    />
  );
}
