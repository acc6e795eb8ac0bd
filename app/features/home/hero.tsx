import "swiper/css";
import "swiper/css/effect-fade";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "../../components/icons";
import { useLang, useT } from "../../lib/i18n/client";
import { HTML_LANG } from "../../lib/i18n/languages";
import type { BannerView } from "../banners/banners.server";
import { enhanceHero } from "./hero-behaviour";

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
 * The banners' slides, server-rendered with the first one shown; hero-behaviour.ts makes them
 * rotate with swiper (fade, loop, 5 s autoplay) after the first paint: from the home page's own
 * script (home-script.ts), or from this effect when React renders the page.
 */
export function Hero({ title, slides }: { title: string; slides: HeroSlide[] }) {
  const t = useT();
  const pageLang = useLang();
  const rotates = slides.length > 1;
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!section.current) return;
    return enhanceHero(section.current, () => import("./hero-swiper").then((m) => m.createHeroSwiper));
  }, []);

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label={t("site.hero.label")}
      data-playing="false"
      ref={section}
      suppressHydrationWarning
    >
      <h1 className="hero__heading">{title}</h1>
      {rotates && (
        <div className="hero__controls">
          <button type="button" className="icon-button hero__toggle" data-hero-control="toggle" disabled>
            <span data-hero-state="running">
              <PauseIcon />
              <span className="visually-hidden">{t("site.hero.pause")}</span>
            </span>
            <span data-hero-state="paused" hidden>
              <PlayIcon />
              <span className="visually-hidden">{t("site.hero.play")}</span>
            </span>
          </button>
          <button type="button" className="icon-button" data-hero-control="previous" disabled>
            <ChevronLeftIcon />
            <span className="visually-hidden">{t("site.hero.previous")}</span>
          </button>
          <span className="hero__counter">1 / {slides.length}</span>
          <button type="button" className="icon-button" data-hero-control="next" disabled>
            <ChevronRightIcon />
            <span className="visually-hidden">{t("site.hero.next")}</span>
          </button>
        </div>
      )}
      <div className="swiper hero__swiper">
        <div className="swiper-wrapper" aria-live="polite">
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
            <div
              key={slide.id}
              className="swiper-slide hero__slide"
              data-hero-slide={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t("site.hero.slide", { current: i + 1, total: slides.length })}
              inert={i !== 0}
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
