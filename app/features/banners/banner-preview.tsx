import { useT } from "../../lib/i18n/client";
import type { BannerFormValues } from "./banner-form";

/** A saved banner as the home hero shows it (in Korean), for the console. */
export function BannerPreview({ banner }: { banner: BannerFormValues }) {
  const t = useT();
  return (
    <figure className="banner-preview" lang="ko">
      {banner.imageUrl && <img src={banner.imageUrl} alt={banner.imageAlt} width="1600" height="900" />}
      <figcaption className="banner-preview__panel">
        <span className="banner-preview__title">{banner.title}</span>
        {banner.text && <span className="banner-preview__text">{banner.text}</span>}
        {banner.linkUrl && (
          <span className="banner-preview__link">{banner.linkLabel || t("console.banners.defaultLinkLabel")}</span>
        )}
      </figcaption>
    </figure>
  );
}
