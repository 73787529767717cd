import { useTranslation } from 'react-i18next';
import { Stack, Text } from '@playdeck/ui/layout';
import { usePageLayout } from '../layout/page-layout-context';
import { ScreenHeading } from './screen-heading';

/** Stands in for a screen a later release builds: the route's title and one honest line, no data. */
export default function PlaceholderScreen() {
  const { t } = useTranslation();
  const { titleKey } = usePageLayout();
  return (
    <Stack as="section" gap="md" padding="lg" data-testid="placeholder-screen">
      <ScreenHeading>{t(titleKey)}</ScreenHeading>
      <Text size="sm" tone="muted">
        {t('placeholder_coming_soon')}
      </Text>
    </Stack>
  );
}
