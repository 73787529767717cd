import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract as calls, type ContractKind } from '@playdeck/api';
import { describeError } from '@playdeck/api/client';
import { useCallMutation } from '@playdeck/form-kit/call-mutation';
import { isSessionEnded } from '@playdeck/session/api';
import { Button, EmptyState, useToast } from '@playdeck/ui';
import { Card, Inline, Stack, Text } from '@playdeck/ui/layout';
import { ConfirmSheet } from '@playdeck/ui/patterns';
import { formatDate } from '@playdeck/i18n';
import { contractQuery, contractRequestsQuery, useContract } from '../shared/queries';
import { QueryState } from '@playdeck/screen-kit';
import { ContractTerms } from './contract-terms';

const TITLE: Record<ContractKind, string> = {
  SALARY: 'route_salary_contract',
  DIVIDEND: 'route_dividend_contract',
  HOURLY: 'route_hour_contract',
};

/**
 * A contract kind's screen (daily salary, dividend, hourly salary): the offer waiting for an answer, with
 * accept and reject (a rejection is confirmed first), the contract in force and the earlier offers.
 */
export function ContractScreen({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = useContract(kind);
  const [answering, setAnswering] = useState<'accept' | 'reject' | null>(null);
  const [confirmReject, setConfirmReject] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answerCall = useCallMutation(calls.agentContracts.answerContract);

  const answer = async (id: number, accept: boolean) => {
    if (answering !== null) return;
    setAnswering(accept ? 'accept' : 'reject');
    setError(null);
    const settle = () => {
      setAnswering(null);
      setConfirmReject(false);
    };
    let answered;
    try {
      answered = await answerCall.send({ body: { id, accept } });
    } catch (failure) {
      settle();
      if (isSessionEnded(failure)) return;
      const { key, params } = describeError(failure);
      setError(t(key, params));
      void queryClient.invalidateQueries({ queryKey: contractQuery(kind).queryKey });
      return;
    }
    // Another answer is out: it settles the buttons.
    if (answered === undefined) return;
    try {
      toast.show({ message: t(accept ? 'agc_accepted' : 'agc_rejected'), kind: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractQuery(kind).queryKey }),
        queryClient.invalidateQueries({ queryKey: contractRequestsQuery().queryKey }),
      ]);
    } finally {
      settle();
    }
  };

  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t(TITLE[kind])}>
      <QueryState query={query} testId="agent-contract" titleKey="agc_load_failed" skeletonRows={3}>
        {(value) => (
          <>
            {value.pending ? (
              <Card gap="md" data-testid="agent-contract-pending">
                <Inline justify="spaceBetween">
                  <Text as="h2" size="lg" weight="bold">
                    {t('agc_offer_title', { upline: value.pending.offeredBy })}
                  </Text>
                  <Text size="sm" weight="bold" tone="primary" data-testid="agent-contract-state">
                    {t('agc_state_PENDING')}
                  </Text>
                </Inline>
                <ContractTerms contract={value.pending} testId="agent-contract-offer-terms" />
                {error ? (
                  <Text role="alert" tone="danger">
                    {error}
                  </Text>
                ) : null}
                <Inline gap="sm">
                  <Button
                    variant="ghost"
                    onClick={() => setConfirmReject(true)}
                    disabled={answering !== null}
                    data-testid="agent-contract-reject"
                  >
                    {t('agc_reject')}
                  </Button>
                  <Button
                    onClick={() => void answer(value.pending!.id, true)}
                    loading={answering === 'accept'}
                    disabled={answering !== null}
                    data-testid="agent-contract-accept"
                  >
                    {t('agc_accept')}
                  </Button>
                </Inline>
                <ConfirmSheet
                  open={confirmReject}
                  title={t('agc_reject_confirm')}
                  confirmLabel={t('agc_reject')}
                  tone="danger"
                  busy={answering === 'reject'}
                  onCancel={() => setConfirmReject(false)}
                  onConfirm={() => void answer(value.pending!.id, false)}
                />
              </Card>
            ) : (
              <Text tone="muted" data-testid="agent-contract-no-offer">
                {t('agc_offer_none')}
              </Text>
            )}
            <Card gap="md" data-testid="agent-contract-current">
              <Text as="h2" size="lg" weight="bold">
                {t('agc_current_title')}
              </Text>
              {value.current ? (
                <>
                  <Inline justify="spaceBetween">
                    <Text size="sm">{value.current.offeredBy}</Text>
                    <Text size="sm" weight="bold" tone="primary" data-testid="agent-contract-state">
                      {t('agc_state_ACCEPTED')}
                    </Text>
                  </Inline>
                  <ContractTerms contract={value.current} testId="agent-contract-current-terms" />
                </>
              ) : (
                <EmptyState title={t('agc_current_none')} />
              )}
            </Card>
            {value.history.length > 0 ? (
              <Card gap="sm" data-testid="agent-contract-history">
                <Text as="h2" size="lg" weight="bold">
                  {t('agc_history_title')}
                </Text>
                {value.history.map((row) => (
                  <Inline key={row.id} justify="spaceBetween">
                    <Text size="sm">{formatDate(row.createdAt)}</Text>
                    <Text size="sm" tone="muted">
                      {t(`agc_state_${row.state}`)}
                    </Text>
                  </Inline>
                ))}
              </Card>
            ) : null}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
