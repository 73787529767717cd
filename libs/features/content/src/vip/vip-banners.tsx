import { useTranslation } from 'react-i18next';
import { brand, brandImages } from '@playdeck/brand';
import { useBanners } from '@playdeck/site-data';
import { Image, Skeleton } from '@playdeck/ui';
import { QueryState } from '@playdeck/screen-kit';
import * as styles from './vip.css';

// The platform draws banners at 750 × 300.
const RATIO = '5 / 2';

function DefaultBanner() {
  const { t } = useTranslation();
  return (
    <Image
      src={brandImages.defaultBanner}
      alt={t('content_vip_banner_alt', { brand: brand.name })}
      aspectRatio={RATIO}
      className={styles.banner}
      data-testid="vip-default-banner"
    />
  );
}

/**
 * The m_vip banners side by side (swipe), or the brand's default image when there are none. The row scrolls on
 * its own, so it takes the keyboard's focus (arrow keys scroll it) under its name.
 */
export function VipBanners() {
  const { t } = useTranslation();
  const query = useBanners('m_vip');
  return (
    <QueryState
      query={query}
      testId="vip-banners"
      titleKey="content_load_failed"
      skeleton={<Skeleton shape="rect" width="100%" height={160} />}
      isEmpty={(banners) => banners.length === 0}
      empty={<DefaultBanner />}
    >
      {(banners) => (
        <ul className={styles.banners} aria-label={t('content_vip_banners')} tabIndex={0} data-testid="vip-banners">
          {banners.map((banner, index) => (
            <li key={`${index}-${banner.url}`} className={styles.banner}>
              <Image
                src={banner.url}
                fallbackSrc={brandImages.defaultBanner}
                alt={t('content_vip_banner_alt', { brand: brand.name })}
                aspectRatio={RATIO}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
