/**
 * Our own drawings under public/images/guide. Width and height are the SVG's own viewBox
 * size, so every <img> reserves its space before it loads (no layout shift).
 */
export const images = {
  brandSymbol: { src: "/images/guide/brand-symbol.svg", width: 640, height: 360 },
  sitePlan: { src: "/images/guide/site-plan.svg", width: 960, height: 640 },
  buildingSection: { src: "/images/guide/building-section.svg", width: 960, height: 600 },
  floor101Low: { src: "/images/guide/floor-101-low.svg", width: 960, height: 400 },
  floor101High: { src: "/images/guide/floor-101-high.svg", width: 960, height: 400 },
  floor102: { src: "/images/guide/floor-102.svg", width: 960, height: 400 },
  unit18A: { src: "/images/guide/unit-18a.svg", width: 640, height: 480 },
  unit18B: { src: "/images/guide/unit-18b.svg", width: 640, height: 480 },
  unit36A: { src: "/images/guide/unit-36a.svg", width: 640, height: 480 },
  unit36B: { src: "/images/guide/unit-36b.svg", width: 640, height: 480 },
  unit36C: { src: "/images/guide/unit-36c.svg", width: 640, height: 480 },
  unit39A: { src: "/images/guide/unit-39a.svg", width: 640, height: 480 },
  locationMap: { src: "/images/guide/location-map.svg", width: 960, height: 640 },
  neighborhoodMap: { src: "/images/guide/neighborhood-map.svg", width: 960, height: 640 },
} as const;

export type GuideImage = { readonly src: string; readonly width: number; readonly height: number };
