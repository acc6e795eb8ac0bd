import globalCssUrl from "../../../styles/global.css?url";
import sitePagesCssUrl from "../site-pages.css?url";

/** The built stylesheets of the bare pages on the way to the provider: the site's base and its pages'. */
export const PROVIDER_STYLESHEETS = [globalCssUrl, sitePagesCssUrl] as const;
