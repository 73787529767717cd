import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBrand } from '@playdeck/brand';
import { CopyrightLine, LanguageSelect } from '@playdeck/ui/site-footer';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import HelpMenuBlock from '../help/help-menu-block';
import { POLICY_DOCUMENTS, policyPath, type PolicyDocumentId } from '../policies/policy-documents';
import * as styles from './other.css';

const DOCUMENTS = Object.keys(POLICY_DOCUMENTS) as PolicyDocumentId[];

/** /m/other: the licence note (spec: Curacao licence), the terms, the help menu, language and copyright. */
export default function OtherScreen() {
  const { t } = useTranslation();
  const { licence } = useBrand();
  const licenceId = useId();
  const policiesId = useId();
  return (
    <Stack gap="md" padding="lg">
      <Card as="section" gap="sm" aria-labelledby={licenceId}>
        <Text as="h2" id={licenceId} size="lg" weight="bold">
          {t('other_licence_title')}
        </Text>
        <Text size="md" data-testid="brand-licence">
          {licence}
        </Text>
      </Card>
      <Card as="nav" gap="sm" aria-labelledby={policiesId}>
        <Text as="h2" id={policiesId} size="lg" weight="bold">
          {t('content_policies')}
        </Text>
        <Stack as="ul" gap="none">
          {DOCUMENTS.map((id) => (
            <li key={id}>
              <Link to={policyPath(id)} className={styles.link} data-testid={`other-policy-${id}`}>
                {t(POLICY_DOCUMENTS[id].titleKey)}
              </Link>
            </li>
          ))}
        </Stack>
      </Card>
      <HelpMenuBlock />
      <LanguageSelect />
      <CopyrightLine />
    </Stack>
  );
}
