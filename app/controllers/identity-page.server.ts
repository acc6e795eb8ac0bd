import type { RouterContextProvider } from "react-router";
import { scopeContext } from "../lib/context";
import { DomainError } from "../lib/domain-error";
import { formFailure } from "../lib/form-failure.server";
import { clientMessages, createI18n } from "../lib/i18n/i18n.server";
import type { Language } from "../lib/i18n/languages";
import type { PageMeta } from "../lib/page-meta";

type TitleKey = "request" | "result" | "sandbox";

/** A verification page's title (with the site's name) and description, and `t`, in the request's language. */
function identityHead(lang: Language, titleKey: TitleKey) {
  const { t } = createI18n(lang);
  const title = `${t(`identity.${titleKey}.title`)} | ${t("common.siteName")}`;
  return { t, title, description: t("identity.request.description") };
}

/** What the verification pages' loaders share: the request scope, `t`, the identity strings, meta. */
export function identityPage(context: Readonly<RouterContextProvider>, titleKey: Exclude<TitleKey, "sandbox">) {
  const scope = context.get(scopeContext);
  const { t, title, description } = identityHead(scope.lang, titleKey);
  const meta: PageMeta = { title, description, siteName: t("common.siteName"), lang: scope.lang };
  // Not the sandbox's strings: those are the bare sandbox page's own, rendered on the server.
  const i18n = clientMessages(scope.lang, ["identity.request", "identity.result", "errors.identity"]);
  return { scope, page: { i18n, meta } };
}

/**
 * What the bare pages on the way to the provider share (app/lib/bare-document.server.ts): the
 * request scope, `t`, the document's language, title, description and nonce, and where its
 * stylesheets are read from.
 */
export function bareIdentityPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  titleKey: Exclude<TitleKey, "result">,
) {
  const scope = context.get(scopeContext);
  const { t, title, description } = identityHead(scope.lang, titleKey);
  const document = { lang: scope.lang, title, description, nonce: scope.nonce };
  return { scope, t, document, assets: { assets: scope.env.ASSETS, origin: new URL(request.url).origin } };
}

/** A posted form's text fields (the first of each name); files are not an answer. */
export function textFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in out)) out[name] = value;
  return out;
}

/**
 * A verification page's refusal that is no verification's fault (the client's rate limit), in
 * words, with its status; anything else is thrown on.
 */
export function identityRefusal(error: unknown, lang: Language) {
  if (!(error instanceof DomainError)) throw error;
  return formFailure(error, lang);
}
