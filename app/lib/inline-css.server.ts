/**
 * Stylesheets inlined into the page: a first paint that waits for no stylesheet request. The
 * server reads each built stylesheet once per isolate through the assets binding (file names
 * carry a content hash, so a text never changes under its name).
 */
const texts = new Map<string, Promise<string | null>>();

/** The text of a built stylesheet (`/assets/*.css`), or null when it cannot be inlined. */
export function builtStylesheet(assets: Fetcher | undefined, origin: string, href: string): Promise<string | null> {
  if (!assets || !/^\/assets\/[\w.-]+\.css$/.test(href)) return Promise.resolve(null);
  let text = texts.get(href);
  if (!text) {
    text = assets
      .fetch(new URL(href, origin))
      .then(async (res) => {
        const css = res.ok ? await res.text() : null;
        // Inside <style> only "</style" could end the element early; our build never writes it.
        return css && !/<\/style/i.test(css) ? css : null;
      })
      .catch(() => null);
    texts.set(href, text);
    // A failure is not remembered: the next page tries again.
    text.then((css) => css ?? texts.delete(href));
  }
  return text;
}
