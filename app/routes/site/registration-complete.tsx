import { Link } from "react-router";
import { sitePage } from "../../controllers/site-page.server";
import { useT } from "../../lib/i18n/client";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/registration-complete";
import "./site-pages.css";

/** One answer for every registration: whether the number was registered before is nobody's business here. */
export function loader({ context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, ["forms.registrationComplete"]);
  return {
    i18n,
    meta: meta(t("forms.registrationComplete.title"), t("forms.registrationComplete.done")),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function RegistrationComplete() {
  const t = useT();
  return (
    <div className="page page--narrow">
      <h1>{t("forms.registrationComplete.title")}</h1>
      <div className="panel panel--success" role="status">
        <p className="result">{t("forms.registrationComplete.done")}</p>
        <p>{t("forms.registrationComplete.next")}</p>
      </div>
      <ul className="link-list">
        <li>
          <Link to="/guide">{t("forms.registrationComplete.guide")}</Link>
        </li>
        <li>
          <Link to="/application">{t("forms.registrationComplete.application")}</Link>
        </li>
      </ul>
    </div>
  );
}
