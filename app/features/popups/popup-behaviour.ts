/*
 * The home page's popups as plain DOM code: loaded from GET /api/v1/popups after the page has
 * rendered, built from the <template> <PopupLayer> renders (its words and icons in the page's
 * language). Each is a non-modal dialog: it never traps focus, Esc or "닫기" closes it, and
 * "오늘 하루 보지 않기" hides it until the next midnight in Asia/Seoul (kept in localStorage).
 * Wide screens show them side by side; a phone shows one at a time with its count and a button
 * to the next, which keyboard focus follows.
 */
import { LANGUAGE_HEADER } from "../../lib/i18n/languages";
import { dismissForToday, isDismissed } from "./dismissal";
import type { PublicPopup } from "./popups.server";

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage can be disabled; then "hide for today" only hides for this visit.
  }
}

/** Fills one popup from the template's card. */
function card(template: HTMLTemplateElement, popup: PublicPopup): HTMLElement {
  const node = template.content.firstElementChild?.cloneNode(true) as HTMLElement;
  const part = <T extends HTMLElement>(name: string) => node.querySelector<T>(`[data-part="${name}"]`);
  node.dataset.popupId = popup.id;
  node.setAttribute("aria-labelledby", `popup-title-${popup.id}`);
  node.setAttribute("aria-describedby", `popup-body-${popup.id}`);
  const title = part("title");
  const body = part("body");
  if (title) {
    title.id = `popup-title-${popup.id}`;
    title.textContent = popup.title;
  }
  if (body) {
    body.id = `popup-body-${popup.id}`;
    body.textContent = popup.body;
  }
  const image = part<HTMLImageElement>("image");
  if (image && popup.image) {
    image.src = popup.image.url;
    image.alt = popup.image.alt;
  } else image?.remove();
  const link = part<HTMLAnchorElement>("link");
  if (link && popup.linkUrl) {
    link.href = popup.linkUrl;
    if (!popup.linkUrl.startsWith("/")) {
      link.target = "_blank";
      link.rel = "noopener";
    }
    const name = part("link-name");
    if (name) name.textContent = `: ${popup.title}`;
  } else link?.closest("p")?.remove();
  return node;
}

/** Loads and shows the popups into `layer` (`.popup-layer`); returns its teardown. */
export function showPopups(layer: HTMLElement): () => void {
  const template = layer.querySelector<HTMLTemplateElement>("template");
  const lang = layer.dataset.lang ?? "ko";
  const countText = layer.dataset.countText ?? "{current} / {total}";
  const controller = new AbortController();
  let shown: HTMLElement[] = [];
  let current = 0;

  const render = () => {
    layer.dataset.count = String(shown.length);
    layer.hidden = shown.length === 0;
    current = Math.min(current, Math.max(shown.length - 1, 0));
    shown.forEach((node, i) => {
      node.classList.toggle("is-current", i === current);
      const pager = node.querySelector<HTMLElement>("[data-part=pager]");
      if (pager) pager.hidden = shown.length < 2;
      const count = node.querySelector<HTMLElement>("[data-part=count]");
      if (count)
        count.textContent = countText.replace("{current}", String(i + 1)).replace("{total}", String(shown.length));
    });
  };
  const close = (node: HTMLElement) => {
    shown = shown.filter((n) => n !== node);
    node.remove();
    render();
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-popup-action]") : null;
    const node = button?.closest<HTMLElement>("[data-popup-id]");
    if (!button || !node) return;
    const action = button.dataset.popupAction;
    if (action === "next") {
      current = (shown.indexOf(node) + 1) % shown.length;
      render();
      shown[current]?.querySelector<HTMLElement>("[data-popup-action=next]")?.focus();
      return;
    }
    if (action === "hide-today") {
      const store = safeStorage();
      if (store) dismissForToday(store, node.dataset.popupId ?? "", new Date());
    }
    close(node);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const node = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-popup-id]") : null;
    if (event.key === "Escape" && node) close(node);
  };
  layer.addEventListener("click", onClick);
  layer.addEventListener("keydown", onKeyDown);

  if (template)
    fetch("/api/v1/popups", {
      headers: { accept: "application/json", [LANGUAGE_HEADER]: lang },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ popups: PublicPopup[] }>) : { popups: [] }))
      .then(({ popups }) => {
        const store = safeStorage();
        const now = new Date();
        shown = popups.filter((p) => !store || !isDismissed(store, p.id, now)).map((p) => card(template, p));
        for (const node of shown) layer.appendChild(node);
        render();
      })
      .catch(() => {
        // Popups are extras: if they cannot load, the page works without them.
      });
  return () => {
    controller.abort();
    layer.removeEventListener("click", onClick);
    layer.removeEventListener("keydown", onKeyDown);
    for (const node of shown) node.remove();
  };
}
