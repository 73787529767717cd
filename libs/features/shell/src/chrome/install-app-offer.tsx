import { useTranslation } from 'react-i18next';
import { brand } from '@playdeck/brand';
import { promptInstall, type InstallOffer } from '@playdeck/site-data/install-offer';
import { Button } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';

/**
 * The popup's install offer next to the app links: Android's install dialog in one tap (the button goes with the
 * prompt, which is good for one use), or in iOS Safari the steps that add the site to the home screen.
 */
export function InstallAppOffer({ offer }: { offer: InstallOffer }) {
  const { t } = useTranslation();
  if (offer === 'prompt')
    return (
      <Stack gap="xs" data-testid="download-popup-install">
        <Button block size="lg" variant="secondary" onClick={() => void promptInstall()} data-testid="download-popup-install-button">
          {t('app_install_button')}
        </Button>
        <Text size="sm" tone="muted">
          {t('app_install_hint', { brand: brand.name })}
        </Text>
      </Stack>
    );
  return (
    <Stack gap="xs" data-testid="download-popup-web-clip">
      <Text as="h3" size="md" weight="bold">
        {t('app_download_add_to_home_title', { brand: brand.name })}
      </Text>
      <Text size="sm">{t('app_download_add_to_home_text')}</Text>
    </Stack>
  );
}
