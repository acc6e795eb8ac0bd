/*
 * The provider step page's one script (a content page: app/lib/content-page.ts). It submits
 * the form that takes the browser to the provider, once, but not when the visitor came back to
 * the page with the Back button (that would send them straight out again). It waits until the
 * page's load event is over: Chromium turns a scripted navigation made before then into a
 * replacement of this history entry, and Back would skip this page. Without it the visitor
 * presses the form's button.
 */
const form = document.querySelector<HTMLFormElement>("form[data-provider-form]");
const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
if (form && entry?.type !== "back_forward") {
  // Still inside the load event counts as before it: the submit waits for the next task.
  if (document.readyState === "complete") form.submit();
  else window.addEventListener("load", () => setTimeout(() => form.submit(), 0), { once: true });
}
