import { useTranslation } from 'react-i18next';
import { EmptyState } from '@playdeck/ui';
import { Stack, TitledCard } from '@playdeck/ui/layout';
import { DataTable } from '@playdeck/ui/patterns';
import { ContractTerms } from '../contracts/contract-terms';
import { formatDate } from '@playdeck/i18n';
import { formatMoney, percentOf } from '../shared/format';
import { PayoutsCard } from '../shared/payouts-card';
import { useDividend } from '../shared/queries';
import { QueryState } from '@playdeck/screen-kit';

/** /m/member/agent/agentDivident: the dividend terms in force, each half month's figures, and what was paid. */
export default function DividendScreen() {
  const { t } = useTranslation();
  const dividend = useDividend();
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_agent_dividend')}>
      <QueryState query={dividend} testId="agent-dividend" titleKey="agc_load_failed" skeletonRows={3}>
        {(value) => (
          <>
            <TitledCard heading={t('agc_dividend_terms')}>
              {value.contract ? (
                <ContractTerms contract={value.contract} testId="agent-dividend-terms" />
              ) : (
                <EmptyState title={t('agc_dividend_none')} />
              )}
            </TitledCard>
            <TitledCard heading={t('agc_periods_title')}>
              <DataTable
                caption={t('agc_periods_title')}
                rows={value.periods}
                rowKey={(row) => row.period}
                data-testid="agent-dividend-periods"
                columns={[
                  { id: 'period', header: t('agc_period'), cell: (row) => `${formatDate(row.start)} – ${formatDate(row.end - 1)}` },
                  {
                    id: 'turnover',
                    header: t('agc_turnover'),
                    align: 'end',
                    cell: (row) => formatMoney(row.turnover),
                  },
                  { id: 'net', header: t('agc_net_result'), align: 'end', cell: (row) => formatMoney(row.netResult) },
                  { id: 'active', header: t('agc_active_members'), align: 'end', cell: (row) => String(row.activeMembers) },
                  { id: 'share', header: t('agc_share'), align: 'end', cell: (row) => `${percentOf(row.shareBp)}%` },
                  {
                    id: 'dividend',
                    header: t('agc_dividend'),
                    align: 'end',
                    cell: (row) => formatMoney(row.dividend),
                  },
                ]}
              />
            </TitledCard>
            <PayoutsCard payouts={value.payouts} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
