import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { InfoPageEntry } from '@playdeck/api';
import { paths, withQuery } from '@playdeck/routes';
import { Stack } from '@playdeck/ui/layout';
import { parseContentId } from '../shared/content-id';
import { NotFound } from '../shared/not-found';
import { InfoEntryCard, InfoPageEntries } from './info-entries';
import * as styles from './info-pages.css';

function SponsorList({ sponsors }: { sponsors: InfoPageEntry[] }) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" gap="sm" data-testid="sponsor-list">
      {sponsors.map((sponsor) => (
        <li key={sponsor.id}>
          <Link to={withQuery(paths.sponsor, { id: sponsor.id })} className={styles.cardLink} data-testid={`sponsor-${sponsor.id}`}>
            <InfoEntryCard entry={sponsor}>
              <span className={styles.secondaryAction}>{t('info_sponsor_more')}</span>
            </InfoEntryCard>
          </Link>
        </li>
      ))}
    </Stack>
  );
}

function SponsorDetail({ sponsor }: { sponsor: InfoPageEntry | undefined }) {
  const { t } = useTranslation();
  if (!sponsor) return <NotFound backTo={paths.sponsor} backLabel={t('info_sponsor_all')} />;
  return (
    <Stack gap="md" data-testid="sponsor-detail">
      <InfoEntryCard entry={sponsor} />
      <Link to={paths.sponsor} className={styles.secondaryAction} data-testid="sponsor-all">
        {t('info_sponsor_all')}
      </Link>
    </Stack>
  );
}

/** /m/sponsor: the brand's sponsorships as cards; /m/sponsor?id= one sponsorship in full. */
export default function SponsorScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('id');
  const id = asked === null ? null : parseContentId(asked);
  return (
    <Stack as="section" gap="md" padding="lg" aria-label={t('route_sponsor')}>
      <InfoPageEntries page="sponsor">
        {(sponsors) =>
          asked === null ? <SponsorList sponsors={sponsors} /> : <SponsorDetail sponsor={sponsors.find((sponsor) => sponsor.id === id)} />
        }
      </InfoPageEntries>
    </Stack>
  );
}
