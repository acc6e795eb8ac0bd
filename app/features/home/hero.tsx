import { type FocusEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "../../components/icons";
import { useLang, useT } from "../../lib/i18n/client";
import { HTML_LANG } from "../../lib/i18n/languages";
import type { BannerView } from "../banners/banners.server";
import type { HeroSwiper } from "./hero-swiper";

/** A slide: one of the home hero's banners (console → banners, code "main"), in the visitor's language where translated. */
export type HeroSlide = Omit<BannerView, "sortOrder">;

function SlideLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  if (href.startsWith("/"))
    return (
      <Link className={className} to={href}>
        {children}
      </Link>
    );
  return (
    <a className={className} href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/**
 * The banners' slides with swiper (fade, loop, 5 s autoplay), following the WAI-ARIA carousel
 * pattern: the rotation control comes first; rotation pauses while the pointer is over the
 * hero, and stops when keyboard focus moves into it, when the visitor presses pause, or
 * under prefers-reduced-motion, until the visitor presses play. The first slide is
 * server-rendered, so nothing moves on load; one slide alone does not rotate.
 */
export function Hero({ title, slides }: { title: string; slides: HeroSlide[] }) {
  const t = useT();
  const pageLang = useLang();
  const rotates = slides.length > 1;
  const container = useRef<HTMLDivElement>(null);
  const swiper = useRef<HeroSwiper | null>(null);
  const [ready, setReady] = useState(false);
  const [active, setActive] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: swiper is set up once, for the slides the page came with
  useEffect(() => {
    if (!rotates) return;
    let cancelled = false;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (reducedMotion) setUserPaused(true);
    // Each step in a task of its own: asking for swiper's chunk (it adds the chunk's preload and
    // stylesheet links) leaves the hydration's task, and swiper's set-up leaves the task that
    // evaluated the chunk. Short tasks keep the page answering input, where one would block it.
    const later = setTimeout(() =>
      import("./hero-swiper")
        .then((module) => new Promise<typeof module>((resolve) => setTimeout(resolve, 0, module)))
        .then(({ createHeroSwiper }) => {
          if (cancelled || !container.current) return;
          swiper.current = createHeroSwiper(container.current, { reducedMotion, onChange: setActive });
          setReady(true);
        }),
    );
    return () => {
      cancelled = true;
      clearTimeout(later);
      swiper.current?.destroy(true, false);
      swiper.current = null;
    };
  }, []);

  const running = ready && !userPaused && !hovered;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ready` says swiper (and its own autoplay) now exists
  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (running && !autoplay.running) autoplay.start();
    if (!running && autoplay.running) autoplay.stop();
  }, [running, ready]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const target = event.target;
    if (target.matches(":focus-visible") && !target.closest(".hero__toggle")) setUserPaused(true);
  };

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label={t("site.hero.label")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      data-playing={running ? "true" : "false"}
    >
      <h1 className="hero__heading">{title}</h1>
      {rotates && (
        <div className="hero__controls">
          <button
            type="button"
            className="icon-button hero__toggle"
            onClick={() => setUserPaused((p) => !p)}
            disabled={!ready}
          >
            {userPaused ? <PlayIcon /> : <PauseIcon />}
            <span className="visually-hidden">{userPaused ? t("site.hero.play") : t("site.hero.pause")}</span>
          </button>
          <button type="button" className="icon-button" onClick={() => swiper.current?.slidePrev()} disabled={!ready}>
            <ChevronLeftIcon />
            <span className="visually-hidden">{t("site.hero.previous")}</span>
          </button>
          <span className="hero__counter">
            {active + 1} / {slides.length}
          </span>
          <button type="button" className="icon-button" onClick={() => swiper.current?.slideNext()} disabled={!ready}>
            <ChevronRightIcon />
            <span className="visually-hidden">{t("site.hero.next")}</span>
          </button>
        </div>
      )}
      <div className="swiper hero__swiper" ref={container}>
        <div className="swiper-wrapper" aria-live={running ? "off" : "polite"}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
            <div
              key={slide.id}
              className="swiper-slide hero__slide"
              data-hero-slide={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t("site.hero.slide", { current: i + 1, total: slides.length })}
              inert={i !== active}
            >
              {slide.imageUrl && (
                <img
                  className="hero__image"
                  src={slide.imageUrl}
                  alt={slide.imageAlt}
                  lang={HTML_LANG[slide.imageAltLang]}
                  width="1600"
                  height="900"
                  fetchPriority={i === 0 ? "high" : "low"}
                  decoding={i === 0 ? "sync" : "async"}
                />
              )}
              <div className="hero__panel" lang={HTML_LANG[slide.lang]}>
                <p className="hero__title">{slide.title}</p>
                {slide.text && <p className="hero__text">{slide.text}</p>}
                {slide.linkUrl && (
                  <SlideLink className="button button--light" href={slide.linkUrl}>
                    {slide.linkLabel || <span lang={HTML_LANG[pageLang]}>{t("site.hero.more")}</span>}
                  </SlideLink>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
