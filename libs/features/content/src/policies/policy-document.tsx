import { useTranslation } from 'react-i18next';
import { brand } from '@playdeck/brand';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { POLICY_DOCUMENTS, type PolicyDocumentId } from './policy-documents';

/** The sections of one document, with the brand's name and minimum age filled in. */
export function PolicyDocument({ id }: { id: PolicyDocumentId }) {
  const { t } = useTranslation();
  const { prefix, sections } = POLICY_DOCUMENTS[id];
  const values = { brand: brand.name, age: brand.minimumAge };
  return (
    <Card gap="lg" data-testid={`policy-${id}`}>
      {sections.map((section) => (
        <Stack as="section" gap="xs" key={section} data-testid={`policy-section-${section}`}>
          <Text as="h2" size="md" weight="bold">
            {t(`${prefix}${section}_title`)}
          </Text>
          <Text size="sm" tone="text">
            {t(`${prefix}${section}_body`, values)}
          </Text>
        </Stack>
      ))}
    </Card>
  );
}
