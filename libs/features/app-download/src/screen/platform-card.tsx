import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@playdeck/brand';
import { Button, useRefusedUrlNotice } from '@playdeck/ui';
import { QrCode } from '@playdeck/ui/qr-code';
import { Card, Text } from '@playdeck/ui/layout';
import { downloadHref, openDownload, type Navigation } from '@playdeck/site-data';

import * as styles from './app-download-page.css';

export interface PlatformCardProps {
  platform: 'ios' | 'android';
  /** The app link; without it the card holds only `children` (e.g. the iOS profile). */
  url?: string;
  navigation: Navigation;
  children?: ReactNode;
}

const TEXT = {
  ios: { title: 'app_download_ios_title', qr: 'app_download_ios_qr', button: 'app_download_ios_button' },
  android: { title: 'app_download_android_title', qr: 'app_download_android_qr', button: 'app_download_android_button' },
} as const;

/** One platform: its QR code to scan from another screen, and the download button for the phone in hand. */
export function PlatformCard({ platform, url, navigation, children }: PlatformCardProps) {
  const { t } = useTranslation();
  const text = TEXT[platform];
  const refusedUrl = useRefusedUrlNotice();
  // A QR code of a refused link would hand it to another phone's camera: only a link that passes is drawn.
  const qrValue = url ? downloadHref(url, navigation) : null;
  const headingId = `app-download-${platform}-title`;
  return (
    <Card as="section" padding="md" gap="sm" aria-labelledby={headingId} data-testid={`app-download-${platform}`}>
      <Text as="h3" id={headingId} size="md" weight="bold" align="center">
        {t(text.title)}
      </Text>
      {url ? (
        <>
          {qrValue ? (
            <figure className={styles.qr}>
              <QrCode value={qrValue} label={t(text.qr, { brand: brand.name })} />
              <Text as="figcaption" size="sm" tone="muted">
                {t('app_download_scan_hint')}
              </Text>
            </figure>
          ) : null}
          <Button block onClick={() => openDownload(url, navigation) || refusedUrl()} data-testid={`app-download-${platform}-button`}>
            {t(text.button)}
          </Button>
        </>
      ) : null}
      {children}
    </Card>
  );
}
