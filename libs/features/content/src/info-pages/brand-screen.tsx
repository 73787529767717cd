import { useTranslation } from 'react-i18next';
import { Stack } from '@playdeck/ui/layout';
import { InfoPageEntries } from './info-entries';

/** /m/brand: brand and details, as the operator wrote them. */
export default function BrandScreen() {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="md" padding="lg" aria-label={t('route_brand')}>
      <InfoPageEntries page="brand" />
    </Stack>
  );
}
