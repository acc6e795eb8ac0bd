import { Links, Meta, Outlet, Scripts, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/error-page";
import { PageScript } from "./components/page-script";
import contentScriptUrl from "./features/site/content-page-script.ts?worker&url";
import { contentPageScripts } from "./lib/content-page";
import { langContext, scopeContext } from "./lib/context";
import { useRememberDocumentLocation } from "./lib/document-location";
import { clientMessages } from "./lib/i18n/i18n.server";
import { rememberLanguageChoice } from "./lib/i18n/language-cookie.server";
import { DEFAULT_LANGUAGE, HTML_LANG, type Language } from "./lib/i18n/languages";
import { useInlineCssUntilNavigation } from "./lib/inline-css";
import { useNonce } from "./lib/nonce";
import { errorPageMeta } from "./lib/page-meta";
import { ScrollRestoration } from "./lib/scroll-restoration";
import "./styles/global.css";

/** `?lng=` on any page stores the choice in the `lng` cookie (documents and data requests). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => rememberLanguageChoice(request, await next()),
];

/**
 * The strings every page's shell renders: the base namespace and the public header, menus,
 * footer and back-to-top button. The home page's sections (hero, eligibility, premium,
 * finance, call to action, popups) travel with the home page alone.
 */
const SHELL_SECTIONS = ["base", "site.menu", "site.header", "site.footer", "site.backToTop"] as const;

export function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(langContext);
  // Only this language's shell strings travel to the browser; see app/lib/i18n/client.ts.
  // The request's id is what an error page of this document shows (components/error-page.tsx).
  return { lang, i18n: clientMessages(lang, SHELL_SECTIONS), requestId: context.get(scopeContext).requestId };
}

/** Only an error page's title: every page sets its own. */
export const meta: Route.MetaFunction = (args) => errorPageMeta(args);

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang: Language = data?.lang ?? DEFAULT_LANGUAGE;
  const nonce = useNonce();
  const matches = useMatches();
  useRememberDocumentLocation();
  // A content page's HTML carries the shell's small script (and the page's own) instead of the
  // framework's. Once React runs in the browser (a client navigation), every page keeps the
  // framework's: the client build folds this to null and leaves the content-page code out.
  const ownScripts = import.meta.env.SSR ? contentPageScripts(matches) : null;
  return (
    <html lang={HTML_LANG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c81" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The first paint shows the page's content, not the header alone (docs/architecture.md). */}
        <link rel="expect" href="#main" blocking="render" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {ownScripts ? (
          [contentScriptUrl, ...ownScripts].map((src) => <PageScript key={src} src={src} />)
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useInlineCssUntilNavigation();
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorPage as="main" />;
}
