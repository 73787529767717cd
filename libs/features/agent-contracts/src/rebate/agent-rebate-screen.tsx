import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameCategoryLabelKey } from '@playdeck/i18n';
import { Button } from '@playdeck/ui';
import { Card, Inline, Stack, Text } from '@playdeck/ui/layout';
import { DataTable, rangePresetLabelKey } from '@playdeck/ui/patterns';
import { formatMoney, percentOf } from '../shared/format';
import { PayoutsCard } from '../shared/payouts-card';
import { rebateQuery } from '../shared/queries';
import { QueryState } from '@playdeck/screen-kit';
import { rangeOf, REBATE_RANGES, type RebateRange } from './rebate-range';

/** /m/member/agent/agentRebeat: the agent's own rates per game category, what its team earned it, and the payouts. */
export default function AgentRebateScreen() {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<RebateRange>('last7Days');
  const range = useMemo(() => rangeOf(preset), [preset]);
  const rebate = useQuery(rebateQuery(range));
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_agent_rebate')}>
      <Inline gap="sm" role="group" aria-label={t('agc_earned_title')}>
        {REBATE_RANGES.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === preset ? 'primary' : 'ghost'}
            aria-pressed={option === preset}
            onClick={() => setPreset(option)}
          >
            {t(rangePresetLabelKey(option))}
          </Button>
        ))}
      </Inline>
      <QueryState query={rebate} testId="agent-rebate" titleKey="agc_load_failed" skeletonRows={3}>
        {(value) => (
          <>
            <Card gap="md">
              <Inline justify="spaceBetween">
                <Text as="h2" size="lg" weight="bold">
                  {t('agc_earned_title')}
                </Text>
                <Text weight="bold" data-testid="agent-rebate-total">
                  {formatMoney(value.total)}
                </Text>
              </Inline>
              <DataTable
                caption={t('agc_rates_title')}
                rows={value.earnings}
                rowKey={(row) => row.category}
                data-testid="agent-rebate-rates"
                columns={[
                  { id: 'category', header: t('agc_category'), cell: (row) => t(gameCategoryLabelKey(row.category)) },
                  { id: 'rate', header: t('agc_rate'), align: 'end', cell: (row) => `${percentOf(row.rateBp)}%` },
                  {
                    id: 'turnover',
                    header: t('agc_turnover'),
                    align: 'end',
                    cell: (row) => formatMoney(row.turnover),
                  },
                  { id: 'amount', header: t('agc_earned'), align: 'end', cell: (row) => formatMoney(row.amount) },
                ]}
              />
            </Card>
            <PayoutsCard payouts={value.payouts} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
