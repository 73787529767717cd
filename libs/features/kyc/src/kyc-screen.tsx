import { useTranslation } from 'react-i18next';
import { Stack } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import { KycDetails } from './kyc-details';
import { KycForm } from './kyc-form';
import { useKyc } from './kyc-query';
import { KycStatusCard } from './kyc-status-card';

/**
 * /m/member/kyc: the member's identity verification. Not submitted or rejected: the form (after a
 * rejection, filled with what was sent and the operator's reason above it). Under review or verified:
 * what was sent, read-only.
 */
export default function KycScreen() {
  const { t } = useTranslation();
  const kyc = useKyc();
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_kyc')}>
      <QueryState query={kyc} testId="kyc" titleKey="kyc_load_failed" skeletonRows={4}>
        {(data) => (
          <>
            <KycStatusCard kyc={data} />
            {data.editable ? <KycForm key={data.submittedAt ?? 'new'} kyc={data} /> : <KycDetails kyc={data} />}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
