/**
 * The server inlines each stylesheet of a document into a <style data-inline-css> before its
 * <link>, which it marks media="print" so the first paint waits for no request (see
 * app/entry.server.tsx). Once the page runs, each link is made to apply again and its inline
 * copy goes when the link has loaded: from then on React Router's links alone say which
 * styles apply, as client navigations expect.
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
