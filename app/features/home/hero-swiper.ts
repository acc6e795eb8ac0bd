import Swiper from "swiper";
import { Autoplay, EffectFade } from "swiper/modules";
import { HERO_AUTOPLAY_MS, HERO_FADE_MS } from "./hero-behaviour";

/** Loaded by the home hero only, so no other page carries swiper (its stylesheet comes with home.css). */
export function createHeroSwiper(el: HTMLElement, options: { reducedMotion: boolean; onChange: (i: number) => void }) {
  return new Swiper(el, {
    modules: [Autoplay, EffectFade],
    effect: "fade",
    fadeEffect: { crossFade: true },
    speed: options.reducedMotion ? 0 : HERO_FADE_MS,
    loop: true,
    autoplay: { delay: HERO_AUTOPLAY_MS, disableOnInteraction: false },
    a11y: { enabled: false },
    on: { slideChange: (s) => options.onChange(s.realIndex) },
  });
}

export type HeroSwiper = ReturnType<typeof createHeroSwiper>;
