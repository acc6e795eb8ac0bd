import { Outlet } from "react-router";
import { useT } from "../lib/i18n/client";

/** Chrome of the public site: skip link, header, `<main id="main">`, footer. */
export default function SiteLayout() {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
