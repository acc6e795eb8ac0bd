/*
 * The home hero's rotation as plain DOM code on the markup <Hero> renders, following the
 * WAI-ARIA carousel pattern: the rotation control comes first; rotation pauses while the
 * pointer is over the hero, and stops when keyboard focus moves into it, when the visitor
 * presses pause, or under prefers-reduced-motion, until the visitor presses play. The first
 * slide is server-rendered; one slide does not rotate.
 * Swiper is loaded and set up only once it is needed: when the first turn is due or a visitor
 * presses previous or next. The page's first seconds carry no carousel work (its total blocking
 * time stays at that of the same page without script, docs/decisions/0003). The controls work
 * from the start: pause and play need no swiper.
 * The home page runs it from home-script.ts, which loads swiper's framework-free build as a file
 * of its own; a hero React renders on a client navigation runs it from <Hero>'s effect.
 */
import type { createHeroSwiper } from "./hero-swiper";

/** docs/product.md §9.1: hero autoplay 5000 ms, fade 500 ms, looping. */
export const HERO_AUTOPLAY_MS = 5000;
export const HERO_FADE_MS = 500;

export type CreateHeroSwiper = typeof createHeroSwiper;

/** Sets up the rotation of `section` (`.hero`) with swiper from `load`, loaded once needed; returns its teardown. */
export function enhanceHero(section: HTMLElement, load: () => Promise<CreateHeroSwiper>): () => void {
  const container = section.querySelector<HTMLElement>(".hero__swiper");
  const slides = [...section.querySelectorAll<HTMLElement>("[data-hero-slide]")];
  if (!container || slides.length < 2) return () => {};
  const wrapper = container.querySelector<HTMLElement>(".swiper-wrapper");
  const counter = section.querySelector<HTMLElement>(".hero__counter");
  const buttons = [...section.querySelectorAll<HTMLButtonElement>("[data-hero-control]")];
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let swiper: ReturnType<CreateHeroSwiper> | null = null;
  let userPaused = reducedMotion;
  let hovered = false;
  let cancelled = false;

  const render = () => {
    const running = !!swiper && !userPaused && !hovered;
    section.dataset.playing = String(running);
    wrapper?.setAttribute("aria-live", running ? "off" : "polite");
    for (const state of section.querySelectorAll<HTMLElement>("[data-hero-state]"))
      state.hidden = state.dataset.heroState !== (userPaused ? "paused" : "running");
    const autoplay = swiper?.autoplay;
    if (autoplay && running && !autoplay.running) autoplay.start();
    if (autoplay && !running && autoplay.running) autoplay.stop();
  };
  const show = (active: number) => {
    slides.forEach((slide, i) => {
      slide.inert = i !== active;
    });
    if (counter) counter.textContent = `${active + 1} / ${slides.length}`;
  };

  const onEnter = () => {
    hovered = true;
    render();
  };
  const onLeave = () => {
    hovered = false;
    render();
  };
  const onFocus = (event: FocusEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (target?.matches(":focus-visible") && !target.closest("[data-hero-control=toggle]")) {
      userPaused = true;
      render();
    }
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-hero-control]") : null;
    const name = button?.dataset.heroControl;
    if (name === "toggle") {
      userPaused = !userPaused;
      render();
    } else if (name === "previous") void start().then(() => swiper?.slidePrev());
    else if (name === "next") void start().then(() => swiper?.slideNext());
  };
  section.addEventListener("mouseenter", onEnter);
  section.addEventListener("mouseleave", onLeave);
  section.addEventListener("focusin", onFocus);
  section.addEventListener("click", onClick);

  let started: Promise<void> | null = null;
  const start = () => {
    started ??= load().then((create) => {
      clearTimeout(firstTurn);
      if (cancelled || swiper) return;
      swiper = create(container, { reducedMotion, onChange: show });
      render();
    });
    return started;
  };
  // The first turn is due one autoplay delay after the page starts; from then on swiper's
  // autoplay keeps the time.
  const firstTurn = setTimeout(
    () =>
      void start().then(() => {
        if (!cancelled && !userPaused && !hovered) swiper?.slideNext();
      }),
    HERO_AUTOPLAY_MS,
  );
  for (const button of buttons) button.disabled = false;
  render();

  return () => {
    cancelled = true;
    clearTimeout(firstTurn);
    section.removeEventListener("mouseenter", onEnter);
    section.removeEventListener("mouseleave", onLeave);
    section.removeEventListener("focusin", onFocus);
    section.removeEventListener("click", onClick);
    swiper?.destroy(true, false);
    swiper = null;
  };
}
