import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@playdeck/api/client';
import { currentAgent, describeDevice } from '@playdeck/device';
import { appDownloads, useSiteSettings } from '@playdeck/site-data';
import { useInstallOffer } from '@playdeck/site-data/install-offer';
import { Button, EmptyState, Skeleton } from '@playdeck/ui';
import { AppDownloadPage } from './app-download-page';
import * as styles from './app-download-page.css';

/** /m/app: the app downloads from the merchant settings, for the phone this page runs on. */
export default function AppDownloadScreen() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const device = useMemo(() => describeDevice(currentAgent()), []);
  const installOffer = useInstallOffer();

  if (settings.data) {
    return (
      <AppDownloadPage
        downloads={appDownloads(settings.data.downloadLinks)}
        provisionUrl={settings.data.mobileprovisionCDN}
        device={device}
        navigation={window}
        installOffer={installOffer}
      />
    );
  }
  if (settings.isError) {
    const { key, params } = describeError(settings.error);
    return (
      <div className={styles.screen}>
        <EmptyState
          title={t('app_download_error_title')}
          description={t(key, params)}
          action={
            <Button onClick={() => void settings.refetch()} loading={settings.isFetching} data-testid="app-download-retry">
              {t('retry')}
            </Button>
          }
          data-testid="app-download-error"
        />
      </div>
    );
  }
  return <AppDownloadSkeleton label={t('app_download_loading')} />;
}

function AppDownloadSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.screen} role="status" aria-busy="true" aria-label={label} data-testid="app-download-loading">
      <Skeleton shape="rect" width={64} height={64} />
      <Skeleton width="70%" height={24} />
      <Skeleton width="90%" />
      <div className={styles.platforms}>
        <Skeleton shape="rect" height={280} />
        <Skeleton shape="rect" height={280} />
      </div>
      <Skeleton shape="rect" height={148} />
    </div>
  );
}
