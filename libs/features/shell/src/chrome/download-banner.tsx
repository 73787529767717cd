import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand } from '@playdeck/brand';
import { paths } from '@playdeck/routes';
import * as styles from './download-banner.css';

/** The app-download bar on home paths; it leads to /m/app. */
export function DownloadBanner() {
  const { t } = useTranslation();
  return (
    <aside className={styles.banner} aria-label={t('home_app_download')} data-testid="download-banner">
      <p className={styles.text}>{t('download_banner_text', { brand: brand.name })}</p>
      <Link to={paths.app} className={styles.action}>
        {t('download_banner_action')}
      </Link>
    </aside>
  );
}
