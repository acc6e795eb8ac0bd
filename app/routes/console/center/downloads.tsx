import { type ManagedKind, managedListAction, managedListLoader } from "../../../controllers/managed-list.server";
import { CONSOLE_PATHS } from "../../../features/auth/console-paths";
import {
  type DownloadSummary,
  listDownloadsForConsole,
  setDownloadFlags,
} from "../../../features/downloads/downloads.server";
import { ManagedListScreen } from "../../../features/managed-content/managed-list";
import { consoleMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/downloads";

const DOWNLOADS: ManagedKind<DownloadSummary> = {
  area: "downloads",
  title: "console.center.downloads.title",
  list: listDownloadsForConsole,
  files: (n) => n.fileCount,
  setFlags: setDownloadFlags,
};

export const loader = (args: Route.LoaderArgs) => managedListLoader(args, DOWNLOADS);

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

/** The rows' pin / publish buttons. */
export const action = (args: Route.ActionArgs) => managedListAction(args, DOWNLOADS);

export default function Downloads({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ManagedListScreen
      title="console.center.downloads.title"
      base={CONSOLE_PATHS.downloads}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}
