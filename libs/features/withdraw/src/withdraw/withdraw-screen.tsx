import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { contract, wireToMinor, type BankCards, type Withdrawal, type WithdrawSettings } from '@playdeck/api';
import { invalidateCall } from '@playdeck/api/client';
import { paths } from '@playdeck/routes';
import { Button } from '@playdeck/ui';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { KeyValueSummary } from '@playdeck/ui/patterns';
import { formatMoney } from '@playdeck/site-data';
import { QueryState } from '@playdeck/screen-kit';
import { useBankCards } from '../shared/bank-cards-query';
import { formatDateTime } from '@playdeck/i18n';
import { withReturn } from '../shared/return-path';
import { SetPaymentPasswordFirst } from '../shared/set-payment-password-first';
import { useWithdrawSettings } from '../shared/withdraw-settings-query';
import { useActiveLock } from './use-active-lock';
import { WithdrawForm } from './withdraw-form';
import { WithdrawHistory } from './withdraw-history';
import { WithdrawResult } from './withdraw-result';

function WithdrawSummary({ settings }: { settings: WithdrawSettings }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(wireToMinor(amount));
  return (
    <KeyValueSummary
      data-testid="withdraw-summary"
      items={[
        { id: 'withdrawable', label: t('withdraw_withdrawable_label'), value: money(settings.withdrawable), emphasis: true },
        { id: 'limits', label: t('withdraw_limits_label'), value: `${money(settings.min)} – ${money(settings.max)}` },
        {
          id: 'daily',
          label: t('withdraw_daily_label'),
          value: t('withdraw_daily_value', { used: settings.usedToday, limit: settings.dailyCount }),
        },
      ]}
    />
  );
}

function AddCardFirst() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card gap="md" data-testid="add-card-first">
      <Text>{t('withdraw_needs_card')}</Text>
      <Button block onClick={() => navigate(withReturn(paths.bankCards, paths.withdraw))} data-testid="add-card-link">
        {t('withdraw_add_card_action')}
      </Button>
    </Card>
  );
}

function LockedNotice({ until }: { until: number }) {
  const { t } = useTranslation();
  return (
    <Text role="alert" tone="danger" data-testid="withdraw-locked">
      {t('withdraw_locked_until', { time: formatDateTime(until) })}
    </Text>
  );
}

/** The form, or once the platform took the request, its pending result. */
function WithdrawPanel({ settings, cards }: { settings: WithdrawSettings; cards: BankCards }) {
  const queryClient = useQueryClient();
  const [withdrawal, setWithdrawal] = useState<Withdrawal | null>(null);
  const [refusedUntil, setRefusedUntil] = useState<number | null>(null);
  const refetchSettings = useCallback(() => void invalidateCall(queryClient, contract.withdraw.settings), [queryClient]);
  const settingsLock = useActiveLock(settings.lockedUntil);
  const refusedLock = useActiveLock(refusedUntil, refetchSettings);
  const lockedUntil = Math.max(settingsLock ?? 0, refusedLock ?? 0) || null;

  if (withdrawal) {
    return <WithdrawResult withdrawal={withdrawal} onAnother={() => setWithdrawal(null)} />;
  }
  if (!settings.hasPaymentPassword) return <SetPaymentPasswordFirst messageKey="withdraw_needs_payment_password" />;
  if (cards.cards.length === 0) return <AddCardFirst />;
  return (
    <Card gap="md">
      {lockedUntil ? <LockedNotice until={lockedUntil} /> : null}
      <WithdrawForm
        settings={settings}
        cards={cards.cards}
        locked={lockedUntil !== null}
        onLocked={setRefusedUntil}
        onDone={setWithdrawal}
      />
    </Card>
  );
}

/**
 * /m/withdraw: the withdrawable balance and limits, then a payment password and a bank card if the member
 * lacks them, else the withdrawal form; the member's withdrawals below.
 */
export default function WithdrawScreen() {
  const { t } = useTranslation();
  const settings = useWithdrawSettings();
  const cards = useBankCards();
  const both = {
    data: settings.data && cards.data ? { settings: settings.data, cards: cards.data } : undefined,
    error: settings.error ?? cards.error,
    isPending: settings.isPending || cards.isPending,
    isFetching: settings.isFetching || cards.isFetching,
    refetch: () => Promise.all([settings.data ? null : settings.refetch(), cards.data ? null : cards.refetch()]),
  };
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_withdraw')}>
      <QueryState query={both} testId="withdraw" titleKey="withdraw_load_failed">
        {(loaded) => (
          <>
            <WithdrawSummary settings={loaded.settings} />
            <WithdrawPanel settings={loaded.settings} cards={loaded.cards} />
            <WithdrawHistory />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
