import { useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * The server inlines each stylesheet of a document into a <style data-inline-css> before its
 * <link>, which it marks media="print" so the first paint waits for no request (see
 * app/entry.server.tsx). Each link is made to apply again, and its inline copy goes when the
 * link has loaded (at once if the link has gone): from then on React Router's links alone say
 * which styles apply, as client navigations expect.
 */
export function settleInlineCss() {
  for (const style of document.querySelectorAll<HTMLStyleElement>("style[data-inline-css]")) {
    const href = style.dataset.inlineCss;
    const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
      (l) => l.getAttribute("href") === href,
    );
    if (!link) {
      style.remove();
      continue;
    }
    link.removeAttribute("media");
    if (link.sheet) style.remove();
    else link.addEventListener("load", () => style.remove(), { once: true });
  }
}

/**
 * Settles the inline styles when the first client navigation starts, before React Router's
 * links change, and not before: until then they style the page exactly as the links would,
 * and swapping one for the other makes the browser restyle the whole document, a task of its
 * own in the middle of hydration (10 ms or more in a fresh tab). A navigation that never
 * leaves the idle state is caught when its location arrives: a style whose link has gone goes
 * with it.
 */
export function useInlineCssUntilNavigation() {
  const navigation = useNavigation();
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const moving = navigation.state !== "idle" || key !== firstKey;
  useEffect(() => {
    if (moving) settleInlineCss();
  }, [moving]);
}
