/*
 * The home page's own script (a content page: no framework in the browser; its handle lists
 * it, app/root.tsx), started after the first paint beside the shell's: the hero's rotation
 * (swiper's framework-free build, a file of its own loaded once needed), the sections revealed on scroll, the popups. When React renders the
 * home page (a client navigation from a hydrated page), its components run the same code.
 */
import { showPopups } from "../popups/popup-behaviour";
import { enhanceHero } from "./hero-behaviour";
import { enhanceReveal } from "./reveal";

for (const hero of document.querySelectorAll<HTMLElement>(".hero"))
  enhanceHero(hero, () => import("./hero-swiper").then((m) => m.createHeroSwiper));
for (const home of document.querySelectorAll<HTMLElement>(".home")) enhanceReveal(home);
for (const layer of document.querySelectorAll<HTMLElement>(".popup-layer")) showPopups(layer);
