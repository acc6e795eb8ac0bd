import { data, redirect } from "react-router";
import { identityPage, identityRefusal } from "../../../controllers/identity-page.server";
import { IdentityProblem } from "../../../features/identity/components/identity-problem";
import { StartVerificationForm } from "../../../features/identity/components/start-verification-form";
import { PROVIDER_PATH } from "../../../features/identity/paths";
import { startVerification } from "../../../features/identity/verification-flow.server";
import { startSchema } from "../../../features/identity/verification-input";
import { scopeContext } from "../../../lib/context";
import { cookieHeaders } from "../../../lib/cookies";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import type { Route } from "./+types/request";
import "../site-pages.css";

/** GET ?purpose=&returnTo= shows what is about to happen and the start button. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page } = identityPage(context, "request");
  const query = new URL(request.url).searchParams;
  const parsed = startSchema.safeParse({
    purpose: query.get("purpose") ?? undefined,
    returnTo: query.get("returnTo") ?? undefined,
  });
  if (!parsed.success) {
    const codes = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))] as ("purpose" | "returnTo")[];
    return data({ ...page, view: { state: "invalid" as const, codes } }, { status: 400 });
  }
  return { ...page, view: { state: "start" as const, ...parsed.data } };
}

/** Starts a verification bound to this browser, then the provider step (post/redirect/get). */
export async function action({ request, context }: Route.ActionArgs) {
  const scope = context.get(scopeContext);
  const form = await readForm(request);
  const input = { purpose: form.get("purpose") ?? undefined, returnTo: form.get("returnTo") ?? undefined };
  let result: Awaited<ReturnType<typeof startVerification>>;
  try {
    result = await startVerification(scope, request, input);
  } catch (error) {
    const { status, message } = identityRefusal(error, scope.lang);
    return data({ codes: [] as ("purpose" | "returnTo")[], message: message as string | null }, { status });
  }
  if (!result.ok) return data({ codes: result.fields as ("purpose" | "returnTo")[], message: null }, { status: 400 });
  return redirect(`${PROVIDER_PATH}?id=${result.id}`, { status: 303, headers: cookieHeaders(result.setCookies) });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function VerificationRequest({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const view = actionData
    ? actionData.message !== null
      ? { state: "refused" as const, message: actionData.message }
      : { state: "invalid" as const, codes: actionData.codes }
    : loaderData.view;
  return (
    <div className="page page--narrow">
      <h1>{t("identity.request.title")}</h1>
      {view.state === "start" && (
        <>
          <p className="page-lead">{t(`identity.request.purposes.${view.purpose}`)}</p>
          <p>{t("identity.request.how")}</p>
          <p className="notice">{t("identity.request.privacy")}</p>
          <StartVerificationForm purpose={view.purpose} returnTo={view.returnTo} />
          <p>
            <a href={view.returnTo}>{t("identity.request.back")}</a>
          </p>
        </>
      )}
      {view.state === "invalid" && <IdentityProblem codes={view.codes} />}
      {view.state === "refused" && <IdentityProblem message={view.message} />}
    </div>
  );
}
