import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract, wireToMinor, type RewardApplication } from '@playdeck/api';
import { ApiError, describeError } from '@playdeck/api/client';
import { useCallMutation } from '@playdeck/form-kit/call-mutation';
import { isSessionEnded } from '@playdeck/session/api';
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
  const claimCall = useCallMutation(contract.rewards.claim);
  const [refreshing, setRefreshing] = useState(false);
  const pending = claimCall.pending || refreshing;
  const amount = formatMoney(wireToMinor(application.bonus ?? 0));

  const claim = async () => {
    if (pending) return;
    let claimed = false;
    try {
      claimed = (await claimCall.send({ body: { applicationId: application.applicationId } })) !== undefined;
    } catch (error) {
      if (isSessionEnded(error)) return;
      const { key, params } = describeError(error);
      toast.show({ message: t(key, params), kind: 'error' });
      // A refusal means the application moved on (claimed elsewhere): show what it is now.
      if (error instanceof ApiError) void refreshAfterBonus(queryClient);
      return;
    }
    if (!claimed) return;
    setRefreshing(true);
    toast.show({ message: t('rewards_claimed', { amount }), kind: 'success' });
    try {
      await refreshAfterBonus(queryClient);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Button size="sm" loading={pending} onClick={() => void claim()} data-testid="reward-claim">
      {t('rewards_claim', { amount })}
    </Button>
  );
}
