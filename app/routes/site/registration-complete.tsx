import { Link, redirect } from "react-router";
import { z } from "zod";
import { useT } from "../../lib/i18n/client";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/registration-complete";
import { sitePage } from "./page.server";
import "./site-pages.css";

const query = z.object({ result: z.enum(["created", "updated"]) });

export function loader({ request, context }: Route.LoaderArgs) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw redirect("/form/registration");
  const { t, i18n, meta } = sitePage(context, ["forms.registrationComplete"]);
  return {
    i18n,
    meta: meta(t("forms.registrationComplete.title"), t(`forms.registrationComplete.${parsed.data.result}`)),
    result: parsed.data.result,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function RegistrationComplete({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page page--narrow">
      <h1>{t("forms.registrationComplete.title")}</h1>
      <div className="panel panel--success" role="status">
        <p className="result" data-result={loaderData.result}>
          {t(`forms.registrationComplete.${loaderData.result}`)}
        </p>
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
