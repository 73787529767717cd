import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@playdeck/brand';
import { useBanners } from '@playdeck/site-data';
import { afterFirstView, Button, firstViewSettled } from '@playdeck/ui';
import { BannerImage } from './banner-image';
import * as styles from './banners.css';
import { DefaultBanner } from './default-banner';

// Swiper arrives once the first banner has painted; until then that banner stands alone in the same frame.
const BannerSwiper = lazy(afterFirstView(() => import('./banner-swiper')));

/** Banners of group m_home; the default banner while they load, when there are none, or when they fail. */
export default function BannerCarousel() {
  const { t } = useTranslation();
  const banners = useBanners('m_home');
  const list = banners.data ?? [];
  const nothingToPaint = !banners.isPending && list.length === 0;

  useEffect(() => {
    if (nothingToPaint) firstViewSettled();
  }, [nothingToPaint]);

  if (list.length === 0) {
    return (
      <div
        className={styles.frame}
        data-testid="home-banners"
        data-state={banners.isPending ? 'loading' : banners.isError ? 'error' : 'empty'}
      >
        <DefaultBanner />
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
      <Suspense fallback={<BannerImage url={list[0]!.url} alt={alt} first onSettled={firstViewSettled} />}>
        <BannerSwiper list={list} alt={alt} />
      </Suspense>
    </div>
  );
}
