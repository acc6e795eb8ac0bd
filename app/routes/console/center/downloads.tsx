import {
  type PublishedKind,
  publishedListAction,
  publishedListLoader,
} from "../../../controllers/published-list.server";
import { CONSOLE_PATHS } from "../../../features/auth/console-paths";
import { PublishedListScreen } from "../../../features/content/published-list";
import {
  type DownloadSummary,
  listDownloadsForConsole,
  setDownloadFlags,
} from "../../../features/downloads/downloads.server";
import { consoleMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/downloads";

const DOWNLOADS: PublishedKind<DownloadSummary> = {
  area: "downloads",
  title: "console.center.downloads.title",
  list: listDownloadsForConsole,
  files: (n) => n.fileCount,
  setFlags: setDownloadFlags,
};

export const loader = (args: Route.LoaderArgs) => publishedListLoader(args, DOWNLOADS);

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

/** The rows' pin / publish buttons. */
export const action = (args: Route.ActionArgs) => publishedListAction(args, DOWNLOADS);

export default function Downloads({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PublishedListScreen
      title="console.center.downloads.title"
      base={CONSOLE_PATHS.downloads}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}
