import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { describeError } from '@playdeck/api/client';
import { brand } from '@playdeck/brand';
import { currentAgent, describeDevice, type DevicePlatform } from '@playdeck/device';
import { paths } from '@playdeck/routes';
import { appDownloads, openDownload, useSiteSettings, type AppDownloads, type Navigation } from '@playdeck/site-data';
import { useInstallOffer } from '@playdeck/site-data/install-offer';
import { Button, EmptyState, Modal, Skeleton, useRefusedUrlNotice } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import * as styles from './download-popup.css';
import { InstallAppOffer } from './install-app-offer';

export interface DownloadPopupProps {
  open: boolean;
  onClose: () => void;
  /** What a download needs of the window; tests pass a fake (jsdom cannot navigate). */
  navigation?: Navigation;
}

type AppPlatform = 'ios' | 'android';

/** The app builds the popup offers on this phone: its own platform's first, both on a computer. */
export function offeredPlatforms(platform: DevicePlatform, downloads: AppDownloads): AppPlatform[] {
  const order: AppPlatform[] = platform === 'android' ? ['android'] : platform === 'ios' ? ['ios'] : ['ios', 'android'];
  return order.filter((app) => Boolean(downloads[app]));
}

const BUTTON_TEXT = { ios: 'app_download_ios_button', android: 'app_download_android_button' } as const;

/**
 * The download bar's popup (spec section 2: "an app-download bar with popup"): the app for the phone in hand in
 * one tap, from the merchant's download links, and the way to /m/app for QR codes, the iOS profile and the
 * install steps. Loading, failure with retry, and no app to offer each have their own view. Installing the site
 * itself (Android's install dialog, iOS's web clip) is offered besides, whatever the settings say.
 */
export default function DownloadPopup({ open, onClose, navigation = window }: DownloadPopupProps) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const device = useMemo(() => describeDevice(currentAgent()), []);
  const refusedUrl = useRefusedUrlNotice();
  const offer = useInstallOffer();

  const body = () => {
    if (settings.data) {
      const downloads = appDownloads(settings.data.downloadLinks);
      const platforms = offeredPlatforms(device.platform, downloads);
      if (platforms.length === 0)
        return offer ? null : (
          <EmptyState
            title={t('app_download_empty_title')}
            description={t('app_download_empty_text', { brand: brand.name })}
            data-testid="download-popup-empty"
          />
        );
      return (
        <Stack gap="sm" data-testid="download-popup-links">
          {device.needsSafari && platforms.includes('ios') ? (
            <Text size="sm" tone="muted" data-testid="download-popup-use-safari">
              {t('error_safari_download')}
            </Text>
          ) : null}
          {platforms.map((platform) => (
            <Button
              key={platform}
              block
              size="lg"
              onClick={() => (openDownload(downloads[platform]!, navigation) ? onClose() : refusedUrl())}
              data-testid={`download-popup-${platform}`}
            >
              {t(BUTTON_TEXT[platform])}
            </Button>
          ))}
        </Stack>
      );
    }
    if (settings.isError) {
      const { key, params } = describeError(settings.error);
      return (
        <EmptyState
          title={t('app_download_error_title')}
          description={t(key, params)}
          action={
            <Button onClick={() => void settings.refetch()} loading={settings.isFetching} data-testid="download-popup-retry">
              {t('retry')}
            </Button>
          }
          data-testid="download-popup-error"
        />
      );
    }
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('app_download_loading')} data-testid="download-popup-loading">
        <Skeleton shape="rect" height={48} />
      </Stack>
    );
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('app_download_title', { brand: brand.name })}
      footer={
        <Link to={paths.app} className={styles.more} onClick={onClose} data-testid="download-popup-more">
          {t('download_popup_more')}
        </Link>
      }
    >
      <Stack gap="md" textAlign="center" data-testid="download-popup">
        <Text size="md">{t('download_popup_text', { brand: brand.name })}</Text>
        {body()}
        {offer ? <InstallAppOffer offer={offer} /> : null}
      </Stack>
    </Modal>
  );
}
