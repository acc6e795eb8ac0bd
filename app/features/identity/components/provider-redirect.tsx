import { useEffect, useRef } from "react";
import { useT } from "../../../lib/i18n/client";
import type { ProviderForm } from "../provider";

/**
 * The form that takes the browser to the provider (KCP's page or the sandbox page). Without
 * JavaScript the visitor presses its button; with it, it submits itself once, but not when
 * the visitor came back to it with the Back button (that would send them straight out again).
 * It waits until the page's load event is over: Chromium turns a scripted navigation made
 * before then into a replacement of this history entry, and Back would skip this page.
 */
export function ProviderRedirect({ form }: { form: ProviderForm }) {
  const t = useT();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (entry?.type === "back_forward") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const submit = () => ref.current?.submit();
    // Still inside the load event counts as before it: the submit waits for the next task.
    const afterLoad = () => {
      timer = setTimeout(submit, 0);
    };
    if (document.readyState === "complete") submit();
    else window.addEventListener("load", afterLoad, { once: true });
    return () => {
      window.removeEventListener("load", afterLoad);
      clearTimeout(timer);
    };
  }, []);
  return (
    <form ref={ref} method={form.method} action={form.action} className="form--inline">
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button--primary">
        {t("identity.request.continue")}
      </button>
    </form>
  );
}
