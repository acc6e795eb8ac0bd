/*
 * The waiting page's own script (a content page: no framework in the browser), started after
 * the first paint by <PageScript>: asks GET /api/v1/waiting-room as often as it answers
 * (Retry-After), writes the position and the estimate into the page's live region when they
 * change, and goes on to the form once admitted. Without it, the page reloads itself.
 */
import { estimateWording, type RoomStatus } from "./room";

const box = document.querySelector<HTMLElement>("[data-waiting]");
if (box) follow(box);

function follow(box: HTMLElement) {
  const back = box.dataset.return ?? "/form/application";
  const position = box.querySelector<HTMLElement>("[data-waiting-position]");
  const estimate = box.querySelector<HTMLElement>("[data-waiting-estimate]");
  const say = (el: HTMLElement | null, text: string | undefined) => {
    if (el && text !== undefined && el.textContent !== text) el.textContent = text;
  };
  let wait = Number(box.dataset.retry) || 5;
  const tick = async () => {
    try {
      const res = await fetch("/api/v1/waiting-room", { cache: "no-store", credentials: "same-origin" });
      if (res.status === 429) {
        // This network took too many numbers: say so, and ask again later.
        say(position, ((await res.json()) as { message?: string }).message);
        say(estimate, "");
        wait = Number(res.headers.get("retry-after")) || 60;
        setTimeout(tick, wait * 1000);
        return;
      }
      const status = (await res.json()) as RoomStatus;
      if (status.admitted) {
        say(position, box.dataset.admitted);
        say(estimate, "");
        window.location.replace(back);
        return;
      }
      say(position, box.dataset.positionText?.replace("{n}", String(status.position)));
      const { key, minutes } = estimateWording(status.estimateSeconds);
      say(estimate, box.dataset[key]?.replace("{n}", String(minutes)));
      wait = status.retryAfter;
    } catch {
      // Offline for a moment: the place is kept; ask again later.
    }
    setTimeout(tick, wait * 1000);
  };
  setTimeout(tick, wait * 1000);
}
