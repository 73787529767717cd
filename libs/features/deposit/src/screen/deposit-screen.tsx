import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '@playdeck/api';
import { EmptyState, Skeleton, Tab, TabList, TabPanel, Tabs } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import { useDepositChannels } from '../data/deposit-queries';
import { DepositHistory } from '../history/deposit-history';
import { PendingDeposit } from '../pending/pending-deposit';
import { BaseDepositPanel } from './base-deposit-panel';
import type { DepositTemplate } from './deposit-template';
import { DepositStepper } from './deposit-stepper';
import { NewDepositPanel } from './new-deposit-panel';

// The brand's responsible-gaming rules load with it: a chunk of its own, off the deposit screen's own list.
const DepositLimitGate = /* @__PURE__ */ lazy(() => import('../limits/deposit-limit-gate'));

function ChannelsSkeleton() {
  return (
    <Stack gap="sm">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={64} />
      ))}
      <Skeleton height={160} />
    </Stack>
  );
}

/**
 * /m/voucherCenter: choose a channel, ask for an amount, then pay the pending request; the member's deposit
 * history beside it. The two templates (spec section 4) lay the same flow out differently: base as a list
 * with the form and history below, new as channel cards with a stepper and history on its own tab.
 */
export function DepositScreen({ template }: { template: DepositTemplate }) {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const [pending, setPending] = useState<Deposit | null>(null);
  const [channelId, setChannelId] = useState<string | null>(null);
  const Panel = template === 'new' ? NewDepositPanel : BaseDepositPanel;

  const depositBlock: ReactNode = (
    <QueryState
      query={channels}
      testId="deposit-channels"
      titleKey="deposit_load_failed"
      skeleton={<ChannelsSkeleton />}
      isEmpty={(value) => value.channels.length === 0}
      empty={<EmptyState title={t('deposit_no_channels')} description={t('deposit_no_channels_hint')} />}
    >
      {(value) =>
        pending ? (
          <PendingDeposit deposit={pending} onAnother={() => setPending(null)} />
        ) : (
          <Suspense fallback={<ChannelsSkeleton />}>
            <DepositLimitGate skeleton={<ChannelsSkeleton />}>
              <Panel
                channels={value.channels}
                selected={value.channels.find((channel) => channel.id === channelId) ?? value.channels[0]!}
                onSelect={setChannelId}
                onPending={setPending}
              />
            </DepositLimitGate>
          </Suspense>
        )
      }
    </QueryState>
  );

  if (template === 'new') {
    return (
      <Stack as="section" gap="md" padding="lg" aria-label={t('route_voucher_center')} data-template="new" data-testid="deposit-screen">
        <Tabs defaultValue="deposit">
          <TabList aria-label={t('route_voucher_center')}>
            <Tab value="deposit" data-testid="deposit-tab-deposit">
              {t('deposit_tab_deposit')}
            </Tab>
            <Tab value="history" data-testid="deposit-tab-history">
              {t('deposit_tab_history')}
            </Tab>
          </TabList>
          <TabPanel value="deposit" keepMounted>
            <Stack gap="md">
              <DepositStepper current={pending ? 'pay' : 'amount'} />
              {depositBlock}
            </Stack>
          </TabPanel>
          <TabPanel value="history">
            <DepositHistory />
          </TabPanel>
        </Tabs>
      </Stack>
    );
  }

  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_voucher_center')} data-template="base" data-testid="deposit-screen">
      {depositBlock}
      <Stack as="section" gap="sm" aria-label={t('deposit_history_title')}>
        <Text as="h2" weight="bold">
          {t('deposit_history_title')}
        </Text>
        <DepositHistory />
      </Stack>
    </Stack>
  );
}
