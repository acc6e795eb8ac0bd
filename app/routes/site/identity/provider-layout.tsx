import { Outlet } from "react-router";
import { bareShellContext } from "../../../lib/context";
import type { Route } from "./+types/provider-layout";
import "../site-pages.css";

/** No header, menus or footer here: the root sends only the base strings. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    context.set(bareShellContext, true);
    return next();
  },
];

/**
 * The pages on the way to the identity provider: the step that sends the browser on, and the
 * sandbox that stands in for KCP's window. They are pages of their own, without the site's
 * header and footer: the visitor sees the step for a moment only, and KCP's window is not ours.
 * So they cost a small render, where the site's chrome would cost most of it.
 */
export default function ProviderLayout() {
  return (
    <main id="main" className="provider-main">
      <Outlet />
    </main>
  );
}
