import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '@playdeck/api';
import { autoplayCarousel } from '../blocks/carousel-options';
import { swiperA11y } from '../blocks/swiper-a11y';
import { useSwiperInstance } from '../blocks/use-swiper-instance';
import { useCarouselAutoplay } from '../motion/use-carousel-autoplay';
import { BannerImage } from './banner-image';
import { HeroBanner } from './hero-banner';

/** The brand's hero banner (the image already on screen), then the platform's banners, as a looping carousel with dots. */
export default function BannerSwiper({ list, alt }: { list: readonly Banner[]; alt: string }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [carousel, onSwiper] = useSwiperInstance();
  const options = autoplayCarousel(list.length + 1);
  useCarouselAutoplay(frame, carousel, options.autoplayMs);
  return (
    <div ref={frame}>
      <Swiper modules={[A11y, Pagination]} a11y={swiperA11y(t)} {...options.swiper} onSwiper={onSwiper}>
        <SwiperSlide>
          <HeroBanner />
        </SwiperSlide>
        {list.map((banner, index) => (
          <SwiperSlide key={`${index}-${banner.url}`}>
            <BannerImage url={banner.url} alt={alt} first={false} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
