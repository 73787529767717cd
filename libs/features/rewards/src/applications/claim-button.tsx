import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract, wireToMinor, type RewardApplication } from '@playdeck/api';
import { ApiError, describeError } from '@playdeck/api/client';
import { useRequestId } from '@playdeck/form-kit';
import { apiClient, isSessionEnded } from '@playdeck/session/api';
import { Button, useToast } from '@playdeck/ui';
import { formatMoney } from '@playdeck/site-data';
import { refreshAfterBonus } from '../shared/reward-queries';

/**
 * Claims an issued bonus into the MAIN wallet. The claim carries a request id kept across a retry after no
 * answer, so the platform pays once; the button is busy while the claim is out and cannot send it twice.
 */
export function ClaimButton({ application }: { application: RewardApplication }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  const sending = useRef(false);
  const [pending, setPending] = useState(false);
  const amount = formatMoney(wireToMinor(application.bonus ?? 0));

  const claim = async () => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    try {
      await apiClient.call(contract.rewards.claim, {
        body: { requestId: requestId.current(), applicationId: application.applicationId },
      });
      requestId.settle();
      toast.show({ message: t('rewards_claimed', { amount }), kind: 'success' });
      await refreshAfterBonus(queryClient);
    } catch (error) {
      if (error instanceof ApiError) requestId.settle();
      if (isSessionEnded(error)) return;
      const { key, params } = describeError(error);
      toast.show({ message: t(key, params), kind: 'error' });
      // A refusal means the application moved on (claimed elsewhere): show what it is now.
      if (error instanceof ApiError) void refreshAfterBonus(queryClient);
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return (
    <Button size="sm" loading={pending} onClick={() => void claim()} data-testid="reward-claim">
      {t('rewards_claim', { amount })}
    </Button>
  );
}
