import { useTranslation } from 'react-i18next';
import { brand } from '@playdeck/brand';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { POLICY_DOCUMENTS, type PolicyDocumentId } from './policy-documents';

export interface PolicyDocumentProps {
  id: PolicyDocumentId;
  /** On its own page the document is a card under the page's title; in a popup it follows the popup's title. */
  placement: 'page' | 'popup';
}

/** The sections of one document, with the brand's name and minimum age filled in. */
export function PolicyDocument({ id, placement }: PolicyDocumentProps) {
  const { t } = useTranslation();
  const { prefix, sections } = POLICY_DOCUMENTS[id];
  const values = { brand: brand.name, age: brand.minimumAge };
  const onPage = placement === 'page';
  const body = sections.map((section) => (
    <Stack as="section" gap="xs" key={section} data-testid={`policy-section-${section}`}>
      <Text as={onPage ? 'h2' : 'h3'} size="md" weight="bold">
        {t(`${prefix}${section}_title`)}
      </Text>
      <Text size="sm" tone={onPage ? 'text' : undefined}>
        {t(`${prefix}${section}_body`, values)}
      </Text>
    </Stack>
  ));
  return onPage ? (
    <Card gap="lg" data-testid={`policy-${id}`}>
      {body}
    </Card>
  ) : (
    <Stack data-testid={`policy-${id}`}>{body}</Stack>
  );
}
