import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsolidatedSettings } from '@playdeck/api';
import { brand, brandImages } from '@playdeck/brand';
import { paths } from '@playdeck/routes';
import { Image } from '@playdeck/ui';
import { Text } from '@playdeck/ui/layout';
import * as styles from './app-download.css';

/** The app icon the merchant configured (AppDownloadIcon), else the brand logo. */
export function appIconUrl(settings: ConsolidatedSettings | undefined): string {
  return settings?.downloadLinks.find((link) => link.resourceType === 'AppDownloadIcon')?.url || brandImages.logo;
}

/** The app's icon, a line about it and the way to the download page. */
export function AppDownloadBlock({ settings }: { settings: ConsolidatedSettings | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={styles.block}>
      <Image
        className={styles.icon}
        src={appIconUrl(settings)}
        fallbackSrc={brandImages.logo}
        alt=""
        width={56}
        height={56}
        objectFit="contain"
      />
      <Text size="sm">{t('home_app_text', { brand: brand.name })}</Text>
      <Link to={paths.app} className={styles.action} data-testid="home-app-download-link">
        {t('download_banner_action')}
      </Link>
    </div>
  );
}
