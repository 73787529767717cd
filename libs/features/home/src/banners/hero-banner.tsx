import { useTranslation } from 'react-i18next';
import { brand, brandImages } from '@playdeck/brand';
import * as styles from './banners.css';

/**
 * The brand's hero banner, the carousel's first slide: the image index.html already carries (the prerendered
 * shell), so it paints from cache and the shell hands over without a change. A plain img: a bundled asset
 * needs no fallback, and the first render of home stays small.
 */
export function HeroBanner({ onSettled }: { onSettled?: () => void }) {
  const { t } = useTranslation();
  return (
    <img
      className={styles.heroBanner}
      src={brandImages.heroBanner}
      alt={t('home_banner_alt', { brand: brand.name })}
      width={styles.BANNER_WIDTH}
      height={styles.BANNER_HEIGHT}
      fetchPriority="high"
      onLoad={onSettled}
      onError={onSettled}
      data-testid="home-banner"
    />
  );
}
