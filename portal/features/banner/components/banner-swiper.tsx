import "./banner-swiper.css";
import type { BannerPlace } from "@/api/contract/banner";
import { Swiper } from "@/portal/components/swiper/swiper";
import { useBanners } from "../banners";

/** A page's banners above its content; a place without any takes no room at all. */
export function BannerSwiper({ place, lazy }: { place: BannerPlace; lazy?: boolean }) {
  const slides = useBanners(place);
  if (!slides.length) return null;
  return (
    <div className="container banner-swiper">
      <Swiper label="推荐" slides={slides} lazy={lazy} />
    </div>
  );
}
