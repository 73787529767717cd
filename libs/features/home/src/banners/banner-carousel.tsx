import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@playdeck/brand';
import { useBanners } from '@playdeck/site-data';
import { afterFirstView, Button, firstViewSettled, PendingWhileMounted } from '@playdeck/ui';
import * as styles from './banners.css';
import { HeroBanner } from './hero-banner';

// Swiper arrives once the hero banner (home's first view) has painted; until then it stands alone in the same frame.
const BannerSwiper = lazy(afterFirstView(() => import('./banner-swiper')));

/** The brand's hero banner, then the banners of group m_home; the hero alone while they load, when there are none, or when they fail. */
export default function BannerCarousel() {
  const { t } = useTranslation();
  const banners = useBanners('m_home');
  const list = banners.data ?? [];

  if (list.length === 0) {
    return (
      <div
        className={styles.frame}
        data-testid="home-banners"
        data-state={banners.isPending ? 'loading' : banners.isError ? 'error' : 'empty'}
      >
        <HeroBanner onSettled={firstViewSettled} />
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
    <div className={styles.frame} data-testid="home-banners" data-state="ready">
      <Suspense
        fallback={
          <PendingWhileMounted kind="afterFirstView">
            <HeroBanner onSettled={firstViewSettled} />
          </PendingWhileMounted>
        }
      >
        <BannerSwiper list={list} alt={alt} />
      </Suspense>
    </div>
  );
}
