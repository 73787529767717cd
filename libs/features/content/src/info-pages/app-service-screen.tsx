import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@playdeck/routes';
import { Stack } from '@playdeck/ui/layout';
import { InfoPageEntries } from './info-entries';
import * as styles from './info-pages.css';

/** /m/appService: what the app and the service offer (the operator's entries), and the way to the download. */
export default function AppServiceScreen() {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="md" padding="lg" aria-label={t('route_app_service')}>
      <InfoPageEntries page="appService" />
      <Link to={paths.app} className={styles.action} data-testid="app-service-download">
        {t('info_app_service_download')}
      </Link>
    </Stack>
  );
}
