import { useTranslation } from 'react-i18next';
import { brand } from '@playdeck/brand';
import { formatIosVersion, type DeviceInfo } from '@playdeck/device';
import { Text } from '@playdeck/ui/layout';
import * as styles from './app-download-page.css';

/**
 * What this phone needs to know before installing: use Safari, update iOS, or add the site to the home screen
 * (the spec's tip on an old iOS, and the web-clip steps wherever iOS Safari can add one).
 */
export function DeviceNotices({ device, offersIos, webClipSteps }: { device: DeviceInfo; offersIos: boolean; webClipSteps: boolean }) {
  const { t } = useTranslation();
  const tooOld = offersIos && device.iosTooOldForApp && device.iosVersion;
  return (
    <>
      {device.needsSafari ? (
        <p className={styles.warning} role="alert" data-testid="app-download-use-safari">
          {t('error_safari_download')}
        </p>
      ) : null}
      {tooOld ? (
        <p className={styles.warning} data-testid="app-download-ios-too-old">
          {t('app_download_ios_too_old', { version: formatIosVersion(tooOld) })}
        </p>
      ) : null}
      {device.addToHomeTip || webClipSteps ? (
        <section className={styles.tip} aria-labelledby="app-download-add-to-home" data-testid="app-download-add-to-home">
          <Text as="h3" id="app-download-add-to-home" size="md" weight="bold" align="center">
            {t('app_download_add_to_home_title', { brand: brand.name })}
          </Text>
          <Text size="md">{t('app_download_add_to_home_text')}</Text>
        </section>
      ) : null}
    </>
  );
}
