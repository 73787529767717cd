import { useTranslation } from 'react-i18next';
import { brand } from '@playdeck/brand';
import { promptInstall } from '@playdeck/site-data/install-offer';
import { Button } from '@playdeck/ui';
import { Card } from '@playdeck/ui/layout';
import { MutedText } from './muted-text';

/** Android's install dialog for the site itself, while Chromium offers it; the card goes with the prompt. */
export function InstallCard() {
  const { t } = useTranslation();
  return (
    <Card as="section" padding="md" gap="sm" aria-label={t('app_install_button')} data-testid="app-download-install">
      <Button block onClick={() => void promptInstall()} data-testid="app-download-install-button">
        {t('app_install_button')}
      </Button>
      <MutedText>{t('app_install_hint', { brand: brand.name })}</MutedText>
    </Card>
  );
}
