import { data, redirect } from "react-router";
import { identityPage } from "../../../controllers/identity-page.server";
import { IdentityProblem } from "../../../features/identity/components/identity-problem";
import { ProviderRedirect } from "../../../features/identity/components/provider-redirect";
import { StartVerificationForm } from "../../../features/identity/components/start-verification-form";
import { providerStep, startVerification } from "../../../features/identity/verification-flow.server";
import { REQUEST_PATH, startSchema } from "../../../features/identity/verification-input";
import { scopeContext } from "../../../lib/context";
import { DomainError } from "../../../lib/domain-error";
import { formFailure } from "../../../lib/form-failure.server";
import { useT } from "../../../lib/i18n/client";
import type { Language } from "../../../lib/i18n/languages";
import { pageMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import type { Route } from "./+types/request";
import "../site-pages.css";

const STEP_STATUS = { ready: 200, expired: 410, unavailable: 502, notFound: 404 } as const;

/**
 * GET ?purpose=&returnTo= shows what is about to happen and the start button; GET ?id= (after
 * starting) sends this browser on to the provider for its pending order.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope, page } = identityPage(context, "request");
  const query = new URL(request.url).searchParams;
  const id = query.get("id");
  if (id !== null) {
    try {
      const view = await providerStep(scope, request, id);
      return data({ ...page, view }, { status: STEP_STATUS[view.state] });
    } catch (error) {
      const { status, message } = refusal(error, scope.lang);
      return data({ ...page, view: { state: "refused" as const, message } }, { status });
    }
  }
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

/** A refusal that is no verification's fault (the client's rate limit), in words; anything else is thrown on. */
function refusal(error: unknown, lang: Language) {
  if (!(error instanceof DomainError)) throw error;
  return formFailure(error, lang);
}

/** Starts a verification bound to this browser, then GET ?id= (post/redirect/get). */
export async function action({ request, context }: Route.ActionArgs) {
  const scope = context.get(scopeContext);
  const form = await readForm(request);
  const input = { purpose: form.get("purpose") ?? undefined, returnTo: form.get("returnTo") ?? undefined };
  let result: Awaited<ReturnType<typeof startVerification>>;
  try {
    result = await startVerification(scope, request, input);
  } catch (error) {
    const { status, message } = refusal(error, scope.lang);
    return data({ codes: [] as ("purpose" | "returnTo")[], message: message as string | null }, { status });
  }
  if (!result.ok) return data({ codes: result.fields as ("purpose" | "returnTo")[], message: null }, { status: 400 });
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return redirect(`${REQUEST_PATH}?id=${result.id}`, { status: 303, headers });
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
      <h1>{view.state === "ready" ? t("identity.request.redirectTitle") : t("identity.request.title")}</h1>
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
      {view.state === "ready" && (
        <>
          <p className="page-lead">{t("identity.request.redirectText")}</p>
          <ProviderRedirect form={view.form} />
        </>
      )}
      {(view.state === "expired" || view.state === "unavailable") && (
        <IdentityProblem codes={[view.state]} retry={view.retry} />
      )}
      {view.state === "notFound" && <IdentityProblem codes={["notFound"]} />}
      {view.state === "invalid" && <IdentityProblem codes={view.codes} />}
      {view.state === "refused" && <IdentityProblem message={view.message} />}
    </div>
  );
}
