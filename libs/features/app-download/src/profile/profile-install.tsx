import { useTranslation } from 'react-i18next';
import { brand } from '@playdeck/brand';
import { Button } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import { useProfileInstall, type ProfileInstallOptions } from './use-profile-install';
import * as styles from './profile-install.css';

/** The iOS profile button, and the message to finish in Settings once the visitor returns to the page. */
export function ProfileInstall(options: ProfileInstallOptions) {
  const { t } = useTranslation();
  const { phase, start } = useProfileInstall(options);
  return (
    <Stack gap="xs">
      <Button variant="ghost" block onClick={start} aria-describedby="app-download-profile-hint" data-testid="app-download-profile">
        {t('app_download_profile_button')}
      </Button>
      <Text id="app-download-profile-hint" size="sm" tone="muted">
        {t('app_download_profile_hint', { brand: brand.name })}
      </Text>
      <div role="status" className={styles.live}>
        {phase === 'settings-message' ? (
          <p className={styles.message} data-testid="app-download-profile-message">
            {t('app_download_profile_settings')}
          </p>
        ) : null}
      </div>
    </Stack>
  );
}
