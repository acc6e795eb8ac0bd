import { data } from "react-router";
import { identityPage } from "../../../controllers/identity-page.server";
import { IdentityProblem } from "../../../features/identity/components/identity-problem";
import { SandboxForm } from "../../../features/identity/components/sandbox-form";
import { pendingSandboxOrder } from "../../../features/identity/verification-flow.server";
import { CONTENT_PAGE } from "../../../lib/content-page";
import { useT } from "../../../lib/i18n/client";
import { notFound } from "../../../lib/not-found.server";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/sandbox";
import "../site-pages.css";
import "./sandbox.css";

/** A plain form the browser checks itself: no framework in the browser. */
export const handle = CONTENT_PAGE;

/** The sandbox provider's page (IDENTITY_PROVIDER=sandbox only; production never has it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope, page } = identityPage(context, "sandbox");
  if (scope.env.IDENTITY_PROVIDER !== "sandbox") notFound();
  const order = await pendingSandboxOrder(scope, new URL(request.url).searchParams.get("ordr_idxx") ?? "");
  return data({ ...page, order }, { status: order ? 200 : 404 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function SandboxPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { order } = loaderData;
  return (
    <div className="page page--narrow sandbox-page">
      <p className="sandbox-banner" role="note">
        {t("identity.sandbox.banner")}
      </p>
      <h1>{t("identity.sandbox.title")}</h1>
      <p className="page-lead">{t("identity.sandbox.intro")}</p>
      {order ? (
        <>
          <p>
            {t("identity.sandbox.purpose")}: {t(`identity.request.purposes.${order.purpose}`)}
          </p>
          <SandboxForm orderId={order.orderId} />
        </>
      ) : (
        <IdentityProblem codes={["unknown"]} />
      )}
    </div>
  );
}
