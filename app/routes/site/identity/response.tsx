import { createContext, data, redirect } from "react-router";
import { identityPage, textFields } from "../../../controllers/identity-page.server";
import { IdentityProblem } from "../../../features/identity/components/identity-problem";
import { RESPONSE_PATH } from "../../../features/identity/paths";
import { completeVerification, verificationOutcome } from "../../../features/identity/verification-flow.server";
import { scopeContext } from "../../../lib/context";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import type { Route } from "./+types/response";
import "../site-pages.css";

type Outcome = Awaited<ReturnType<typeof verificationOutcome>>;

/** The outcome the middleware read for a GET ?id=, handed to the loader. */
const outcomeContext = createContext<Outcome | null>(null);

/**
 * GET ?id=: this browser's outcome (its binding cookie rides on this top-level GET): a fresh
 * success goes on to the return path with `?verification=<id>` from this middleware, before
 * any loader runs (the site layout's settings and the pages' strings are not needed for a
 * redirect); a failure renders its page from the outcome read here.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const method = request.method.toUpperCase();
    const id = new URL(request.url).searchParams.get("id");
    if ((method === "GET" || method === "HEAD") && id) {
      const view = await verificationOutcome(context.get(scopeContext), request, id);
      if (view.state === "verified") throw redirect(view.to, 303);
      context.set(outcomeContext, view);
    }
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope, page } = identityPage(context, "result");
  const id = new URL(request.url).searchParams.get("id");
  const view =
    context.get(outcomeContext) ??
    (id ? await verificationOutcome(scope, request, id) : ({ state: "notFound" } as const));
  if (view.state === "verified") throw redirect(view.to, 303);
  return data({ ...page, view }, { status: view.state === "notFound" ? 404 : 200 });
}

const REFUSAL_STATUS = { invalid: 400, otherBrowser: 403, unknown: 404, replayed: 409 } as const;

/**
 * The provider's answer (KCP's cross-site POST, or the sandbox page's): completed once, only
 * when posted by the browser that started it; a success goes straight on to its return path,
 * a failure to GET ?id=, which says why (post/redirect/get both).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const posted = textFields(await readForm(request));
  const completion = await completeVerification(context.get(scopeContext), request, posted);
  if (completion.kind === "done") return redirect(completion.to ?? `${RESPONSE_PATH}?id=${completion.id}`, 303);
  return data({ code: completion.kind }, { status: REFUSAL_STATUS[completion.kind] });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function VerificationResponse({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const view = loaderData.view;
  return (
    <div className="page page--narrow">
      <h1>{t("identity.result.failedTitle")}</h1>
      {actionData ? (
        <IdentityProblem codes={[actionData.code]} />
      ) : view.state === "failed" ? (
        <IdentityProblem codes={[view.code]} retry={view.retry} />
      ) : view.state === "used" ? (
        <IdentityProblem codes={["used"]} retry={view.retry} />
      ) : (
        <IdentityProblem codes={["notFound"]} />
      )}
    </div>
  );
}
