import { useTranslation } from 'react-i18next';
import { brand, brandImages } from '@playdeck/brand';
import type { DeviceInfo, InstallOffer } from '@playdeck/device';
import { EmptyState, Image } from '@playdeck/ui';
import { Text } from '@playdeck/ui/layout';
import type { AppDownloads, Navigation } from '@playdeck/site-data';
import { ProfileInstall } from '../profile/profile-install';
import { TutorialSlider } from '../tutorial/tutorial-slider';
import { tutorialPlatform } from '../tutorial/tutorial-steps';
import { DeviceNotices } from './device-notices';
import { InstallCard } from './install-card';
import { PlatformCard } from './platform-card';
import * as styles from './app-download-page.css';
import { MutedText } from './muted-text';

export interface AppDownloadPageProps {
  downloads: AppDownloads;
  /** Where the iOS profile flow ends (consolidated settings' mobileprovisionCDN). */
  provisionUrl: string | null;
  device: DeviceInfo;
  navigation: Navigation;
  /** Installing the site itself on this phone (useInstallOffer), besides the app links. */
  installOffer?: InstallOffer | null;
}

/** /m/app once the links are known: platform cards with QR codes, device notices and the install guide. */
export function AppDownloadPage({ downloads, provisionUrl, device, navigation, installOffer = null }: AppDownloadPageProps) {
  const { t } = useTranslation();
  const { ios, android, profile, icon } = downloads;
  const offersIos = !!(ios || profile);
  const guide = tutorialPlatform(device.platform, { ios: offersIos, android: !!android });

  return (
    <div className={styles.screen}>
      <header className={styles.intro}>
        {icon ? (
          <Image className={styles.icon} src={icon} fallbackSrc={brandImages.logo} alt="" width={64} height={64} objectFit="contain" />
        ) : null}
        <Text as="h2" size="xl" weight="bold">
          {t('app_download_title', { brand: brand.name })}
        </Text>
        <MutedText>{t('app_download_subtitle')}</MutedText>
      </header>
      <DeviceNotices device={device} offersIos={offersIos} webClipSteps={installOffer === 'web-clip-steps'} />
      {installOffer === 'prompt' ? <InstallCard /> : null}
      {guide === null ? (
        <EmptyState
          title={t('app_download_empty_title')}
          description={t('app_download_empty_text', { brand: brand.name })}
          data-testid="app-download-empty"
        />
      ) : (
        <>
          <div className={styles.platforms}>
            {offersIos ? (
              <PlatformCard platform="ios" url={ios} navigation={navigation}>
                <MutedText>{t('app_download_ios_requirement')}</MutedText>
                {profile ? <ProfileInstall profileUrl={profile} provisionUrl={provisionUrl} navigation={navigation} /> : null}
              </PlatformCard>
            ) : null}
            {android ? <PlatformCard platform="android" url={android} navigation={navigation} /> : null}
          </div>
          {!offersIos ? <MutedText>{t('app_download_ios_unavailable')}</MutedText> : null}
          {!android ? <MutedText>{t('app_download_android_unavailable')}</MutedText> : null}
          <TutorialSlider platform={guide} />
        </>
      )}
    </div>
  );
}
