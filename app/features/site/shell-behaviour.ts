/*
 * The public shell's behaviours as plain DOM code, on the markup SiteShell renders. The same
 * code runs on every public page: content pages get it through their own small script
 * (content-page-script.ts, no framework in the browser), hydrated pages from SiteShell's effect.
 * What HTML and CSS do alone stays with them: the sitemap opens and closes through the invoker
 * commands and <dialog> (Esc, focus moved in, focus returned, the page behind inert), submenus
 * open on hover and focus in CSS, smooth scrolling is `scroll-behavior`.
 */
import { trapTab } from "../../lib/trap-tab";
import { RESIZE_THROTTLE_MS, throttle } from "./throttle";

/** docs/product.md §4.7: the header takes its scrolled look above 2 px. */
export const SCROLLED_AFTER_PX = 2;

/* docs/product.md §2.4: copy, context menu, selection and drag are blocked on page content only. */
const BLOCKED_EVENTS = ["copy", "cut", "contextmenu", "selectstart", "dragstart"] as const;
const ALLOWED = "input, textarea, select, [contenteditable=''], [contenteditable='true'], [data-allow-copy]";

/** Every listener of the shell goes with one signal: aborting it detaches them all. */
type Listen = { signal: AbortSignal };

/** Whether an event on `target` inside `root` should be blocked. */
export function isProtectedTarget(root: Element, target: EventTarget | null): boolean {
  const node = target instanceof Node ? target : null;
  if (!node || !root.contains(node)) return false;
  const element = node instanceof Element ? node : node.parentElement;
  return !element?.closest(ALLOWED);
}

/** Form fields (and anything marked data-allow-copy) keep working; assistive technology reads the DOM. */
function protectContent(root: HTMLElement, listen: Listen): void {
  const block = (event: Event) => {
    if (isProtectedTarget(root, event.target)) event.preventDefault();
  };
  for (const type of BLOCKED_EVENTS) root.addEventListener(type, block, listen);
}

/**
 * The header's scrolled look past 2 px and the back-to-top button past half the viewport,
 * read once per animation frame on scroll; the viewport height is re-read on resize, throttled
 * to 66 ms (docs/product.md §9.1).
 */
function followScroll(root: HTMLElement, listen: Listen): void {
  const header = root.querySelector<HTMLElement>(".site-header");
  const top = root.querySelector<HTMLButtonElement>(".back-to-top");
  // Read in a frame, never while this sets up: reading it lays the page out, and at set-up that
  // layout would land in the script's own task, on top of the frame's.
  let viewportHeight = 0;
  let frame = 0;
  const update = () => {
    frame = 0;
    if (!viewportHeight) viewportHeight = window.innerHeight;
    const y = window.scrollY;
    const scrolled = y > SCROLLED_AFTER_PX ? "true" : "false";
    if (header && header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
    const hidden = !(y > viewportHeight / 2);
    if (top && top.hidden !== hidden) top.hidden = hidden;
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const onResize = throttle(() => {
    viewportHeight = window.innerHeight;
    update();
  }, RESIZE_THROTTLE_MS);
  // The first read in a frame: reading the scroll offset lays the page out, which the frame does anyway.
  frame = requestAnimationFrame(update);
  window.addEventListener("scroll", onScroll, { ...listen, passive: true });
  window.addEventListener("resize", onResize, listen);
  // "맨 위로": scrolls up and moves focus to the page top.
  const toTop = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    root.querySelector<HTMLElement>("#top")?.focus({ preventScroll: true });
  };
  // A frame or resize already scheduled when the signal aborts runs once more and only sets
  // what the page shows anyway: nothing to cancel.
  top?.addEventListener("click", toTop, listen);
}

/**
 * The sitemap overlay (and the mobile menu), a <dialog> the hamburger opens modally by its
 * invoker command (the page behind stays put by CSS, site.css). This adds what HTML does not:
 * the hamburger's aria-expanded, every submenu collapsed on opening and closing, the arrow buttons that toggle
 * them, any link or a click outside the panel closing it, and Tab kept inside.
 */
function sitemap(root: HTMLElement, listen: Listen): void {
  const dialog = root.querySelector<HTMLDialogElement>("dialog.sitemap");
  if (!dialog) return;
  const opener = root.querySelector<HTMLElement>(`[aria-controls="${dialog.id}"][aria-haspopup]`);
  const collapse = () => {
    for (const toggle of dialog.querySelectorAll<HTMLElement>("[data-submenu-toggle]")) setExpanded(toggle, false);
  };
  const setExpanded = (toggle: HTMLElement, open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    const list = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (list) list.hidden = !open;
  };
  const onToggle = () => {
    const open = dialog.open;
    opener?.setAttribute("aria-expanded", String(open));
    collapse();
  };
  const onClick = (event: MouseEvent) => {
    // A click on the backdrop (outside the panel) lands on the dialog element itself.
    if (event.target === dialog) return dialog.close();
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest<HTMLElement>("[data-submenu-toggle]");
    if (toggle) return setExpanded(toggle, toggle.getAttribute("aria-expanded") !== "true");
    if (target?.closest("a[href]")) dialog.close();
  };
  dialog.addEventListener("toggle", onToggle, listen);
  dialog.addEventListener("click", onClick, listen);
  dialog.addEventListener("keydown", (event) => trapTab(dialog, event), listen);
  // Back or forward to another entry of a hydrated page (a client navigation) closes it too.
  window.addEventListener("popstate", () => dialog.close(), listen);
  // Opened before this ran (the invoker works from the first paint): catch up.
  if (dialog.open) onToggle();
}

/**
 * A link to a place on the same page moves keyboard focus there too (the skip link to
 * `<main>`); the scroll itself is the browser's (smooth by CSS, instant under reduced motion).
 */
function focusHashTargets(root: HTMLElement, listen: Listen): void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
    const id = link?.hash.slice(1);
    if (!id || event.defaultPrevented) return;
    const target = document.getElementById(decodeURIComponent(id));
    if (target?.hasAttribute("tabindex")) setTimeout(() => target.focus({ preventScroll: true }));
  };
  root.addEventListener("click", onClick, listen);
}

/** Every behaviour of the shell on `root` (`.site`); marks the page as interactive (`js-ready`). Answers the undoing. */
export function enhanceShell(root: HTMLElement): () => void {
  const controller = new AbortController();
  const listen = { signal: controller.signal };
  for (const behaviour of [protectContent, followScroll, sitemap, focusHashTargets]) behaviour(root, listen);
  document.documentElement.classList.add("js-ready");
  return () => controller.abort();
}
