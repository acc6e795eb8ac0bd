import { useNonce } from "../lib/nonce";

/**
 * One of our own scripts on a page the framework does not hydrate (a route whose `handle`
 * says `hydrate: false`, app/root.tsx): rendered by the server only, as a module that imports
 * `src` with the response's nonce. app/entry.server.tsx starts it after the first paint like
 * every module script. In the browser (a client navigation renders the page with React, which
 * runs the same behaviours from its own effects) it renders nothing; the client build leaves
 * it out of every page.
 */
export function PageScript({ src }: { src: string }) {
  const nonce = useNonce();
  if (typeof document !== "undefined") return null;
  return (
    <script
      type="module"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant import of one of our built files
      dangerouslySetInnerHTML={{ __html: `import ${JSON.stringify(src).replaceAll("<", "\\u003c")};` }}
    />
  );
}
