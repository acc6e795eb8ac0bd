/**
 * Server-side i18n (i18next with all languages). Import it from loaders, actions and API
 * code only: a component that imports it fails the client build on purpose. Components use
 * `useT()` from "~/lib/i18n/client".
 */
export { clientMessages, createI18n } from "./i18n.server";
