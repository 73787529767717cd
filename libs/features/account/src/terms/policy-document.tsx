import { useTranslation } from 'react-i18next';
import { brand } from '@playdeck/brand';
import { Stack, Text } from '@playdeck/ui/layout';
import { POLICY_DOCUMENTS, type PolicyDocumentId } from './policy-documents';

/** The sections of the user agreement or the privacy policy, with the brand's name and minimum age. */
export function PolicyDocument({ id }: { id: PolicyDocumentId }) {
  const { t } = useTranslation();
  const { prefix, sections } = POLICY_DOCUMENTS[id];
  const values = { brand: brand.name, age: brand.minimumAge };
  return (
    <Stack data-testid={`policy-${id}`}>
      {sections.map((section) => (
        <Stack as="section" gap="xs" key={section}>
          <Text as="h3" size="md" weight="bold">
            {t(`${prefix}${section}_title`)}
          </Text>
          <Text size="sm">{t(`${prefix}${section}_body`, values)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
