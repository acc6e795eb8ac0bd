import type { RouterContextProvider } from "react-router";
import { type AuditActor, auditActor } from "../features/audit/audit.server";
import type { ConsoleArea, Principal } from "../features/auth/scopes";
import { type RequestScope, scopeContext } from "../lib/context";
import { type FormFailure, formFailure } from "../lib/form-failure.server";
import type { ClientMessages, TranslationSection } from "../lib/i18n/client";
import { clientMessages, createI18n } from "../lib/i18n/i18n.server";
import type { ConsoleMeta } from "../lib/page-meta";
import { principalContext, requireConsole } from "./console-guard.server";

type Ctx = Readonly<RouterContextProvider>;

type ConsolePage<P extends Principal | null> = {
  /** The manager asking (guaranteed on an area's page). */
  principal: P;
  scope: RequestScope;
  db: RequestScope["db"];
  lang: RequestScope["lang"];
  now: Date;
  t: ReturnType<typeof createI18n>["t"];
  /** The strings the page renders in the browser: `console` (on an area's page), `errors.validation` and the parts asked for. */
  i18n: ClientMessages;
  meta: (title: string) => ConsoleMeta;
  /** A refused request (DomainError, ZodError) as the page's form shows it; anything else is thrown on. */
  failure: (error: unknown) => FormFailure;
} & (P extends Principal ? { actor: (request: Request) => AuditActor } : unknown);

/**
 * What a console page's loader or action needs, beside `sitePage()` for public pages. With an
 * area it is that area's guard (`requireConsole`: the login without a session, the denial
 * page without the scope) and gives the principal and the audit actor; without one (login,
 * logout, denial) the principal is whoever is signed in, if anyone. `parts` names further
 * strings the page renders (e.g. a preview of public components: `"forms.application"`).
 */
export function consolePage(
  context: Ctx,
  area: ConsoleArea,
  parts?: readonly TranslationSection[],
): ConsolePage<Principal>;
export function consolePage(context: Ctx): ConsolePage<Principal | null>;
export function consolePage(
  context: Ctx,
  area?: ConsoleArea,
  parts: readonly TranslationSection[] = [],
): ConsolePage<Principal> | ConsolePage<Principal | null> {
  const principal = area ? requireConsole(context, area) : context.get(principalContext);
  const scope = context.get(scopeContext);
  const { t } = createI18n(scope.lang);
  const page = {
    principal,
    scope,
    db: scope.db,
    lang: scope.lang,
    now: scope.now(),
    t,
    i18n: clientMessages(scope.lang, area ? ["console", "errors.validation", ...parts] : ["errors.validation"]),
    meta: (title: string) => ({ title }),
    failure: (error: unknown) => formFailure(error, scope.lang),
  };
  return principal ? { ...page, principal, actor: (request: Request) => auditActor(scope, request, principal) } : page;
}
