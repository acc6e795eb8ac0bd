import type { ReactNode } from "react";
import type { VerificationPurpose } from "../../../lib/enums";
import { useT } from "../../../lib/i18n/client";
import { REQUEST_PATH } from "../paths";

/**
 * The button that starts a verification, for any page: a plain form posted to the request
 * route (a full page load, so that page's CSP may let the browser go on to the provider).
 * The page must ship the `identity` strings (`clientMessages(lang, ["identity"])`) or pass
 * its own label as children. The visitor comes back to `returnTo?verification=<id>`.
 */
export function StartVerificationForm({
  purpose,
  returnTo,
  children,
}: {
  purpose: VerificationPurpose;
  returnTo: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <form method="post" action={REQUEST_PATH} className="form--inline">
      <input type="hidden" name="purpose" value={purpose} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className="button button--primary">
        {children ?? t("identity.request.start")}
      </button>
    </form>
  );
}
