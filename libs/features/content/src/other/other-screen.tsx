import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBrand } from '@playdeck/brand';
import { paths } from '@playdeck/routes';
import { CopyrightLine, LanguageSelect } from '@playdeck/ui/site-footer';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import HelpMenuBlock from '../help/help-menu-block';
import { POLICY_DOCUMENTS, type PolicyDocumentId } from '@playdeck/screen-kit/policy';
import { policyPath } from '../policies/policy-documents';
import { link } from '../help/help.css';

const DOCUMENTS = Object.keys(POLICY_DOCUMENTS) as PolicyDocumentId[];
/** The info pages (spec section 2's lazy pages), for a visitor who opens Other from the footer bar. */
const ABOUT_PAGES = [
  { key: 'app-service', labelKey: 'route_app_service', to: paths.appService },
  { key: 'brand', labelKey: 'route_brand', to: paths.brand },
  { key: 'join-us', labelKey: 'route_join_us', to: paths.joinUs },
  { key: 'sponsor', labelKey: 'route_sponsor', to: paths.sponsor },
] as const;

/**
 * /m/other: the licence note (spec: Curacao licence; none while brand.json's licence is empty), the terms and the
 * responsible-gaming page, the info pages, the help menu, language and copyright.
 */
export default function OtherScreen() {
  const { t } = useTranslation();
  const { licence } = useBrand();
  const licenceId = useId();
  const policiesId = useId();
  const aboutId = useId();
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
      <Card as="nav" gap="sm" aria-labelledby={policiesId}>
        <Text as="h2" id={policiesId} size="lg" weight="bold">
          {t('content_policies')}
        </Text>
        <Stack as="ul" gap="none">
          {DOCUMENTS.map((id) => (
            <Stack as="li" gap="none" key={id}>
              <Link to={policyPath(id)} className={link} data-testid={`other-policy-${id}`}>
                {t(POLICY_DOCUMENTS[id].titleKey)}
              </Link>
            </Stack>
          ))}
          <Stack as="li" gap="none">
            <Link to={paths.responsibleGaming} className={link} data-testid="other-responsible-gaming">
              {t('route_responsible_gaming')}
            </Link>
          </Stack>
        </Stack>
      </Card>
      <Card as="nav" gap="sm" aria-labelledby={aboutId}>
        <Text as="h2" id={aboutId} size="lg" weight="bold">
          {t('info_about_title')}
        </Text>
        <Stack as="ul" gap="none">
          {ABOUT_PAGES.map((page) => (
            <Stack as="li" gap="none" key={page.key}>
              <Link to={page.to} className={link} data-testid={`other-about-${page.key}`}>
                {t(page.labelKey)}
              </Link>
            </Stack>
          ))}
        </Stack>
      </Card>
      <HelpMenuBlock />
      <LanguageSelect />
      <CopyrightLine />
    </Stack>
  );
}
