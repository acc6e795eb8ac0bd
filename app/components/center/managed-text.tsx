import type { ReactNode } from "react";
import { useLang } from "../../lib/i18n/client";

/**
 * Manager-written content is in Korean (no translations are kept): on an English or Chinese
 * page it is marked lang="ko" so screen readers and translators treat it as such.
 */
export function useContentLang(): "ko" | undefined {
  return useLang() === "ko" ? undefined : "ko";
}

/** A title or other short text a manager wrote. */
export function ManagedText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span lang={useContentLang()} className={className}>
      {children}
    </span>
  );
}

/**
 * A body a manager wrote, as the server handed it: HTML already passed through the one
 * allow-list (app/features/managed-content/sanitize.server.ts) by the loader.
 */
export function RichText({ html, className = "rich-text" }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by the content allow-list
  return <div className={className} lang={useContentLang()} dangerouslySetInnerHTML={{ __html: html }} />;
}
