import { useTranslation } from 'react-i18next';
import { brand, brandImages } from '@playdeck/brand';
import * as styles from './banners.css';

/**
 * The brand's default banner: shown at once, and whenever group m_home has no banner to show. A plain img
 * (a bundled asset needs no fallback), keeping the first render of home small.
 */
export function DefaultBanner() {
  const { t } = useTranslation();
  return (
    <img
      className={styles.defaultBanner}
      src={brandImages.defaultBanner}
      alt={t('home_banner_alt', { brand: brand.name })}
      width={750}
      height={300}
      fetchPriority="high"
      data-testid="home-default-banner"
    />
  );
}
