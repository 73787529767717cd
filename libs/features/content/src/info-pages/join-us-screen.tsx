import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '@playdeck/site-data';
import { GuardedLink, Skeleton, visuallyHidden } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import { InfoPageEntries } from './info-entries';
import * as styles from './info-pages.css';
import { InvitationCodeCheck } from './invitation-code-check';

/** The merchant's affiliate link (consolidated settings), or why there is none yet. */
function AffiliateLink() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  if (settings.isPending) return <Skeleton shape="rect" width="100%" height={44} />;
  // Without settings the page still explains the programme; the code check needs no link.
  const link = settings.data?.affiliateLink;
  if (!link) {
    return (
      <Text size="sm" tone="muted" data-testid="join-us-no-link">
        {t('info_join_us_no_link')}
      </Text>
    );
  }
  return (
    <GuardedLink href={link} className={styles.action} data-testid="join-us-affiliate-link">
      {t('info_join_us_affiliate_link')}
      <span className={visuallyHidden}> ({t('opens_new_tab')})</span>
    </GuardedLink>
  );
}

/** /m/joinUs: the affiliate programme (the operator's entries), the affiliate link, and an invitation-code check. */
export default function JoinUsScreen() {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="md" padding="lg" aria-label={t('route_join_us')}>
      <InfoPageEntries page="joinUs" />
      <AffiliateLink />
      <InvitationCodeCheck />
    </Stack>
  );
}
