import { useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { langContext } from "./lib/context";
import { createI18n } from "./lib/i18n";
import { DEFAULT_LANGUAGE, HTML_LANG, type Language } from "./lib/i18n/languages";
import { useNonce } from "./lib/nonce";
import "./styles/global.css";

export function loader({ context }: Route.LoaderArgs) {
  return { lang: context.get(langContext) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang: Language = data?.lang ?? DEFAULT_LANGUAGE;
  const nonce = useNonce();
  const i18n = useMemo(() => createI18n(lang), [lang]);
  return (
    <html lang={HTML_LANG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c81" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="error-page">
      <h1>{notFound ? t("errors.notFoundTitle") : t("errors.errorTitle")}</h1>
      <p>{notFound ? t("errors.notFound") : t("errors.error")}</p>
      <p>
        <a href="/">{t("errors.backHome")}</a>
      </p>
    </main>
  );
}
