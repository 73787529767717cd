import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { brand, brandImages } from '@playdeck/brand';
import { useBanners } from '@playdeck/site-data';
import { Button, Image } from '@playdeck/ui';
import { autoplayCarousel } from '../blocks/carousel-options';
import { swiperA11y } from '../blocks/swiper-a11y';
import { useCarouselAutoplay } from '../motion/use-carousel-autoplay';
import * as styles from './banners.css';
import { HeroBanner } from './hero-banner';

/** The brand's hero banner, then the banners of group m_home; the hero alone while they load, when there are none, or when they fail. */
export default function BannerCarousel() {
  const { t } = useTranslation();
  const banners = useBanners('m_home');
  const list = banners.data ?? [];
  const frame = useRef<HTMLDivElement>(null);
  const [carousel, setCarousel] = useState<SwiperInstance | null>(null);
  const options = autoplayCarousel(list.length + 1);
  useCarouselAutoplay(frame, carousel, options.autoplayMs);

  if (list.length === 0) {
    return (
      <div
        className={styles.frame}
        data-testid="home-banners"
        data-state={banners.isPending ? 'loading' : banners.isError ? 'error' : 'empty'}
      >
        <HeroBanner />
        {banners.isError ? (
          <Button className={styles.retry} variant="secondary" size="sm" onClick={() => void banners.refetch()}>
            {t('retry')}
          </Button>
        ) : null}
      </div>
    );
  }

  const alt = t('home_banner_alt', { brand: brand.name });
  return (
    <div ref={frame} className={styles.frame} data-testid="home-banners" data-state="ready">
      <Swiper modules={[A11y, Pagination]} a11y={swiperA11y(t)} {...options.swiper} onSwiper={setCarousel}>
        <SwiperSlide>
          <HeroBanner />
        </SwiperSlide>
        {list.map((banner, index) => (
          <SwiperSlide key={`${index}-${banner.url}`}>
            <Image
              className={styles.banner}
              src={banner.url}
              fallbackSrc={brandImages.defaultBanner}
              alt={alt}
              aspectRatio={styles.BANNER_ASPECT_RATIO}
              data-testid="home-banner"
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
