import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wireToMinor } from '@playdeck/api';
import { EmptyState } from '@playdeck/ui';
import { Card, Inline, Stack, Text } from '@playdeck/ui/layout';
import { StatusPill } from '@playdeck/ui/patterns';
import { formatMoney } from '@playdeck/site-data';
import { Pager, QueryState } from '@playdeck/screen-kit';
import { PILL_OF_STATE } from '../offers/offer-state';
import { formatDateTime } from '@playdeck/i18n';
import { useApplications } from '../shared/reward-queries';
import { ClaimButton } from './claim-button';
import { UploadedThumbnails } from './uploaded-thumbnails';

/** The member's applications, newest first, a page at a time: state, bonus, remark, the reason of a rejection. */
export function ApplicationList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useApplications(page);
  return (
    <Stack gap="sm" data-testid="reward-applications">
      <QueryState query={query} testId="reward-applications" titleKey="rewards_load_failed">
        {({ list, pageNum, totalPages }) =>
          list.length === 0 ? (
            <EmptyState title={t('rewards_applications_empty')} data-testid="reward-applications-empty" />
          ) : (
            <Stack gap="sm">
              <Stack as="ul" gap="sm">
                {list.map((application) => (
                  <Card as="li" key={application.applicationId} padding="md" gap="xs" data-testid="reward-application">
                    <Inline justify="spaceBetween" align="center">
                      <Text weight="bold">{application.offerTitle}</Text>
                      <StatusPill state={PILL_OF_STATE[application.state]} />
                    </Inline>
                    <Text size="sm" tone="muted">
                      {`${application.applicationId} · ${formatDateTime(application.createdAt)}`}
                    </Text>
                    {application.remark ? <Text size="sm">{t('rewards_remark_shown', { remark: application.remark })}</Text> : null}
                    {application.uploadIds.length > 0 ? <UploadedThumbnails uploadIds={application.uploadIds} /> : null}
                    {application.bonus !== null ? (
                      <Text size="sm" weight="bold" data-testid="reward-application-bonus">
                        {t('rewards_bonus', { amount: formatMoney(wireToMinor(application.bonus)) })}
                      </Text>
                    ) : null}
                    {application.rejectReason ? (
                      <Text size="sm" tone="danger">
                        {t('rewards_reject_reason', { reason: application.rejectReason })}
                      </Text>
                    ) : null}
                    {application.state === 'ISSUED' ? <ClaimButton application={application} /> : null}
                  </Card>
                ))}
              </Stack>
              <Pager page={pageNum} pages={totalPages} onPage={setPage} testId="reward-applications" texts="rewards" />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
