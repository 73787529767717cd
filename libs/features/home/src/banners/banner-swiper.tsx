import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '@playdeck/api';
import { autoplayCarousel } from '../blocks/carousel-options';
import { swiperA11y } from '../blocks/swiper-a11y';
import { useReducedMotion } from '../blocks/use-reduced-motion';
import { BannerImage } from './banner-image';

/** The banners as a looping carousel with dots; the first slide is the image already on screen. */
export default function BannerSwiper({ list, alt }: { list: readonly Banner[]; alt: string }) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  return (
    <Swiper modules={[A11y, Autoplay, Pagination]} a11y={swiperA11y(t)} {...autoplayCarousel(list.length, reducedMotion)}>
      {list.map((banner, index) => (
        <SwiperSlide key={`${index}-${banner.url}`}>
          <BannerImage url={banner.url} alt={alt} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
