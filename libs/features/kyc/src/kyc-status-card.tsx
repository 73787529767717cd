import { useTranslation } from 'react-i18next';
import type { Kyc, KycStatus } from '@playdeck/api';
import { Card, Text } from '@playdeck/ui/layout';

/** Title, explanation and colour of each state (spec: under review is "still pending process"). */
const LOOK: Record<KycStatus, { title: string; body: string; tone: 'text' | 'primary' | 'danger' }> = {
  NOT_SUBMITTED: { title: 'kyc_status_not_submitted', body: 'kyc_status_not_submitted_body', tone: 'text' },
  UNDER_REVIEW: { title: 'kyc_status_under_review', body: 'kyc_status_under_review_body', tone: 'primary' },
  VERIFIED: { title: 'kyc_status_verified', body: 'kyc_status_verified_body', tone: 'primary' },
  REJECTED: { title: 'kyc_status_rejected', body: 'kyc_status_rejected_body', tone: 'danger' },
};

/** Where the member's KYC stands, and after a rejection the operator's reason. */
export function KycStatusCard({ kyc }: { kyc: Kyc }) {
  const { t } = useTranslation();
  const look = LOOK[kyc.status];
  return (
    <Card gap="xs" data-testid="kyc-status" data-status={kyc.status} role="status">
      <Text as="h2" size="lg" weight="bold" tone={look.tone}>
        {t(look.title)}
      </Text>
      <Text size="sm" tone="muted">
        {t(look.body, { age: kyc.minimumAge })}
      </Text>
      {kyc.status === 'REJECTED' && kyc.rejectReason ? (
        <Text size="sm" data-testid="kyc-reject-reason">
          {t('kyc_reject_reason', { reason: kyc.rejectReason })}
        </Text>
      ) : null}
    </Card>
  );
}
