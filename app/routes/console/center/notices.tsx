import { type ManagedKind, managedListAction, managedListLoader } from "../../../controllers/managed-list.server";
import { CONSOLE_PATHS } from "../../../features/auth/console-paths";
import { ManagedListScreen } from "../../../features/managed-content/managed-list";
import { listNoticesForConsole, setNoticeFlags } from "../../../features/notices/notices.server";
import { consoleMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/notices";

const NOTICES: ManagedKind<Awaited<ReturnType<typeof listNoticesForConsole>>["items"][number]> = {
  area: "notifications",
  title: "console.center.notices.title",
  list: listNoticesForConsole,
  files: (n) => n.attachmentCount,
  setFlags: setNoticeFlags,
};

export const loader = (args: Route.LoaderArgs) => managedListLoader(args, NOTICES);

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

/** The rows' pin / publish buttons. */
export const action = (args: Route.ActionArgs) => managedListAction(args, NOTICES);

export default function Notices({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ManagedListScreen
      title="console.center.notices.title"
      base={CONSOLE_PATHS.notifications}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}
