import { Outlet } from "react-router";

/** Chrome of the public site (header, footer); filled in by the public-site feature. */
export default function SiteLayout() {
  return <Outlet />;
}
