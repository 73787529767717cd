import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBrand } from '@playdeck/brand';
import { INFO_PAGE_LINKS } from '@playdeck/routes';
import { CopyrightLine, LanguageSelect } from '@playdeck/ui/site-footer';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import HelpMenuBlock from '../help/help-menu-block';
import { POLICY_DOCUMENTS, type PolicyDocumentId } from '@playdeck/screen-kit/policy';
import { policyPath } from '../policies/policy-documents';
import * as styles from './other.css';

const POLICY_LINKS = (Object.keys(POLICY_DOCUMENTS) as PolicyDocumentId[]).map((id) => ({
  key: id,
  labelKey: POLICY_DOCUMENTS[id].titleKey,
  to: policyPath(id),
}));

interface NavLink {
  key: string;
  labelKey: string;
  to: string;
}

/** A card of links under its heading: the terms, the info pages. */
function LinksCard({ title, links, testIdPrefix }: { title: string; links: readonly NavLink[]; testIdPrefix: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card as="nav" gap="sm" aria-labelledby={titleId}>
      <Text as="h2" id={titleId} size="lg" weight="bold">
        {title}
      </Text>
      <Stack as="ul" gap="none">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={styles.link} data-testid={`${testIdPrefix}-${link.key}`}>
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </Stack>
    </Card>
  );
}

/** /m/other: the licence note (spec: Curacao licence; none while brand.json's licence is empty), the terms, the info pages, the help menu, language and copyright. */
export default function OtherScreen() {
  const { t } = useTranslation();
  const { licence } = useBrand();
  const licenceId = useId();
  return (
    <Stack gap="md" padding="lg">
      {licence ? (
        <Card as="section" gap="sm" aria-labelledby={licenceId}>
          <Text as="h2" id={licenceId} size="lg" weight="bold">
            {t('other_licence_title')}
          </Text>
          <Text size="md" data-testid="brand-licence">
            {licence}
          </Text>
        </Card>
      ) : null}
      <LinksCard title={t('content_policies')} links={POLICY_LINKS} testIdPrefix="other-policy" />
      <LinksCard title={t('info_about_title')} links={INFO_PAGE_LINKS} testIdPrefix="other-about" />
      <HelpMenuBlock />
      <LanguageSelect />
      <CopyrightLine />
    </Stack>
  );
}
